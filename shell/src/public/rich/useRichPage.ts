import { useEffect, useState } from 'react';
import type { PublicRichPage } from '../../api/types';

export type RichPageState = { status: 'loading' } | { status: 'empty' } | { status: 'ready'; page: PublicRichPage };

/**
 * Loads a rich page once. A failure or a page without body both end as 'empty': the modal then
 * asks for content in the backend and the failure is only logged.
 */
export function useRichPage(fetchPage: () => Promise<PublicRichPage | null>): RichPageState {
  const [state, setState] = useState<RichPageState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    fetchPage()
      .then((page) => {
        if (active) setState(page?.body && page.body.length > 0 ? { status: 'ready', page } : { status: 'empty' });
      })
      .catch((error: unknown) => {
        console.error('Fout bij ophalen van de pagina-inhoud.', error);
        if (active) setState({ status: 'empty' });
      });
    return () => {
      active = false;
    };
  }, [fetchPage]);
  return state;
}
