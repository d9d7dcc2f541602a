import { doorloopjeBySlugQuery, useSessionStore } from '@doorloopjes/runtime';
import { loadedPageName, messages, usePageTitle } from '@doorloopjes/shared';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { DoorloopjeDetail } from './DoorloopjeDetail';
import '../detail.css';

/**
 * /doorloopjes/:slug. The guide is fetched by slug with its steps, images and webinars (the
 * session's list is lean); previous/next follow the list's order.
 */
export function DoorloopjeDetailPage() {
  const { slug = '' } = useParams();
  const loading = useSessionStore((state) => state.loading);
  const list = useSessionStore((state) => state.doorloopjes);
  const result = useQuery(doorloopjeBySlugQuery(slug));
  usePageTitle(loading ? undefined : loadedPageName(result.status, result.data?.title));
  if (loading || result.status === 'pending') return <p role="status">{messages.doorloopjes.detailLoading}</p>;
  if (result.status === 'error' || !result.data) return <p className="dj-not-found">{messages.doorloopjes.notFound}</p>;
  return <DoorloopjeDetail doorloopje={result.data} list={list} />;
}
