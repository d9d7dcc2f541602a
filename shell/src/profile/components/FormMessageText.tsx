import type { FormMessage } from '../hooks/useTransientMessage';

/**
 * The form's result as text. An error is an alert (read when it appears); a success is said by
 * `useTransientMessage` through the page's announcer, which a status inserted together with its
 * text would not reliably be.
 */
export function FormMessageText({ message }: { message: FormMessage | null }) {
  if (!message) return null;
  return message.kind === 'success' ? (
    <p className="form-message form-message-success">{message.text}</p>
  ) : (
    <p role="alert" className="form-message form-message-error">
      {message.text}
    </p>
  );
}
