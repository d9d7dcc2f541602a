import { messages } from '@doorloopjes/shared';
import { privacyStatementQuery } from '../api/fetchPrivacyStatement';
import { RichPageModal } from './RichPageModal';

/** The privacy statement. */
export function PrivacyModal({ onClose }: { onClose: () => void }) {
  return <RichPageModal defaultTitle={messages.auth.privacyTitle} query={privacyStatementQuery} onClose={onClose} />;
}
