import { messages, useNarrowScreen, usePageTitle } from '@doorloopjes/shared';
import { Suspense, lazy } from 'react';
import { MobileNotice } from './MobileNotice';
import '../../styles/cluster.css';

// Konva is only fetched on screens that can use it.
const ClusterWorkspace = lazy(() => import('./ClusterWorkspace'));

/** /cluster-builder-test: the cluster builder on desktop, a notice on narrow screens. */
export default function ClusterBuilder() {
  const narrow = useNarrowScreen();
  usePageTitle(messages.cluster.title);
  return (
    <section className="cl-builder" aria-labelledby="cl-title">
      <h1 id="cl-title" tabIndex={-1}>{messages.cluster.title}</h1>
      {narrow ? (
        <MobileNotice />
      ) : (
        <>
          <p className="cl-muted">{messages.cluster.intro}</p>
          <Suspense
            fallback={
              <p className="cl-muted" role="status">
                {messages.cluster.loading}
              </p>
            }
          >
            <ClusterWorkspace />
          </Suspense>
        </>
      )}
    </section>
  );
}
