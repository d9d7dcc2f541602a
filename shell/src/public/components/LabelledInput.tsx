import { useId, type ComponentProps } from 'react';

/** A form field: its visible label, tied to the input by a generated id. */
export function LabelledInput({ label, ...input }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </>
  );
}
