// What `pnpm registry <env> <remote> --status` prints: a remote's rollout state, its next decision
// and why, and failure rate and p75 figures canary beside stable, from the content service's
// GET /api/remote-health/status/:environment/:remote (read with the team's deploy token).

const RANGE_TEXT = { hour: 'laatste uur', day: 'laatste dag', week: 'laatste week' };

const msText = (ms) => (ms === null || ms === undefined ? '–' : `${Math.round(ms)} ms`);
const rateText = (rate) => (rate === null || rate === undefined ? '–' : `${(rate * 100).toFixed(1).replace('.', ',')}%`);
const loadsText = (loads) => `${loads} ${loads === 1 ? 'meting' : 'metingen'}`;
const withLoads = (ms, loads) => `${msText(ms)} (${loadsText(loads)})`;

/** The summary's rows: one label, then canary's and stable's value. */
function summaryRows({ canary, stable }) {
  const value = (entry, pick) => (entry ? pick(entry) : '–');
  const rows = [
    ['versie', (entry) => entry.version],
    ['gebruikers (mislukt)', (entry) => `${entry.users} (${entry.failedUsers})`],
    ['foutpercentage', (entry) => `${rateText(entry.failureRate)} van ${entry.sessions} sessies`],
    ['p75 laadtijd remote', (entry) => msText(entry.loadP75)],
    ['p75 tijd tot inhoud', (entry) => withLoads(entry.contentP75, entry.contentLoads)],
    ['p75 LCP', (entry) => withLoads(entry.lcpP75, entry.lcpLoads)],
  ];
  const width = Math.max(...rows.map(([, pick]) => value(canary, pick).length), 'canary'.length) + 3;
  return [
    `  ${''.padEnd(22)}${'canary'.padEnd(width)}stabiel`,
    ...rows.map(([label, pick]) => `  ${label.padEnd(22)}${value(canary, pick).padEnd(width)}${value(stable, pick)}`),
  ];
}

/** The printed status, as lines. */
export function formatStatus(status) {
  const lines = [`mf-${status.remote} in ${status.environment} (${RANGE_TEXT[status.range] ?? status.range})`];
  const state = status.state;
  if (!state) {
    lines.push('Stand: deze remote heeft geen stand in deze omgeving.');
  } else {
    const canary = state.canary ? `canary ${state.canary.version} (${state.canary.percent}%)` : 'geen canary';
    const plan = state.rollout ? ` · uitrol ${state.rollout.steps} per ${state.rollout.hold}` : '';
    lines.push(`Stand: stabiel ${state.version ?? '–'} · ${canary}${plan}`);
  }
  const rollout = status.rollout;
  if (rollout) {
    lines.push(`Uitrol: ${rollout.version} op stap ${rollout.percent}% van ${rollout.steps.join(', ')}%; ${rollout.heldText} gehouden (wachttijd ${rollout.holdText}); ${rollout.canaryUsers} gebruikers in deze stap (minstens ${rollout.minCanaryUsers})`);
    const next = rollout.nextDecision;
    lines.push(`Volgende beslissing: ${next.actionText}${rollout.next ? ` (volgende stap ${rollout.next}%)` : ''}, want ${next.reasonText}.`);
    lines.push(`  ${next.note}`);
  } else {
    lines.push('Uitrol: geen uitrol bezig.');
  }
  lines.push('Cijfers (p75 = 75e percentiel):', ...summaryRows(status.summary));
  if (status.decisions.length > 0) {
    lines.push('Laatste automatische beslissingen:');
    for (const decision of status.decisions.slice(0, 5)) lines.push(`  ${decision.at}  ${decision.note}`);
  }
  lines.push('Releases (nieuwste eerst):');
  for (const release of status.releases.slice(0, 10)) {
    const role = release.role === 'stable' ? '  [stabiel]' : release.role === 'canary' ? '  [canary]' : '';
    lines.push(`  ${release.version}  ${release.registeredAt}${role}`);
    if (release.notes) lines.push(`    Release-notities: ${release.notes.replace(/\s*\n\s*/g, ' / ')}`);
  }
  return lines;
}
