import { loadedPageName, messages, usePageTitle } from '@doorloopjes/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorText, LoadingText } from './LoadState';

interface ContentDetailProps<T extends { title: string }, Key extends QueryKey> {
  /** The by-slug query; it answers null when no entry has that slug. */
  query: UseQueryOptions<T | null, Error, T | null, Key>;
  errorText?: string;
  notFoundText?: string;
  children: (entry: T) => ReactNode;
}

/**
 * The frame of every one-entry page: it names the page after the entry once loaded, says so while
 * it loads, when the content service fails or when the slug is unknown, and otherwise renders the
 * entry inside the detail article.
 */
export function ContentDetail<T extends { title: string }, Key extends QueryKey>({
  query,
  errorText = messages.content.contentError,
  notFoundText = messages.content.contentNotFound,
  children,
}: ContentDetailProps<T, Key>) {
  const result = useQuery(query);
  usePageTitle(loadedPageName(result.status, result.data?.title));

  if (result.status === 'pending') return <LoadingText text={messages.content.contentLoading} />;
  if (result.status === 'error') return <ErrorText text={errorText} />;
  if (!result.data) return <ErrorText text={notFoundText} />;
  return <article className="ct-page ct-detail">{children(result.data)}</article>;
}
