import { messages } from '@doorloopjes/shared';

/** A form's main button: disabled and saying so while the form is sent. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <button type="submit" className="button sh-form-submit" disabled={busy}>
      {busy ? messages.auth.busy : label}
    </button>
  );
}
