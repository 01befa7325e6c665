import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../../components/layout/brand';
import { AuthCardPage } from '../../../components/ui/auth-card-page';

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
    <AuthCardPage
      brand={
        <Link to="/" className="brand-link" aria-label="Charter home">
          <Brand />
        </Link>
      }
      title={title}
      subtitle={subtitle}
      backLabel="← Back to home"
    >
      {children}
    </AuthCardPage>
  );
}
