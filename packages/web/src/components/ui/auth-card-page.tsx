import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface AuthCardPageProps {
  /** The header's brand: a link home for users, the plain "Charter Admin" mark for the admin sign-in. */
  brand: ReactNode;
  title: string;
  subtitle: string;
  /** The text of the link back to the public site under the card. */
  backLabel: string;
  children: ReactNode;
}

/**
 * The frame of a sign-in screen: brand, one card with the page's h1, a link back to the public site. The user
 * sign-in and registration and the admin sign-in share it (`<main id="main">` is the skip link's target).
 */
export function AuthCardPage({ brand, title, subtitle, backLabel, children }: AuthCardPageProps) {
  return (
    <div className="auth-page">
      <header className="auth-header">{brand}</header>
      <main id="main" tabIndex={-1} className="auth-main">
        <div className="card auth-card">
          <h1 className="auth-title">{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </div>
        <p className="auth-back">
          <Link to="/">{backLabel}</Link>
        </p>
      </main>
    </div>
  );
}
