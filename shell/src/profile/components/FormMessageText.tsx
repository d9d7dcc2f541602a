import type { FormMessage } from '../hooks/useTransientMessage';

/** Success is announced politely, an error at once. */
export function FormMessageText({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  return message.kind === 'success' ? (
    <p role="status" className="form-message form-message-success">
      {message.text}
    </p>
  ) : (
    <p role="alert" className="form-message form-message-error">
      {message.text}
    </p>
  );
}
