/** A loading text, announced politely to screen readers. */
export function LoadingText({ text }: { text: string }) {
  return (
    <p className="ct-status" role="status">
      {text}
    </p>
  );
}

/** An error or refusal, announced at once. */
export function ErrorText({ text }: { text: string }) {
  return (
    <p className="ct-error" role="alert">
      {text}
    </p>
  );
}
