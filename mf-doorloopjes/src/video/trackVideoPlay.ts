import { sendAnalyticsEvent, type Doorloopje } from '@doorloopjes/shared';

/** video_play with the guide, the video id and the kind of device. */
export function trackVideoPlay(doorloopje: Doorloopje, vimeoId: string, isMobile: boolean, path: string): Promise<void> {
  let sessionId: string | null = null;
  try {
    sessionId = sessionStorage.getItem('ai_session_id');
  } catch {
    // Storage can be unavailable; the event is still worth sending.
  }
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
