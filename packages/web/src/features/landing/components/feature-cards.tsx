const FEATURES = [
  {
    title: 'Smart Project Primers',
    text: 'Turn uploaded AI chats and documents into a primer every agent reads before it writes a line.',
    tone: 'primary',
  },
  {
    title: 'Constitutional Governance',
    text: 'Typed, versioned rules: a 50-package dependency limit, 10-second API calls, automatic WCAG checks.',
    tone: 'secondary',
  },
  {
    title: 'Context Preservation',
    text: 'A decision ledger that survives from one agent session to the next, so nobody re-argues settled choices.',
    tone: 'tertiary',
  },
] as const;

export function FeatureCards() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <div className="landing-container">
        <h2 id="features-title" className="section-heading">
          Everything an agent needs to build it right
        </h2>
        <ul className="feature-cards">
          {FEATURES.map((feature) => (
            <li key={feature.title} className={`card feature-card accent-${feature.tone}`}>
              <span className={`feature-dot fill-${feature.tone}`} aria-hidden="true" />
              <h3 className="feature-title">{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
