/**
 * At most one call per `intervalMs`: the first runs at once, calls inside the interval collapse
 * into one trailing call at its end. Used by the assistant's history reload and the session's
 * refetch on focus.
 */
export function createThrottle(fn: () => void, intervalMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    fn();
  };
  return {
    call(): void {
      if (timer) return;
      const wait = last + intervalMs - Date.now();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    cancel(): void {
      if (timer) clearTimeout(timer);
      timer = undefined;
      last = Number.NEGATIVE_INFINITY;
    },
  };
}
