import type { User } from '@charter/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { Button } from '../../components/ui/button';
import { useLogout } from '../../features/auth/api/logout';
import { DEFAULT_LIMITS } from '../../lib/default-limits';
import { USER_NAV } from './nav-items';
import { ShellLayout } from './shell-layout';
import { SidebarNav } from './sidebar-nav';
import { useMemorySession } from './use-memory-session';
import { useSignOut } from './use-sign-out';

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/** The signed-in frame: grouped sidebar, the signed-in user with Sign Out, and a small Admin link. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const logoutMutation = useLogout();
  const endMemorySession = useMemorySession(user.id);
  const signOut = useSignOut(logoutMutation, endMemorySession);

  return (
    <ShellLayout
      brand={
        <Link to="/" className="brand-link" aria-label="Charter dashboard">
          <Brand />
        </Link>
      }
      nav={<SidebarNav groups={USER_NAV} label="Main navigation" />}
      sidebarFooter={
        <>
          <div className="user-card">
            <span className="avatar" aria-hidden="true">
              {initialsOf(user.name)}
            </span>
            <span className="user-text">
              <span className="user-name">{user.name}</span>
              <span className="user-email">{user.email}</span>
            </span>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="btn-block"
            onClick={signOut}
            disabled={logoutMutation.isPending}
          >
            {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
          </Button>
          <Link to="/admin" className="admin-link">
            Admin
          </Link>
        </>
      }
      topbar={
        <>
          <span className="topbar-title">Charter</span>
          <p className="topbar-rules">
            <span className="visually-hidden">Default constitution: </span>
            <span>≤ {DEFAULT_LIMITS.dependencies} deps</span>
            <span>≤ {DEFAULT_LIMITS.apiTimeoutSeconds} s API calls</span>
            <span>WCAG 2.1 AA</span>
          </p>
        </>
      }
    >
      {children}
    </ShellLayout>
  );
}
