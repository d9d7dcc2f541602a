import { readAssistantSessionId } from '@doorloopjes/runtime';
import { sendAnalyticsEvent, type Doorloopje } from '@doorloopjes/shared';

/** video_play with the guide, the video id and the kind of device. */
export function trackVideoPlay(doorloopje: Doorloopje, vimeoId: string, isMobile: boolean, path: string): Promise<void> {
  // Null when storage is unavailable; the event is still worth sending.
  const sessionId = readAssistantSessionId();
  return sendAnalyticsEvent({
    type: 'video_play',
    path,
    title: doorloopje.title,
    sessionId,
    payload: {
      doorloopje_id: doorloopje.id,
      doorloopje_title: doorloopje.title,
      vimeo_id: vimeoId,
      device: isMobile ? 'mobile' : 'desktop',
    },
  });
}
