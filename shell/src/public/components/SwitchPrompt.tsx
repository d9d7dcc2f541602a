/** 'Nog geen account? Registreren' and its like: a question with a link-styled button that answers it. */
export function SwitchPrompt({ text, action, onClick }: { text: string; action: string; onClick: () => void }) {
  return (
    <span>
      {text}{' '}
      <button type="button" className="sh-link-button" onClick={onClick}>
        {action}
      </button>
    </span>
  );
}
