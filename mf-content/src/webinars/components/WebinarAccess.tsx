import { messages, type Digidate } from '@doorloopjes/shared';
import { httpUrl } from '../httpUrl';
import { isUpcoming } from '../../common/ordering';

/** The registration form is embedded at this height. */
export const REGISTRATION_FRAME_HEIGHT = 340;

/**
 * What a visitor can do with a webinar: register for an upcoming one (embedded form, with an
 * optional intro) or watch the recording of a past one, each with its placeholder text.
 */
export function WebinarAccess({ webinar }: { webinar: Digidate }) {
  return <div className="ct-webinar-access">{isUpcoming(webinar) ? <Registration webinar={webinar} /> : <Recording webinar={webinar} />}</div>;
}

function Recording({ webinar }: { webinar: Digidate }) {
  const recording = httpUrl(webinar.recording_url);
  if (!recording) return <p>{messages.content.recordingSoon}</p>;
  return (
    <a className="ct-button" href={recording} target="_blank" rel="noopener noreferrer">
      {messages.content.watchRecording}
    </a>
  );
}

function Registration({ webinar }: { webinar: Digidate }) {
  const registration = httpUrl(webinar.registration_url);
  if (!registration) return <p>{messages.content.registrationUnavailable}</p>;
  return (
    <>
      {webinar.registration_intro && <p className="ct-registration-intro">{webinar.registration_intro}</p>}
      <iframe
        className="ct-registration-frame"
        src={registration}
        title={messages.content.registrationFrameTitle(webinar.title)}
        height={REGISTRATION_FRAME_HEIGHT}
        width="100%"
        loading="lazy"
      />
    </>
  );
}
