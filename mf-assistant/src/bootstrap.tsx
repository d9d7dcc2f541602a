import { Harness } from '@doorloopjes/shared/harness';
import { createRoot } from 'react-dom/client';
import AssistantChat from './exposes/AssistantChat';
import AssistantLauncher from './exposes/AssistantLauncher';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Harness name="mf-assistant" links={[]}>
      <AssistantChat />
      <AssistantLauncher />
    </Harness>,
  );
}
