import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

export default defineAppConfig({
  name: 'mf_content',
  port: APP_PORTS.content,
  title: 'mf-content',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './FeaturedCarousel': './src/exposes/FeaturedCarousel.tsx',
    './NewsCarousel': './src/exposes/NewsCarousel.tsx',
  },
});
