import { messages, useSessionStore } from '@doorloopjes/shared';
import { useParams } from 'react-router-dom';
import { DoorloopjeDetail } from './DoorloopjeDetail';
import './detail.css';

/** /doorloopjes/:slug. The guide comes from the list the shell already loaded (SPEC call 7). */
export function DoorloopjeDetailPage() {
  const { slug = '' } = useParams();
  const loading = useSessionStore((state) => state.loading);
  const list = useSessionStore((state) => state.doorloopjes);
  if (loading) return <p role="status">{messages.doorloopjes.detailLoading}</p>;
  const doorloopje = list.find((item) => item.slug === slug);
  if (!doorloopje) return <p className="dj-not-found">{messages.doorloopjes.notFound}</p>;
  return <DoorloopjeDetail doorloopje={doorloopje} list={list} />;
}
