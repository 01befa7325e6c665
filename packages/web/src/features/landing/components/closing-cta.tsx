import { ButtonLink } from '../../../components/ui/button';

export function ClosingCta() {
  return (
    <section className="landing-section" aria-labelledby="cta-title">
      <div className="landing-container">
        <div className="card cta-card">
          <h2 id="cta-title" className="section-heading">
            Start your next project with a constitution
          </h2>
          <p>Free to start. Your first primer takes about ten minutes.</p>
          <ButtonLink to="/register" size="lg">
            Create your account
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
