export const REMOTE_PREFIX: 'mf-';
export function remoteNameOf<Name extends string>(label: unknown, names: readonly Name[]): Name | null;
export function remotePackageOf(name: string): string;

export const VERSION_PATTERN: RegExp;
export function isReleaseVersion(version: unknown): version is string;

export type DoorloopjeStatus = 'completed' | 'in_progress' | 'not_started';
export interface ProgressLists {
  inprogress_doorloopjes: number[];
  completed_doorloopjes: number[];
}
export const FAVORITE_LIST: 'favorite_doorloopjes';
export const PROGRESS_LISTS: { readonly in_progress: 'inprogress_doorloopjes'; readonly completed: 'completed_doorloopjes' };
export const LIST_FIELDS: readonly ['favorite_doorloopjes', 'inprogress_doorloopjes', 'completed_doorloopjes'];
export function statusOf(lists: { readonly [K in keyof ProgressLists]: readonly number[] }, id: number): DoorloopjeStatus;
export function withStatus(lists: { readonly [K in keyof ProgressLists]: readonly number[] }, id: number, status: DoorloopjeStatus): ProgressLists;
export function progressSiblings(list: string): string[];

export function canaryBucket(userId: string | number): number;
export const CANARY_BUCKET_COOKIE: 'canary_bucket';
export function inCanary(userId: string | number | null, percent: number): boolean;
export function bucketInCanary(bucket: number, percent: number): boolean;
export const ANALYTICS_PAYLOAD_MAX_BYTES: 2048;
export function analyticsPayloadBytes(payload: unknown): number;
export function fitAnalyticsPayload<P extends Record<string, unknown>>(payload: P): P;
