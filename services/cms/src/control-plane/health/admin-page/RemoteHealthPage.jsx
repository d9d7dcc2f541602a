import { useEffect, useId, useState } from 'react';
import { useFetchClient } from '@strapi/strapi/admin';
import { CanaryBesideStable } from './CanaryBesideStable';
import { HealthChart } from './HealthChart';
import { ReleaseList } from './ReleaseList';
import { RolloutPanel } from './RolloutPanel';
import { msText, percentText } from './chartData';

const ENVIRONMENTS = ['production', 'acceptance', 'test', 'development'];
const REMOTES = ['doorloopjes', 'content', 'assistant', 'cluster'];
const RANGES = [
  { value: 'hour', label: 'Laatste uur' },
  { value: 'day', label: 'Laatste dag' },
  { value: 'week', label: 'Laatste week' },
];

const field = { display: 'grid', gap: 4 };
const cell = { padding: '8px 12px', textAlign: 'left', borderBottom: '1px solid #eaeaef' };

/**
 * The product owners' health view: per environment and remote, the rollout's state and its next
 * decision, canary beside stable (failure rate, p75 load time, time to content, LCP) as a table
 * and as charts, the guard's and the rollouts' decisions, and the remote's releases with their
 * notes. A team reads the same status with its deploy token (`pnpm registry … --status`).
 */
export default function RemoteHealthPage() {
  const { get } = useFetchClient();
  const [environment, setEnvironment] = useState('production');
  const [remote, setRemote] = useState('content');
  const [range, setRange] = useState('hour');
  const [state, setState] = useState({ status: 'loading', data: null, error: '' });
  const ids = { environment: useId(), remote: useId(), range: useId() };

  useEffect(() => {
    let current = true;
    setState((previous) => ({ ...previous, status: 'loading' }));
    get(`/admin/remote-health/overview?environment=${environment}&remote=${remote}&range=${range}`)
      .then(({ data }) => current && setState({ status: 'ready', data, error: '' }))
      .catch((error) => {
        const message = error?.response?.data?.error?.message ?? 'De gezondheidscijfers konden niet worden geladen. Probeer het opnieuw.';
        if (current) setState({ status: 'error', data: null, error: message });
      });
    return () => {
      current = false;
    };
  }, [get, environment, remote, range]);

  const data = state.data;
  return (
    <main style={{ padding: '40px 56px', display: 'grid', gap: 24, maxWidth: 1200 }}>
      <h1 style={{ fontSize: 32, fontWeight: 600 }}>Gezondheid van remotes</h1>
      <form style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }} onSubmit={(event) => event.preventDefault()}>
        <div style={field}>
          <label htmlFor={ids.environment}>Omgeving</label>
          <select id={ids.environment} value={environment} onChange={(event) => setEnvironment(event.target.value)}>
            {ENVIRONMENTS.map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </div>
        <div style={field}>
          <label htmlFor={ids.remote}>Remote</label>
          <select id={ids.remote} value={remote} onChange={(event) => setRemote(event.target.value)}>
            {REMOTES.map((name) => <option key={name} value={name}>mf-{name}</option>)}
          </select>
        </div>
        <div style={field}>
          <label htmlFor={ids.range}>Periode</label>
          <select id={ids.range} value={range} onChange={(event) => setRange(event.target.value)}>
            {RANGES.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
          </select>
        </div>
      </form>

      <div aria-live="polite">
        {state.status === 'loading' && <p>Laden…</p>}
        {state.status === 'error' && <p role="alert">{state.error}</p>}
      </div>

      {data && (
        <>
          <p>
            {data.state
              ? `Stabiel: ${data.state.version ?? '–'} · ${data.state.canary ? `canary ${data.state.canary.version} (${data.state.canary.percent}%)` : 'geen canary'}`
              : 'Deze remote heeft geen stand in deze omgeving.'}
          </p>
          <RolloutPanel rollout={data.rollout} />
          <CanaryBesideStable summary={data.summary} remote={data.remote} />
          {data.versions.length === 0 ? (
            <p>Nog geen metingen van mf-{data.remote} in {data.environment} in deze periode.</p>
          ) : (
            <>
              <table style={{ borderCollapse: 'collapse', background: '#fff' }}>
                <caption style={{ textAlign: 'left', fontWeight: 600, padding: '8px 0' }}>Versies van mf-{data.remote} in {data.environment}</caption>
                <thead>
                  <tr>
                    {['Versie', 'Soort', 'Sessies', 'Mislukt', 'Gebruikers (mislukt)', 'p75 laadtijd', 'Signaal'].map((label) => <th key={label} scope="col" style={cell}>{label}</th>)}
                  </tr>
                </thead>
                <tbody>
                  {data.versions.map((entry) => (
                    <tr key={`${entry.version}-${entry.canary}`}>
                      <th scope="row" style={cell}>{entry.version}</th>
                      <td style={cell}>{entry.canary ? 'canary' : 'stabiel'}</td>
                      <td style={cell}>{entry.sessions}</td>
                      <td style={cell}>{`${entry.failed} (${percentText(entry.failureRate)})`}</td>
                      {/* What the guard decides on: distinct people (kept 24 hours), not reports. */}
                      <td style={cell}>{entry.people ? `${entry.people.users} (${entry.people.failed})` : '–'}</td>
                      <td style={cell}>{msText(entry.p75)}</td>
                      <td style={cell}>{entry.slow ? 'traag: p75 meer dan 2x stabiel' : ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
                <HealthChart title={`Sessies · mf-${data.remote}`} unit="" figure="sessions" versions={data.versions} stepMs={data.stepMs} />
                <HealthChart title={`Foutpercentage · mf-${data.remote}`} unit="%" figure="failureRate" versions={data.versions} stepMs={data.stepMs} />
                <HealthChart title={`p75 laadtijd · mf-${data.remote}`} unit=" ms" figure="p75" versions={data.versions} stepMs={data.stepMs} />
                <HealthChart title={`p75 tijd tot inhoud · mf-${data.remote}`} unit=" ms" figure="content" versions={data.versions} stepMs={data.stepMs} />
                <HealthChart title={`p75 LCP · mf-${data.remote}`} unit=" ms" figure="LCP" versions={data.versions} stepMs={data.stepMs} />
              </div>
            </>
          )}
          <section aria-labelledby="automatic-decisions">
            <h2 id="automatic-decisions" style={{ fontSize: 20, fontWeight: 600, marginBottom: 8 }}>Automatische beslissingen</h2>
            {data.decisions.length === 0 ? (
              <p>Geen automatische beslissingen voor mf-{data.remote} in {data.environment}.</p>
            ) : (
              <ul style={{ display: 'grid', gap: 8 }}>
                {data.decisions.map((decision) => (
                  <li key={decision.at}>
                    <time dateTime={decision.at}>{new Date(decision.at).toLocaleString('nl-NL')}</time>: {decision.note}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <ReleaseList releases={data.releases} remote={data.remote} />
        </>
      )}
    </main>
  );
}
