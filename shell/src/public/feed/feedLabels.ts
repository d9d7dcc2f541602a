import { messages } from '@doorloopjes/shared';
import type { FeedKind } from './buildHomepageFeed';

/** Type label per feed entry; digidates are labelled WEBINAR. */
export const FEED_LABELS: Record<FeedKind, string> = {
  'nieuws-item': messages.auth.newsLabel,
  artikel: messages.auth.articleLabel,
  webinar: messages.auth.webinarLabel,
};
