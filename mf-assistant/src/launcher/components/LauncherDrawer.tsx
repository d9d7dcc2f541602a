import { focusableWithin, messages } from '@doorloopjes/shared';
import { useId, useRef, type KeyboardEvent } from 'react';
import { ChatPanel } from '../../chat/components/ChatPanel';

export interface LauncherDrawerProps {
  id: string;
  /** At 768 px or less: full screen with a backdrop, modal. */
  narrow: boolean;
  onClose: () => void;
}

/** The open launcher: a drawer on wide screens, a full-screen modal dialog on narrow ones. */
export function LauncherDrawer({ id, narrow, onClose }: LauncherDrawerProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    // Full screen, the page behind is covered: keep Tab inside, as a modal dialog does.
    if (!narrow || event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableWithin(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <>
      {narrow && <div className="ai-launcher-backdrop" aria-hidden="true" onMouseDown={onClose} />}
      {/* Escape and the Tab trap are handled on the dialog itself, as the dialog pattern requires. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        id={id}
        ref={panelRef}
        role="dialog"
        aria-modal={narrow}
        aria-labelledby={titleId}
        className={`ai-launcher-drawer${narrow ? ' ai-launcher-drawer-full' : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="ai-launcher-header">
          <h2 id={titleId} className="ai-launcher-title">
            {messages.assistant.title}
          </h2>
          <button type="button" className="ai-launcher-close" onClick={onClose} aria-label={messages.assistant.closeLauncher}>
            ×
          </button>
        </div>
        <ChatPanel focusOnMount />
      </div>
    </>
  );
}
