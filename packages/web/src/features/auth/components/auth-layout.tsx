import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';

/** The frame of the sign-in and registration screens: brand, one card, a way back home. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <div className="auth-page">
      <header className="auth-header">
        <Link to="/" className="brand-link" aria-label="Charter home">
          <Brand />
        </Link>
      </header>
      <main id="main" tabIndex={-1} className="auth-main">
        <div className="card auth-card">
          <h1 className="auth-title">{title}</h1>
          <p className="auth-subtitle">{subtitle}</p>
          {children}
        </div>
        <p className="auth-back">
          <Link to="/">← Back to home</Link>
        </p>
      </main>
    </div>
  );
}
