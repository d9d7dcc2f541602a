import { commonMessages } from '@doorloopjes/messages/common';

/**
 * The name of a page that shows one fetched item: nothing yet while it loads (the title waits
 * for the heading), the item's title once there, and a name for the two ways it can fail.
 */
export function loadedPageName(status: 'pending' | 'error' | 'success', title: string | null | undefined): string | undefined {
  if (status === 'pending') return undefined;
  if (status === 'error') return commonMessages.pageLoadFailedTitle;
  return title || commonMessages.notFoundTitle;
}
