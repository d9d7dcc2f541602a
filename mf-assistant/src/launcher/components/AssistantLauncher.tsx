import { useSessionUser } from '@doorloopjes/runtime';
import { messages, useNarrowScreen, type AssistantLauncherProps } from '@doorloopjes/shared';
import { useId, useRef } from 'react';
import { useChatRuntime } from '../../chat/hooks/useChatRuntime';
import { LauncherDrawer } from './LauncherDrawer';
import { useIsActiveInstance } from '../hooks/singleInstance';
import { useLauncherOpen } from '../hooks/useLauncherOpen';
import '../../styles/assistant.css';

/**
 * The assistant launcher: a closed tray button, or the open chat drawer. Floating in the corner of
 * a wide screen; in the phone layout's bottom bar an icon button, named as the floating one is.
 */
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
    <div className={`ai-launcher ai-launcher-${placement}`} data-ai-assistant="">
      {open && <LauncherDrawer id={drawerId} narrow={narrow} onClose={close} />}
      <button
        ref={trayRef}
        type="button"
        className="ai-launcher-tray"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span aria-hidden="true">✦</span>
        <span className={placement === 'bar' ? 'dl-visually-hidden' : undefined}>{messages.assistant.title}</span>
      </button>
    </div>
  );
}

/** Only for a logged-in user, and only one active launcher per page. */
export default function AssistantLauncher({ placement }: AssistantLauncherProps) {
  const user = useSessionUser();
  const active = useIsActiveInstance();
  if (!user || !active) return null;
  return <Launcher placement={placement} />;
}
