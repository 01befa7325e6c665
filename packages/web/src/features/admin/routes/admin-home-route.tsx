import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminAudit } from '../api/get-admin-audit';
import { useAdminHealth } from '../api/get-admin-health';
import { useAdminUsage } from '../api/get-admin-usage';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminAuditLog } from '../components/admin-audit-log';
import { AdminHealthPanel } from '../components/admin-health-panel';
import { ADMIN_PAGES } from '../components/admin-pages';
import {
  DecisionsPerDayTable,
  KeysInUseTable,
  PendingRebellionsTable,
} from '../components/admin-usage-panels';
import { AdminUsersPanel } from '../components/admin-users-panel';

/** The operator's home: instance health, users, usage across users, the audit log, then every admin page. */
export function AdminHomeRoute() {
  const health = useAdminHealth();
  const users = useAdminUsers();
  const usage = useAdminUsage();
  const audit = useAdminAudit(20);

  return (
    <>
      <title>Admin · Charter</title>
      <PageHeader title="Admin" subtitle="Operate Charter: the instance, its users, their usage and keys." />
      <div className="stack">
        <Card as="section" aria-labelledby="admin-health-title">
          <CardHeader id="admin-health-title" title="Instance health" />
          <QueryState
            query={health}
            loading="Loading instance health..."
            skeletons={2}
            error="Instance health could not be loaded."
            serverMessage="after"
          >
            {(data) => <AdminHealthPanel health={data} />}
          </QueryState>
        </Card>

        <Card as="section" aria-labelledby="admin-users-title">
          <CardHeader
            id="admin-users-title"
            title="Users"
            description="Disabling an account signs it out everywhere and stops its keys; every change is audit-logged."
          />
          <QueryState
            query={users}
            loading="Loading users..."
            skeletons={3}
            error="The users could not be loaded."
            serverMessage="after"
          >
            {(data) => <AdminUsersPanel users={data.users} />}
          </QueryState>
        </Card>

        <Card as="section" aria-labelledby="admin-usage-title">
          <CardHeader
            id="admin-usage-title"
            title="Usage"
            description="From every user’s ledger, keys and exception requests."
          />
          <QueryState
            query={usage}
            loading="Loading usage..."
            skeletons={3}
            error="Usage could not be loaded."
            serverMessage="after"
          >
            {(data) => (
              <div className="stack">
                <section aria-labelledby="usage-decisions-title">
                  <h3 id="usage-decisions-title" className="card-subtitle">
                    Decisions per day by source (last {data.days} days)
                  </h3>
                  <DecisionsPerDayTable usage={data} />
                </section>
                <section aria-labelledby="usage-keys-title">
                  <h3 id="usage-keys-title" className="card-subtitle">
                    Keys in use ({data.keys.length})
                  </h3>
                  <KeysInUseTable keys={data.keys} />
                </section>
                <section aria-labelledby="usage-rebellions-title">
                  <h3 id="usage-rebellions-title" className="card-subtitle">
                    Pending rebellions ({data.pendingRebellions.length})
                  </h3>
                  <PendingRebellionsTable rebellions={data.pendingRebellions} />
                </section>
              </div>
            )}
          </QueryState>
        </Card>

        <Card as="section" aria-labelledby="admin-audit-title">
          <CardHeader
            id="admin-audit-title"
            title="Admin audit log"
            description="The 20 most recent operations."
          />
          <QueryState
            query={audit}
            loading="Loading the audit log..."
            skeletons={2}
            error="The audit log could not be loaded."
            serverMessage="after"
          >
            {(data) => <AdminAuditLog entries={data.entries} />}
          </QueryState>
        </Card>

        <nav aria-label="Admin pages">
          <h2 className="card-title">Admin pages</h2>
          <ul className="link-grid">
            {ADMIN_PAGES.filter((page) => page.to !== '/admin').map((page) => (
              <li key={page.to}>
                <Link to={page.to} className="card link-card">
                  <span className="link-card-title">{page.label}</span>
                  <span className="link-card-text">{page.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
