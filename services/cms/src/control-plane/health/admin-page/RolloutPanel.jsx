const box = { padding: 16, background: '#fff', borderRadius: 4, display: 'grid', gap: 8 };

/**
 * The rollout's state: its steps with the current one marked, how long the step held against its
 * hold time, the distinct canary users in it, and what the next check point decides and why (the
 * same rule and figures as the check point itself).
 * @param {{ rollout: any }} props
 */
export function RolloutPanel({ rollout }) {
  if (!rollout) {
    return (
      <section aria-labelledby="rollout-heading" style={box}>
        <h2 id="rollout-heading" style={{ fontSize: 20, fontWeight: 600 }}>Uitrol</h2>
        <p>Geen uitrol bezig.</p>
      </section>
    );
  }
  const next = rollout.nextDecision;
  return (
    <section aria-labelledby="rollout-heading" style={box}>
      <h2 id="rollout-heading" style={{ fontSize: 20, fontWeight: 600 }}>Uitrol van {rollout.version}</h2>
      <ol aria-label="Stappen" style={{ display: 'flex', gap: 8, listStyle: 'none', padding: 0, margin: 0, flexWrap: 'wrap' }}>
        {rollout.steps.map((step) => {
          const current = step === rollout.percent;
          const done = step < rollout.percent;
          return (
            <li
              key={step}
              aria-current={current ? 'step' : undefined}
              style={{ padding: '4px 12px', borderRadius: 12, border: '1px solid #4945ff', background: current ? '#4945ff' : done ? '#e0e0ff' : '#fff', color: current ? '#fff' : '#32324d', fontWeight: current ? 600 : 400 }}
            >
              {step}%{current ? ' (nu)' : ''}
            </li>
          );
        })}
      </ol>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: 0 }}>
        <dt>Stap</dt>
        <dd style={{ margin: 0 }}>{`${rollout.percent}% (stabiel ${rollout.stableVersion ?? '–'})`}</dd>
        <dt>Gehouden</dt>
        <dd style={{ margin: 0 }}>{`${rollout.heldText} van ${rollout.holdText} wachttijd, sinds ${new Date(rollout.stepSince).toLocaleString('nl-NL')}`}</dd>
        <dt>Gebruikers in deze stap</dt>
        <dd style={{ margin: 0 }}>{`${rollout.canaryUsers} (${rollout.canaryFailedUsers} mislukt), minstens ${rollout.minCanaryUsers} nodig`}</dd>
        <dt>Volgende beslissing</dt>
        <dd style={{ margin: 0 }}>
          <strong>{next.actionText}</strong>
          {rollout.next ? ` (volgende stap ${rollout.next}%)` : ''}, want {next.reasonText}.
        </dd>
      </dl>
      <p style={{ margin: 0 }}>{next.note}</p>
    </section>
  );
}
