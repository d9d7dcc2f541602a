import { messages } from '@doorloopjes/shared';
import { fetchPrivacyStatement } from '../../api/fetchPrivacyStatement';
import { RichPageModal } from './RichPageModal';

/** The privacy statement. */
export function PrivacyModal({ onClose }: { onClose: () => void }) {
  return <RichPageModal defaultTitle={messages.auth.privacyTitle} fetchPage={fetchPrivacyStatement} onClose={onClose} />;
}
