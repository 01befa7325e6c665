import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { ButtonLink } from '../../../components/ui/button';

export function LandingHeader() {
  return (
    <header className="landing-header">
      <div className="landing-container landing-header-inner">
        <Link to="/" className="brand-link" aria-label="Charter home">
          <Brand />
        </Link>
        <nav aria-label="Account" className="landing-nav">
          <ButtonLink to="/login" variant="ghost">
            Sign In
          </ButtonLink>
          <ButtonLink to="/register">Get Started</ButtonLink>
        </nav>
      </div>
    </header>
  );
}
