import { notifyManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { errorStatus } from '../api/errors';

/** How long fetched content counts as fresh: a page revisited within this time renders at once. */
export const CONTENT_STALE_TIME_MS = 60_000;

/**
 * The staleTime of a detail query whose fetcher answers null for an entry that is not there (a
 * guide, news item, article, webinar or explainer by slug). A found entry stays fresh like any
 * content; a missing one never is: an editor may publish it any moment (teachers see it within
 * the content service's 10 s), so the next visit or reload asks again instead of showing 'niet
 * gevonden' from the cache, also the persisted one, for a minute.
 */
export const freshUnlessMissing = (query: { state: { data: unknown } }): number => (query.state.data === null ? 0 : CONTENT_STALE_TIME_MS);

/**
 * How long content a logged-in teacher opened stays on the device for offline reading (the
 * persisted query cache's maxAge). Queries stay in memory as long: one dropped from memory would
 * also be dropped from the persisted copy at its next save.
 */
export const CONTENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The settings of the platform's query client. Content changes rarely, so it stays fresh for a
 * minute and a second mount within that time (another remote, a page revisit) reuses it. One
 * retry covers a network hiccup without keeping a failed page waiting long. Refetch on window
 * focus is on, so a tab the user returns to catches up; queries whose data cannot go stale
 * (video thumbnails) switch it off with `staleTime: Infinity`.
 */
export const QUERY_DEFAULTS = {
  staleTime: CONTENT_STALE_TIME_MS,
  gcTime: CONTENT_KEPT_MS,
  refetchOnWindowFocus: true,
  // A refusal (4xx) will not change on a second try; a 5xx or a dropped connection may.
  retry: (failures: number, error: unknown) => failures < 1 && !isClientError(error),
} satisfies DefaultOptions['queries'];

/**
 * The settings of every write (mutation). A write runs whatever the online manager says: offline
 * it fails at once, so the form or list that sent it says it was not saved, instead of waiting
 * unseen as a paused mutation would (the online manager follows the session's connection, see
 * pauseWhileDisconnected.ts).
 */
export const MUTATION_DEFAULTS = {
  networkMode: 'always',
} satisfies DefaultOptions['mutations'];

function isClientError(error: unknown): boolean {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500;
}

/**
 * TanStack tells a query's readers (useQuery) of a change in its next batch, by default a
 * `setTimeout(0)` later. The session's list is read with useQuery, and a status radio is a
 * controlled input: after a click React puts the radio back to the list's status at once, and a
 * batch a task later would show the old status for a frame before the new one (a flicker, and a
 * check right after the click reads the old state). A microtask runs before the browser paints or
 * handles the next event, so the new status is what the teacher sees first. Set once for the page:
 * `@tanstack/react-query` is a federated singleton, so this is the one notify manager.
 */
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS, mutations: MUTATION_DEFAULTS } });
}

/**
 * THE query client of the page. `@doorloopjes/runtime` is a federated singleton, so the shell and
 * every remote (and a remote's standalone harness) get this one instance and share its cache.
 */
export const queryClient: QueryClient = createQueryClient();

/**
 * The logged-in user, the site's settings and the session's guide list are queries of the page's
 * one client (`currentUserQuery`, `globalSettingsQuery`, `guideListQuery`), persisted with the rest
 * of it for a logged-in user, so they are the device's copy of the session after a reload. The
 * session's load (`loadInitialData`) fetches the three together and writes them at once, because a
 * load without an answer decides the connection notice and the reconnecting; the user is refetched
 * through its query (`refetchSessionUser`).
 *
 * Components read them with `useQuery` of those options and this (`enabled: false`): they show
 * what the cache holds and never fetch on their own (not on mount, focus or reconnect). They read
 * the page's client by name, not the nearest provider: the session's load writes there, also under
 * a test's or a harness's own provider.
 */
export const SESSION_READ_ONLY = { enabled: false } as const;
