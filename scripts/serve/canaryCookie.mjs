// The logged-in user's canary bucket (0-99, @doorloopjes/platform-rules canaryBucket) as the shell
// keeps it in a first-party cookie (shell/src/remotes/canaryCookie.ts): with it the static server
// preloads the version of a remote with a canary that this user will load. Only the bucket, never
// the user id; it grants nothing (the shell decides again from the token).

export const CANARY_BUCKET_COOKIE = 'canary_bucket';

/** The bucket in the request's Cookie header, or null when there is none (or it is not 0-99). */
export function canaryBucketOf(cookieHeader) {
  if (typeof cookieHeader !== 'string') return null;
  const prefix = `${CANARY_BUCKET_COOKIE}=`;
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return value !== undefined && /^\d{1,2}$/.test(value) ? Number(value) : null;
}
