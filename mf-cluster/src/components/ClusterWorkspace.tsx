import { messages, useSessionStore } from '@doorloopjes/shared';
import { useCatalogue } from '../hooks/useCatalogue';
import { ClusterEditor } from './ClusterEditor';

/** Loads what can be placed, then hands over to the editor (keyed per user: a new user, a new restore). */
export default function ClusterWorkspace() {
  const user = useSessionStore((state) => state.user);
  const catalogue = useCatalogue();

  if (catalogue.status === 'loading') {
    return (
      <p className="cl-muted" role="status">
        {messages.cluster.loading}
      </p>
    );
  }
  if (catalogue.status === 'error') {
    return (
      <div role="alert" className="cl-error-box">
        <p>{messages.cluster.loadFailed}</p>
        <button type="button" className="cl-button" onClick={catalogue.retry}>
          {messages.cluster.retry}
        </button>
      </div>
    );
  }
  return <ClusterEditor key={user?.id ?? 'anoniem'} user={user} catalogue={catalogue.catalogue} />;
}
