import { idsOf, useSessionStore } from '@doorloopjes/shared';

/** Dashboard widget: completed / in progress / not started. */
export default function ProgressDonut() {
  const { user, doorloopjes } = useSessionStore();
  const completed = idsOf(user?.completed_doorloopjes).length;
  const inProgress = idsOf(user?.inprogress_doorloopjes).length;
  const notStarted = Math.max(doorloopjes.length - completed - inProgress, 0);
  return (
    <section aria-label="Voortgang">
      <h2>Voortgang</h2>
      <p>
        {completed} afgerond, {inProgress} bezig, {notStarted} nog niet begonnen (totaal {doorloopjes.length})
      </p>
    </section>
  );
}
