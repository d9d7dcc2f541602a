import { messages } from '@doorloopjes/shared';
import { contactPageQuery } from '../api/fetchContactPage';
import { RichPageModal } from './RichPageModal';

/** The contact page with its social links. Reusable by the logged-in layout's Contact button. */
export function ContactModal({ onClose }: { onClose: () => void }) {
  return <RichPageModal defaultTitle={messages.auth.contactTitle} query={contactPageQuery} onClose={onClose} />;
}
