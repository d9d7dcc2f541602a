/** One button of a row: its label, what it does (without `onClick` it submits the form) and its look. */
export interface RowButton {
  label: string;
  onClick?: () => void;
  look?: 'primary' | 'secondary' | 'danger';
}

const LOOK_CLASS: Record<NonNullable<RowButton['look']>, string> = {
  primary: 'button',
  secondary: 'button button-secondary',
  danger: 'button button-danger',
};

/**
 * A form's row of buttons, in order, all disabled while the form is busy (a second press cannot
 * send it twice). Keyed by place, not label: a label that says "bezig" keeps its button and focus.
 */
export function ButtonRow({ buttons, busy, className }: { buttons: RowButton[]; busy: boolean; className: string }) {
  return (
    <div className={className}>
      {buttons.map(({ label, onClick, look = 'primary' }, place) => (
        <button key={place} type={onClick ? 'button' : 'submit'} className={LOOK_CLASS[look]} onClick={onClick} disabled={busy}>
          {label}
        </button>
      ))}
    </div>
  );
}
