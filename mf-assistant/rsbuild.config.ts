import { defineAppConfig } from '@doorloopjes/shared/app-config';
import { APP_PORTS } from '@doorloopjes/shared/federation';

export default defineAppConfig({
  name: 'mf_assistant',
  port: APP_PORTS.assistant,
  title: 'mf-assistant',
  exposes: {
    './AssistantChat': './src/exposes/AssistantChat.tsx',
    './AssistantLauncher': './src/exposes/AssistantLauncher.tsx',
  },
});
