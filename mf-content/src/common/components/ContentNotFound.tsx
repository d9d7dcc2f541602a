import { messages, usePageTitle } from '@doorloopjes/shared';
import { ErrorText } from './LoadState';

/** A path below a content section that has no page. */
export function ContentNotFound() {
  usePageTitle(messages.common.notFoundTitle);
  return <ErrorText text={messages.content.contentNotFound} />;
}
