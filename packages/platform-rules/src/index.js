// @ts-check
// Rules the content service, the shell, the shared package and the scripts must agree on. Each is
// written here once; the registry document's schema is in ./registry.js (it needs zod, which the
// content service does not load).

/** A remote's package (and folder) is its name with this prefix: `mf-content` is the remote content. */
export const REMOTE_PREFIX = 'mf-';

/**
 * The remote a label names: 'content' and 'mf-content' both name content; anything that is not
 * one of `names` is no remote (null).
 * @template {string} Name
 * @param {unknown} label
 * @param {readonly Name[]} names
 * @returns {Name | null}
 */
export function remoteNameOf(label, names) {
  if (typeof label !== 'string') return null;
  const short = label.startsWith(REMOTE_PREFIX) ? label.slice(REMOTE_PREFIX.length) : label;
  return /** @type {readonly string[]} */ (names).includes(short) ? /** @type {Name} */ (short) : null;
}

/** @param {string} name @returns {string} the remote's package name */
export const remotePackageOf = (name) => `${REMOTE_PREFIX}${name}`;

/**
 * A release version: letters, digits and `. _ + -`, at most 100 characters. Versions appear in
 * URLs and paths, and an override names one, so never a ':' or '/' (no foreign code by URL).
 */
export const VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z._+-]{0,99}$/;

/** @param {unknown} version @returns {version is string} */
export const isReleaseVersion = (version) => typeof version === 'string' && VERSION_PATTERN.test(version);

/** The user's favourites list. */
export const FAVORITE_LIST = 'favorite_doorloopjes';

/** The progress lists, per status: a doorloopje is in at most one of them. */
export const PROGRESS_LISTS = /** @type {const} */ ({ in_progress: 'inprogress_doorloopjes', completed: 'completed_doorloopjes' });

/** Every doorloopje list a user keeps. */
export const LIST_FIELDS = /** @type {const} */ ([FAVORITE_LIST, PROGRESS_LISTS.in_progress, PROGRESS_LISTS.completed]);

/**
 * The status of a doorloopje: completed wins over in progress; otherwise not started.
 * @param {{ inprogress_doorloopjes: readonly number[], completed_doorloopjes: readonly number[] }} lists
 * @param {number} id
 * @returns {'completed' | 'in_progress' | 'not_started'}
 */
export function statusOf(lists, id) {
  if (lists.completed_doorloopjes.includes(id)) return 'completed';
  if (lists.inprogress_doorloopjes.includes(id)) return 'in_progress';
  return 'not_started';
}

/**
 * The progress lists after setting a status: the doorloopje leaves both lists, then joins the one
 * of its new status (not_started: neither).
 * @param {{ inprogress_doorloopjes: readonly number[], completed_doorloopjes: readonly number[] }} lists
 * @param {number} id
 * @param {'completed' | 'in_progress' | 'not_started'} status
 */
export function withStatus(lists, id, status) {
  const inprogress = lists.inprogress_doorloopjes.filter((other) => other !== id);
  const completed = lists.completed_doorloopjes.filter((other) => other !== id);
  if (status === 'in_progress') inprogress.push(id);
  if (status === 'completed') completed.push(id);
  return { inprogress_doorloopjes: inprogress, completed_doorloopjes: completed };
}

/**
 * The lists a doorloopje leaves when it joins `list`: the other progress lists (a status change is
 * one move), none for the favourites.
 * @param {string} list
 * @returns {string[]}
 */
export function progressSiblings(list) {
  const progress = /** @type {string[]} */ (Object.values(PROGRESS_LISTS));
  return progress.includes(list) ? progress.filter((other) => other !== list) : [];
}

/** FNV-1a (32 bit): tiny, well distributed for short ids, identical in every browser and in Node. */
function fnv1a(/** @type {string} */ text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A logged-in user's canary bucket, 0 to 99, from the user id alone. The shell picks the version
 * it loads with it and the content service decides with the same function whether a health
 * report comes from a canary user, so a client cannot claim to be in (or out of) a canary.
 * @param {string | number} userId
 * @returns {number}
 */
export function canaryBucket(userId) {
  return fnv1a(`remote-canary:${String(userId)}`) % 100;
}

/**
 * The first-party cookie the shell keeps a logged-in user's canary bucket in (only the bucket,
 * never the user id; it grants nothing): the static server preloads a page's remote files in the
 * version this user will load with it.
 */
export const CANARY_BUCKET_COOKIE = 'canary_bucket';

/**
 * Whether this user gets the canary at this percentage; visitors (no id) never do. Growing the
 * percentage never moves a user out.
 * @param {string | number | null} userId
 * @param {number} percent
 */
export function inCanary(userId, percent) {
  return userId !== null && bucketInCanary(canaryBucket(userId), percent);
}

/**
 * Whether a user of this bucket (canaryBucket) gets the canary at this percentage: the static
 * server decides a page's preloads with it from the bucket the shell keeps in a cookie.
 * @param {number} bucket
 * @param {number} percent
 */
export function bucketInCanary(bucket, percent) {
  return bucket < percent;
}

/** The largest analytics event payload the content service stores: its JSON, 2 KB of UTF-8. */
export const ANALYTICS_PAYLOAD_MAX_BYTES = 2048;

/** @param {unknown} payload @returns {number} the bytes of its JSON in UTF-8 */
export const analyticsPayloadBytes = (payload) => new TextEncoder().encode(JSON.stringify(payload) ?? '').length;

/**
 * An analytics payload that fits the content service's limit: a long `text` (a whole assistant
 * answer) is shortened until it fits; `length` and every other field stay as they were, so the
 * event still says how long the text was. A payload that does not fit otherwise is returned as is
 * (the service refuses it).
 * @template {Record<string, unknown>} P
 * @param {P} payload
 * @returns {P}
 */
export function fitAnalyticsPayload(payload) {
  if (analyticsPayloadBytes(payload) <= ANALYTICS_PAYLOAD_MAX_BYTES || typeof payload.text !== 'string') return payload;
  const text = payload.text;
  // The longest prefix that fits, by halving: JSON escapes make the bytes per character vary.
  let [low, high] = [0, text.length];
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (analyticsPayloadBytes({ ...payload, text: text.slice(0, middle) }) <= ANALYTICS_PAYLOAD_MAX_BYTES) low = middle;
    else high = middle - 1;
  }
  return { ...payload, text: text.slice(0, low) };
}

// The declarations importers see (index.d.ts) describe this code: \`tsc\` (checkJs) checks every
// export against them here, so the two cannot drift apart.
/** @type {typeof import('./index.js')} */
const declared = { REMOTE_PREFIX, remoteNameOf, remotePackageOf, VERSION_PATTERN, isReleaseVersion, FAVORITE_LIST, PROGRESS_LISTS, LIST_FIELDS, statusOf, withStatus, progressSiblings, canaryBucket, CANARY_BUCKET_COOKIE, inCanary, bucketInCanary, ANALYTICS_PAYLOAD_MAX_BYTES, analyticsPayloadBytes, fitAnalyticsPayload };
void declared;
