import { messages, safeHref } from '@doorloopjes/shared';
import type { FeedItem } from '../buildHomepageFeed';

/**
 * 'Bekijk de opname' for a past webinar with a recording, 'Meld je aan' for an
 * upcoming one with a registration link.
 */
export function WebinarLinks({ webinar }: { webinar: NonNullable<FeedItem['webinar']> }) {
  const recording = webinar.hasTakenPlace ? safeHref(webinar.recordingUrl) : undefined;
  const registration = webinar.hasTakenPlace ? undefined : safeHref(webinar.registrationUrl);
  const href = recording ?? registration;
  if (!href) return null;
  return (
    <a className="button button-secondary" href={href} target="_blank" rel="noopener noreferrer">
      {recording ? messages.auth.watchRecording : messages.auth.signUp}
    </a>
  );
}
