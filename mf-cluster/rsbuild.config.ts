import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

export default defineAppConfig({
  name: 'mf_cluster',
  port: APP_PORTS.cluster,
  title: 'mf-cluster',
  exposes: {
    './ClusterBuilder': './src/exposes/ClusterBuilder.tsx',
  },
});
