#!/usr/bin/env node
// `pnpm registry`: the remote registry of the content service, for pipelines and developers.
//   pnpm registry <env>                                   each remote's state
//   pnpm registry <env> --history                         every change, newest first
//   pnpm registry <env> <remote> --enable | --disable | --use <V> | --rollback
//                                  | --canary <V> --percent <N> | --no-canary
//                                  | --rollout <V> --steps 5,25,50,100 --hold 30m
//   pnpm registry <env> <remote> --status [--range hour|day|week]
//                                  rollout state, next decision and why, failure rate and p75
//                                  figures canary beside stable, releases with notes (read only)
// Writes and the history need the deploy token: DEPLOY_TOKEN, or the development token `pnpm start`
// wrote; the command first prints which token it uses and what it may do (stderr).
import { parseArgs } from 'node:util';
import { announceDeployToken, callRegistry, findRemote } from './lib/control-plane.mjs';
import { formatStatus } from './lib/remote-status.mjs';

const USAGE = `Gebruik:
  pnpm registry <omgeving>
  pnpm registry <omgeving> --history
  pnpm registry <omgeving> <remote> --enable | --disable | --use <V> | --rollback | --canary <V> --percent <N> | --no-canary
  pnpm registry <omgeving> <remote> --rollout <V> --steps 5,25,50,100 --hold 30m
  pnpm registry <omgeving> <remote> --status [--range hour|day|week]`;

// The switches, and the options that take a value (a version, a percentage, steps, a duration, a range).
const SWITCHES = ['enable', 'disable', 'rollback', 'no-canary', 'history', 'status'];
const WITH_VALUE = ['use', 'canary', 'percent', 'rollout', 'steps', 'hold', 'range'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: Object.fromEntries([...SWITCHES.map((name) => [name, { type: 'boolean' }]), ...WITH_VALUE.map((name) => [name, { type: 'string' }])]),
});

const describeRollout = (rollout) => (rollout ? `  uitrol ${rollout.steps} per ${rollout.hold}` : '');
const describe = (state) =>
  state
    ? `${state.enabled ? 'aan' : 'uit'}  ${state.version ?? '-'}${state.canary ? `  canary ${state.canary.version} (${state.canary.percent}%)` : ''}${describeRollout(state.rollout)}`
    : '-';

async function printState(env) {
  const registry = await callRegistry('GET', `/api/remote-registry/${encodeURIComponent(env)}`);
  console.log(`${registry.environment} (overrides ${registry.allowOverrides ? 'toegestaan' : 'uit'})`);
  for (const [name, entry] of Object.entries(registry.remotes)) {
    console.log(`  mf-${name.padEnd(12)} ${describe(entry)}  ${entry.manifest}`);
  }
}

async function printHistory(env) {
  const { data } = await callRegistry('GET', `/api/remote-registry/${encodeURIComponent(env)}/history`, { auth: true });
  for (const change of data) {
    console.log(`${change.at}  mf-${change.remote.padEnd(12)} ${describe(change.before)}  ->  ${describe(change.after)}  (${change.actor}, ${change.source})`);
    // An automatic decision says why, with the figures it was taken on.
    if (change.note) console.log(`    ${change.note}`);
    if (change.releaseNotes) console.log(`    Release-notities ${change.releaseNotes.version}: ${change.releaseNotes.notes.replace(/\s*\n\s*/g, ' / ')}`);
  }
}

/** The version that was active before the current one, from the history of this remote. */
async function previousVersion(env, remote) {
  const registry = await callRegistry('GET', `/api/remote-registry/${encodeURIComponent(env)}`);
  const current = registry.remotes[remote]?.version;
  const { data } = await callRegistry('GET', `/api/remote-registry/${encodeURIComponent(env)}/history?remote=${remote}`, { auth: true });
  const change = data.find((entry) => entry.after?.version === current && entry.before?.version && entry.before.version !== current);
  if (!change) throw new Error(`Geen eerdere versie van mf-${remote} in ${env} om naar terug te gaan.`);
  return change.before.version;
}

async function printStatus(env, remote) {
  const range = values.range ?? 'hour';
  const status = await callRegistry('GET', `/api/remote-health/status/${encodeURIComponent(env)}/${remote}?range=${encodeURIComponent(range)}`, { auth: true });
  console.log(formatStatus(status).join('\n'));
}

async function change(env, remote, body) {
  const result = await callRegistry('PUT', `/api/remote-registry/${encodeURIComponent(env)}/${remote}`, { auth: true, body });
  console.log(`${env} mf-${remote}: ${describe(result.state)}${describeRollout(result.rollout)}`);
}

async function main() {
  const [env, remoteArg] = positionals;
  if (!env || positionals.length > 2) throw new UsageError();
  if (!remoteArg && !values.history) return printState(env);
  await announceDeployToken();
  if (!remoteArg) return printHistory(env);

  const remote = findRemote(remoteArg)?.name;
  if (!remote) throw new Error(`Onbekende remote '${remoteArg}'.`);
  const actions = ['enable', 'disable', 'use', 'rollback', 'canary', 'no-canary', 'rollout', 'status'].filter((key) => values[key] !== undefined);
  if (actions.length !== 1) throw new UsageError();
  switch (actions[0]) {
    case 'status':
      return printStatus(env, remote);
    case 'enable':
      return change(env, remote, { enabled: true });
    case 'disable':
      return change(env, remote, { enabled: false });
    case 'use':
      return change(env, remote, { version: values.use });
    case 'rollback':
      return change(env, remote, { version: await previousVersion(env, remote) });
    case 'no-canary':
      return change(env, remote, { canary: null });
    case 'canary': {
      const percent = Number(values.percent);
      if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new Error('--canary heeft --percent <1-100> nodig.');
      return change(env, remote, { canary: { version: values.canary, percent } });
    }
    case 'rollout': {
      // The content service checks the steps and the hold time, and says why in Dutch.
      if (!values.steps || !values.hold) throw new Error('--rollout heeft --steps (bijvoorbeeld 5,25,50,100) en --hold (bijvoorbeeld 30m) nodig.');
      return change(env, remote, { rollout: { version: values.rollout, steps: values.steps, hold: values.hold } });
    }
  }
}

class UsageError extends Error {
  constructor() {
    super(USAGE);
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(error instanceof UsageError ? 2 : 1);
});
