import { useId, type ReactNode } from 'react';

/**
 * A form control whose label only screen readers read (on screen its placeholder or first option
 * says what it is): the label, then the control, tied by a generated id the control is given.
 */
export function HiddenLabel({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <>
      <label className="dl-visually-hidden" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </>
  );
}
