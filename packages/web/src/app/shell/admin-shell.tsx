import type { Admin } from '@charter/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Brand } from '../../components/layout/brand';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { useAdminLogout } from '../../features/admin/api/admin-logout';
import { ADMIN_PAGES } from '../../features/admin/components/admin-pages';
import { ShellLayout } from './shell-layout';
import { SidebarNav } from './sidebar-nav';
import { useSignOut } from './use-sign-out';

const ADMIN_NAV = [{ title: 'ADMIN', items: ADMIN_PAGES.map(({ to, label }) => ({ to, label })) }] as const;

/** Spec 001 "Admin shell": the admin's email and role, View Public Site and Sign Out around every page. */
export function AdminShell({ admin, children }: { admin: Admin; children: ReactNode }) {
  const logoutMutation = useAdminLogout();
  const signOut = useSignOut(logoutMutation);

  return (
    <ShellLayout
      brand={
        <Link to="/admin" className="brand-link" aria-label="Charter Admin home">
          <Brand suffix="Admin" />
        </Link>
      }
      nav={<SidebarNav groups={ADMIN_NAV} label="Admin navigation" />}
      sidebarFooter={
        <Link to="/" className="admin-link">
          View Public Site
        </Link>
      }
      topbar={
        <div className="admin-identity">
          <span className="admin-email">{admin.email}</span>
          <Badge color="primary">{admin.role}</Badge>
          <Link to="/" className="btn btn-ghost btn-sm hide-narrow">
            View Public Site
          </Link>
          <Button variant="secondary" size="sm" onClick={signOut} disabled={logoutMutation.isPending}>
            {logoutMutation.isPending ? 'Signing Out...' : 'Sign Out'}
          </Button>
        </div>
      }
    >
      {children}
    </ShellLayout>
  );
}
