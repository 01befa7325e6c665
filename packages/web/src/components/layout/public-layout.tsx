import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../ui/button';
import { Brand } from './brand';

/**
 * The frame a visitor (nobody signed in) sees on a screen that needs no account — Hash Journal,
 * Optimization, the old dashboard, not-found: the brand back home and the way to sign in or register.
 */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="public-page">
      <header className="public-header">
        <Link to="/" className="brand-link" aria-label="Charter home">
          <Brand />
        </Link>
        <nav aria-label="Account" className="public-nav">
          <ButtonLink to="/login" variant="ghost" size="sm">
            Sign In
          </ButtonLink>
          <ButtonLink to="/register" size="sm">
            Get Started
          </ButtonLink>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="standalone-page">
        {children}
      </main>
    </div>
  );
}
