import { BlocksRenderer, Modal, messages } from '@doorloopjes/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PublicRichPage } from '../../types';
import { SocialLinks } from '../../social/components/SocialLinks';
import './rich.css';

interface Props<Key extends QueryKey> {
  defaultTitle: string;
  query: UseQueryOptions<PublicRichPage | null, Error, PublicRichPage | null, Key>;
  onClose: () => void;
}

/**
 * A modal with rich block content from the content service (contact page, privacy statement). A
 * failure or a page without body both show 'no content': the modal then asks for content in the
 * backend, and the failure is only logged.
 */
export function RichPageModal<Key extends QueryKey>({ defaultTitle, query, onClose }: Props<Key>) {
  const { data: page, error, isPending } = useQuery(query);
  useEffect(() => {
    if (error) console.error('Fout bij ophalen van de pagina-inhoud.', error);
  }, [error]);
  const ready = page?.body && page.body.length > 0 ? page : null;
  const title = ready?.title || defaultTitle;
  return (
    <Modal title={title} onClose={onClose} className="sh-rich-modal">
      {isPending && <p role="status">{messages.auth.contentLoading}</p>}
      {!isPending && !ready && <p className="dl-empty">{messages.auth.noContent}</p>}
      {ready && (
        <>
          <BlocksRenderer blocks={ready.body} className="sh-rich-body" />
          <SocialLinks links={ready.social_links} className="sh-rich-social" />
        </>
      )}
    </Modal>
  );
}
