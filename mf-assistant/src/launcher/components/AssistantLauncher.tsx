import { useSessionStore } from '@doorloopjes/runtime';
import { messages, useNarrowScreen, type AssistantLauncherProps } from '@doorloopjes/shared';
import { useId, useRef } from 'react';
import { useChatRuntime } from '../../chat/hooks/useChatRuntime';
import { LauncherDrawer } from './LauncherDrawer';
import { useIsActiveInstance } from '../hooks/singleInstance';
import { useLauncherOpen } from '../hooks/useLauncherOpen';
import '../../styles/assistant.css';

/** The floating assistant: a closed tray button, or the open chat drawer. */
function Launcher({ placement = 'floating' }: AssistantLauncherProps) {
  useChatRuntime();
  const narrow = useNarrowScreen();
  const [open, setOpen] = useLauncherOpen(narrow);
  const drawerId = useId();
  const trayRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    trayRef.current?.focus();
  };

  return (
    <div className={placement === 'inline' ? 'ai-launcher ai-launcher-inline' : 'ai-launcher'} data-ai-assistant="">
      {open && <LauncherDrawer id={drawerId} narrow={narrow} onClose={close} />}
      <button
        ref={trayRef}
        type="button"
        className="ai-launcher-tray"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">✦ </span>
        {messages.assistant.title}
      </button>
    </div>
  );
}

/** Only for a logged-in user, and only one active launcher per page. */
export default function AssistantLauncher({ placement }: AssistantLauncherProps) {
  const user = useSessionStore((state) => state.user);
  const active = useIsActiveInstance();
  if (!user || !active) return null;
  return <Launcher placement={placement} />;
}
