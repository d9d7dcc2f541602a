import { Harness } from '@doorloopjes/shared/harness';
import { createRoot } from 'react-dom/client';
import ClusterBuilder from './exposes/ClusterBuilder';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Harness name="mf-cluster" links={[]}>
      <ClusterBuilder />
    </Harness>,
  );
}
