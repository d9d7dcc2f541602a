import { BlocksRenderer, Modal, messages } from '@doorloopjes/shared';
import type { PublicRichPage } from '../../api/types';
import { SocialLinks } from '../social/SocialLinks';
import { useRichPage } from './useRichPage';
import './rich.css';

interface Props {
  defaultTitle: string;
  fetchPage: () => Promise<PublicRichPage | null>;
  onClose: () => void;
}

/** A modal with rich block content from the content service (contact page, privacy statement). */
export function RichPageModal({ defaultTitle, fetchPage, onClose }: Props) {
  const state = useRichPage(fetchPage);
  const title = (state.status === 'ready' && state.page.title) || defaultTitle;
  return (
    <Modal title={title} onClose={onClose} className="sh-rich-modal">
      {state.status === 'loading' && <p role="status">{messages.auth.contentLoading}</p>}
      {state.status === 'empty' && <p className="dl-empty">{messages.auth.noContent}</p>}
      {state.status === 'ready' && (
        <>
          <BlocksRenderer blocks={state.page.body} className="sh-rich-body" />
          <SocialLinks links={state.page.social_links} className="sh-rich-social" />
        </>
      )}
    </Modal>
  );
}
