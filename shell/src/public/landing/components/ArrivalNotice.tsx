import { usePublicUiStore } from '../../publicUiStore';

/** A note for a visitor who just arrived, e.g. that her account was deleted (set by the profile). */
export function ArrivalNotice() {
  const notice = usePublicUiStore((state) => state.landingNotice);
  if (!notice) return null;
  return (
    <p className="sh-landing-notice" role="status">
      {notice}
    </p>
  );
}
