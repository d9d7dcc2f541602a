import { messages } from '@doorloopjes/shared';
import { clearOverride } from '../override';
import { useActiveOverride } from '../hooks/OverrideContext';
import './remotes.css';

/** Shows while a QA override is active; 'Terug naar standaard' ends it and reloads the page. */
export function OverrideBanner() {
  const override = useActiveOverride();
  if (!override) return null;
  return (
    <div className="sh-override-banner" role="status">
      <span>{messages.remotes.overrideActive(override.label, override.version)}</span>
      <button
        type="button"
        onClick={() => {
          clearOverride(window.sessionStorage);
          window.location.reload();
        }}
      >
        {messages.remotes.overrideReset}
      </button>
    </div>
  );
}
