import { messages } from '@doorloopjes/shared';
import { clearOverride } from '../override';
import { useHydrated } from '../../hydration/useHydrated';
import { useActiveOverride } from '../hooks/OverrideContext';
import './remotes.css';

/**
 * Shows while a QA override is active; 'Terug naar standaard' ends it and reloads the page. The
 * server's HTML has no banner (the override is the browser's), so it appears after the takeover.
 */
export function OverrideBanner() {
  const override = useActiveOverride();
  const hydrated = useHydrated();
  if (!override || !hydrated) return null;
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
