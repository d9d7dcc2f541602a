import { Harness } from '@doorloopjes/shared/harness';
import { createRoot } from 'react-dom/client';
import AssistantChat from './dashboard/components/AssistantChat';
import AssistantLauncher from './launcher/components/AssistantLauncher';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <Harness name="mf-assistant" links={[]}>
      <AssistantChat />
      <AssistantLauncher />
    </Harness>,
  );
}
