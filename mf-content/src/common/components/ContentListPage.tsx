import { messages, usePageTitle } from '@doorloopjes/shared';
import type { ReactNode } from 'react';
import { ErrorText, LoadingText } from './LoadState';

/** What a list page needs of its read: a query's result or several combined into one. */
export type ListResult<T> = { status: 'pending' } | { status: 'error' } | { status: 'success'; data: T };

interface ContentListPageProps<T> {
  headingId: string;
  title: string;
  result: ListResult<T>;
  loadingText?: string;
  errorText: string;
  /** Controls between the heading and the list (filters), shown in every state. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}

/** The frame of a section's overview page: named by its heading, saying so while it loads or when it fails. */
export function ContentListPage<T>({ headingId, title, result, loadingText = messages.content.contentLoading, errorText, controls, children }: ContentListPageProps<T>) {
  usePageTitle(title);
  return (
    <section className="ct-page" aria-labelledby={headingId}>
      <h1 id={headingId} tabIndex={-1}>{title}</h1>
      {controls}
      {result.status === 'pending' && <LoadingText text={loadingText} />}
      {result.status === 'error' && <ErrorText text={errorText} />}
      {result.status === 'success' && children(result.data)}
    </section>
  );
}
