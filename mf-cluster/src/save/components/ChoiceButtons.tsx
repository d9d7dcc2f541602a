/** One way out of a save conflict: its label, what it does, and whether it is the suggested one. */
export interface Choice {
  label: string;
  onChoose: () => void;
  primary?: boolean;
}

/**
 * The buttons of a save conflict's choices, in order. The conflict dialog (load the newer one,
 * overwrite, cancel) and the notice of the kept version (put it back, throw it away) offer theirs
 * the same way.
 */
export function ChoiceButtons({ choices }: { choices: Choice[] }) {
  return choices.map(({ label, onChoose, primary }) => (
    <button key={label} type="button" className={primary ? 'cl-button cl-button-primary' : 'cl-button'} onClick={onChoose}>
      {label}
    </button>
  ));
}
