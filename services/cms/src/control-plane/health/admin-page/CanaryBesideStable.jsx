import { msText, percentText } from './chartData';

const cell = { padding: '8px 12px', textAlign: 'left', borderBottom: '1px solid #eaeaef' };

/** @param {number | null} ms @param {number} loads */
const withLoads = (ms, loads) => `${msText(ms)} (${loads} ${loads === 1 ? 'meting' : 'metingen'})`;

const ROWS = [
  ['Versie', (/** @type {any} */ entry) => entry.version],
  ['Gebruikers (mislukt)', (/** @type {any} */ entry) => `${entry.users} (${entry.failedUsers})`],
  ['Foutpercentage', (/** @type {any} */ entry) => `${percentText(entry.failureRate)} van ${entry.sessions} sessies`],
  ['p75 laadtijd remote', (/** @type {any} */ entry) => msText(entry.loadP75)],
  ['p75 tijd tot inhoud', (/** @type {any} */ entry) => withLoads(entry.contentP75, entry.contentLoads)],
  ['p75 LCP', (/** @type {any} */ entry) => withLoads(entry.lcpP75, entry.lcpLoads)],
];

/**
 * The figures the rollout and the guard decide on, canary beside stable, over the chosen period.
 * @param {{ summary: { canary: any, stable: any }, remote: string }} props
 */
export function CanaryBesideStable({ summary, remote }) {
  return (
    <table style={{ borderCollapse: 'collapse', background: '#fff' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Canary naast stabiel · mf-{remote}</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Cijfer</th>
          <th scope="col" style={cell}>Canary</th>
          <th scope="col" style={cell}>Stabiel</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map(([label, pick]) => (
          <tr key={String(label)}>
            <th scope="row" style={cell}>{String(label)}</th>
            <td style={cell}>{summary.canary ? /** @type {Function} */ (pick)(summary.canary) : '–'}</td>
            <td style={cell}>{summary.stable ? /** @type {Function} */ (pick)(summary.stable) : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
