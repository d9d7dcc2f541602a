import '../../common/pillButton.css';

/** A show/hide button for a region on narrow screens ('Toon/Verberg ...'). */
export function DisclosureButton({
  controls,
  open,
  onToggle,
  label,
}: {
  controls: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  label: (open: boolean) => string;
}) {
  return (
    <button type="button" className="dj-pill dj-disclosure" aria-expanded={open} aria-controls={controls} onClick={() => onToggle(!open)}>
      {label(open)}
    </button>
  );
}
