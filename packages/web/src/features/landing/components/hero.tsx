import { Button, ButtonLink } from '../../../components/ui/button';
import { DEFAULT_LIMITS } from '../../../lib/default-limits';

export function Hero({ onWatchDemo }: { onWatchDemo: () => void }) {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="landing-container hero-inner">
        <p className="eyebrow">Constitutional governance for AI-built software</p>
        <h1 id="hero-title" className="hero-title">
          Your AI agents write the code. <span className="text-primary">Charter keeps it governable.</span>
        </h1>
        <p className="hero-text">
          Give every project a constitution, a primer and a memory of its decisions. Agents ask before risky
          changes, and you stay in charge of the exceptions.
        </p>
        <div className="hero-actions">
          <ButtonLink to="/register" size="lg">
            Start Building Now
          </ButtonLink>
          <Button variant="secondary" size="lg" onClick={onWatchDemo} aria-haspopup="dialog">
            Watch Demo
          </Button>
        </div>
        <ul className="hero-rules" aria-label="Rules every project starts with">
          <li>≤ {DEFAULT_LIMITS.dependencies} direct dependencies</li>
          <li>≤ {DEFAULT_LIMITS.apiTimeoutSeconds} s per API call</li>
          <li>WCAG 2.1 AA</li>
          <li>Builds under {DEFAULT_LIMITS.buildSeconds} s</li>
        </ul>
      </div>
    </section>
  );
}
