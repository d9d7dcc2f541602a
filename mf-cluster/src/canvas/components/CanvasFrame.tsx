import { messages } from '@doorloopjes/shared';
import { forwardRef, useId, type KeyboardEvent, type ReactNode } from 'react';

export interface CanvasFrameProps {
  onKeyDown: (event: KeyboardEvent) => void;
  children: ReactNode;
}

/**
 * The focusable box around the Konva canvas. It is a keyboard widget of its own (arrows move,
 * +/- scale, Delete removes the selected item), hence role="application", described by the help
 * text so screen readers announce the keys.
 */
export const CanvasFrame = forwardRef<HTMLDivElement, CanvasFrameProps>(function CanvasFrame({ onKeyDown, children }, ref) {
  const helpId = useId();
  return (
    <div className="cl-canvas-area">
      <p id={helpId} className="cl-muted cl-help">
        {messages.cluster.keyboardHelp}
      </p>
      {/* A custom keyboard widget: focusable and listening by design (jsx-a11y counts "application" as non-interactive). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div ref={ref} className="cl-canvas" role="application" aria-label={messages.cluster.canvasLabel} aria-describedby={helpId} tabIndex={0} onKeyDown={onKeyDown}>
        {children}
      </div>
    </div>
  );
});
