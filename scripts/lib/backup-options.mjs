// @ts-check
// The options `pnpm backup` and `pnpm restore` share: which profile (`--data <dir>` for the
// cluster profile's kept folder, none for the default SQLite profile), where the backups are,
// and a moment to restore to.
import { parseArgs } from 'node:util';

export class UsageError extends Error {}

/** `--list` is `pnpm backup`'s, `--to` is `pnpm restore`'s; `allowed` names which the command takes. @param {'list' | 'to'} allowed */
export function backupOptions(allowed) {
  try {
    const { values } = parseArgs({ options: { data: { type: 'string' }, backups: { type: 'string' }, list: { type: 'boolean' }, to: { type: 'string' } } });
    const other = allowed === 'list' ? 'to' : 'list';
    if (values[other] !== undefined) throw new Error(`--${other} hoort niet bij dit commando.`);
    return values;
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * "2026-12-07 10:15" (or with seconds), in this machine's local time, as `date` shows it.
 * @param {string} text
 */
export function parseMoment(text) {
  const match = /^(\d{4}-\d\d-\d\d)[ T](\d\d:\d\d(?::\d\d)?)$/.exec(text.trim());
  const moment = match ? new Date(`${match[1]}T${match[2]}`) : undefined;
  if (!moment || Number.isNaN(moment.getTime())) throw new UsageError(`--to verwacht een moment als "2026-12-07 10:15" (lokale tijd), niet '${text}'.`);
  if (moment.getTime() > Date.now()) throw new UsageError(`--to ${text} ligt in de toekomst.`);
  return moment;
}

/** Ends a command: its message, exit 2 for a wrong use, 1 for a failure. @param {unknown} error */
export function fail(error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(error instanceof UsageError ? 2 : 1);
}
