import { DEFAULT_LIMITS } from '../../../lib/default-limits';

/**
 * The landing page's figures. The original showed "100+ failed projects analysed, 58 disasters prevented,
 * 92% success rate, $500–1000 saved per month", which nobody measured. These are the default
 * constitution's own limits, read from core, so the page cannot drift from what a new project really gets.
 */
const FIGURES = [
  { value: `${DEFAULT_LIMITS.dependencies}`, label: 'direct dependencies at most' },
  { value: `${DEFAULT_LIMITS.apiTimeoutSeconds} s`, label: 'longest timeout of an outbound API call' },
  { value: `${DEFAULT_LIMITS.buildSeconds} s`, label: 'build budget' },
  { value: 'WCAG 2.1 AA', label: 'for every interface' },
] as const;

export function MarketingFigures() {
  return (
    <section className="landing-section" aria-labelledby="figures-title">
      <div className="landing-container">
        <h2 id="figures-title" className="section-heading">
          The limits every new project starts with
        </h2>
        <p className="muted">
          The default constitution of the standard tier. Each project can change them in its Settings; every
          validation of that project then uses its own.
        </p>
        <ul className="figure-list">
          {FIGURES.map((f) => (
            <li key={f.label} className="figure">
              <span className="figure-value">{f.value}</span>
              <span className="figure-label">{f.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
