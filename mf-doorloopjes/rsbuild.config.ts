import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

export default defineAppConfig({
  name: 'mf_doorloopjes',
  port: APP_PORTS.doorloopjes,
  title: 'mf-doorloopjes',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './ProgressDonut': './src/exposes/ProgressDonut.tsx',
    './InProgressCarousel': './src/exposes/InProgressCarousel.tsx',
  },
});
