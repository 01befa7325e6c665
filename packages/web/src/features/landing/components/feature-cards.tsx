import { Icon } from '../../../components/ui/icon';
import { DEFAULT_LIMITS } from '../../../lib/default-limits';

// Each card's icon comes from the console's set (they were blank coloured squares).
const FEATURES = [
  {
    title: 'Smart Project Primers',
    text: 'Turn uploaded AI chats and documents into a primer every agent reads before it writes a line.',
    tone: 'primary',
    icon: 'document',
  },
  {
    title: 'Constitutional Governance',
    text: `Typed, versioned rules: a ${DEFAULT_LIMITS.dependencies}-package dependency limit, ${DEFAULT_LIMITS.apiTimeoutSeconds}-second API calls, automatic WCAG checks.`,
    tone: 'secondary',
    icon: 'shield',
  },
  {
    title: 'Context Preservation',
    text: 'A decision ledger that survives from one agent session to the next, so nobody re-argues settled choices.',
    tone: 'tertiary',
    icon: 'history',
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
              <span className="feature-icon">
                <Icon name={feature.icon} size={24} />
              </span>
              <h3 className="feature-title">{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
