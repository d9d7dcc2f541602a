/**
 * The remote's releases, newest first, with their release notes and which one is stable or the
 * canary in this environment.
 * @param {{ releases: Array<{ version: string, registeredAt: string, notes: string | null, role: 'stable' | 'canary' | null }>, remote: string }} props
 */
export function ReleaseList({ releases, remote }) {
  return (
    <section aria-labelledby="releases-heading">
      <h2 id="releases-heading" style={{ fontSize: 20, fontWeight: 600, marginBottom: 8 }}>Releases van mf-{remote}</h2>
      {releases.length === 0 ? (
        <p>Nog geen releases van mf-{remote}.</p>
      ) : (
        <ul style={{ display: 'grid', gap: 8, padding: 0, listStyle: 'none' }}>
          {releases.map((release) => (
            <li key={release.version} style={{ padding: 12, background: '#fff', borderRadius: 4 }}>
              <strong>{release.version}</strong>
              {release.role === 'stable' ? ' · stabiel' : release.role === 'canary' ? ' · canary' : ''} ·{' '}
              <time dateTime={release.registeredAt}>{new Date(release.registeredAt).toLocaleString('nl-NL')}</time>
              {release.notes ? <p style={{ whiteSpace: 'pre-line', margin: '4px 0 0' }}>{release.notes}</p> : <p style={{ margin: '4px 0 0', color: '#666687' }}>Geen release-notities.</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
