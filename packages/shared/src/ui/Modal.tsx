import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { messages } from '@doorloopjes/messages';
import { focusableWithin } from './focusable';

/** Modals fade in after 50 ms. */
export const MODAL_FADE_IN_DELAY_MS = 50;

export interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hide the title visually (it still names the dialog for screen readers). */
  hideTitle?: boolean;
  className?: string;
  /** The id of the text that explains the dialog: read with its title when it opens. */
  describedBy?: string;
  closeOnBackdrop?: boolean;
}

/**
 * Makes everything in <body> except `keep` inert while a dialog is open, so neither Tab (even from
 * <body>, after the focused control was removed) nor a screen reader's cursor reaches the page
 * behind. Returns the undo; only the elements it changed are restored, so stacked dialogs unwind.
 */
function makeBackgroundInert(keep: HTMLElement | null): () => void {
  const changed: Element[] = [];
  for (const element of Array.from(document.body.children)) {
    if (element === keep || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
    element.setAttribute('inert', '');
    changed.push(element);
  }
  return () => changed.forEach((element) => element.removeAttribute('inert'));
}

/**
 * An accessible dialog: focus moves in and returns on close, Tab stays inside, the page behind is
 * inert and does not scroll, and Escape and the backdrop close it.
 */
export function Modal({ title, onClose, children, hideTitle = false, className, closeOnBackdrop = true, describedBy }: ModalProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const previouslyFocused = document.activeElement as HTMLElement | null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const restoreBackground = makeBackgroundInert(backdropRef.current);
    const panel = panelRef.current;
    if (panel) (focusableWithin(panel)[0] ?? panel).focus();
    const timer = window.setTimeout(() => setVisible(true), MODAL_FADE_IN_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      restoreBackground();
      document.body.style.overflow = overflow;
      previouslyFocused?.focus?.();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = focusableWithin(panelRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    // The backdrop click is a mouse convenience; keyboard users close with Escape or the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={backdropRef}
      className={`dl-modal-backdrop${visible ? ' dl-modal-visible' : ''}`}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
    >
      {/* Escape and the Tab trap are handled on the dialog itself, as the dialog pattern requires. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`dl-modal${className ? ` ${className}` : ''}`}
        onKeyDown={onKeyDown}
      >
        <div className="dl-modal-header">
          <h2 id={titleId} className={hideTitle ? 'dl-visually-hidden' : 'dl-modal-title'}>
            {title}
          </h2>
          <button type="button" className="dl-modal-close" onClick={onClose} aria-label={messages.common.close}>
            ×
          </button>
        </div>
        <div className="dl-modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
