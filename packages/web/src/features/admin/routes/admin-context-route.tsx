import type { AdminContextUser } from '@charter/core';
import { type FormEvent, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toUserMessage } from '../../../lib/errors';
import { useExportUserContext } from '../api/export-user-context';
import { useAdminAudit } from '../api/get-admin-audit';
import { type AdminContextFilter, useAdminContext } from '../api/get-admin-context';
import { useAdminUsers } from '../api/get-admin-users';
import { AdminAuditLog } from '../components/admin-audit-log';
import { ContextUsersTable } from '../components/context-users-table';
import { MemoryPurgeDialog } from '../components/memory-purge-dialog';
import { RetentionLimits } from '../components/retention-limits';

/** Spec 001 "Admin shell" /admin/context: what Charter keeps about context, across users, and its operations. */
export function AdminContextRoute() {
  const [draft, setDraft] = useState<AdminContextFilter>({ search: '', userId: '' });
  const [filter, setFilter] = useState<AdminContextFilter>(draft);
  const [purging, setPurging] = useState<AdminContextUser | null>(null);
  const context = useAdminContext(filter);
  const users = useAdminUsers();
  const audit = useAdminAudit(20);
  const exporter = useExportUserContext();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(draft);
  };
  const filtered = Boolean(filter.search.trim() || filter.userId);

  return (
    <>
      <title>Context Management · Charter Admin</title>
      <PageHeader
        title="Context Management"
        subtitle="Context entries, memory sessions, ledger decisions and conversations of every user."
      />
      <div className="stack">
        <Card as="section" aria-labelledby="context-title" aria-busy={context.isFetching || undefined}>
          <CardHeader id="context-title" title="Context per user and project" />
          <form className="admin-toolbar" aria-label="Filter context" onSubmit={apply}>
            <TextField
              label="Search users and projects"
              type="search"
              value={draft.search}
              maxLength={200}
              onChange={(event) => setDraft({ ...draft, search: event.target.value })}
            />
            <SelectField
              label="User"
              value={draft.userId}
              onChange={(event) => setDraft({ ...draft, userId: event.target.value })}
              options={[
                { value: '', label: 'All users' },
                ...(users.data?.users ?? []).map((u) => ({ value: u.id, label: u.email })),
              ]}
            />
            <SubmitButton variant="secondary" pending={false} pendingLabel="Searching...">
              Search
            </SubmitButton>
          </form>
          {exporter.isError ? (
            <Alert>{toUserMessage(exporter.error, 'The export could not be made. Try again.')}</Alert>
          ) : null}
          <QueryState
            query={context}
            loading="Loading context..."
            skeletons={3}
            error="The context overview could not be loaded."
            serverMessage="after"
            isEmpty={(data) => data.users.length === 0}
            empty={
              filtered ? (
                <p className="muted">No user or project matches this search.</p>
              ) : (
                <div className="empty-state">
                  <h3 className="empty-title">No users yet</h3>
                  <p className="empty-text">Context appears here once people register and use Charter.</p>
                </div>
              )
            }
          >
            {(data) => (
              <ContextUsersTable
                users={data.users}
                exportingUserId={exporter.isPending ? (exporter.variables?.userId ?? null) : null}
                onExport={(user) => exporter.mutate({ userId: user.userId, email: user.email })}
                onPurge={setPurging}
              />
            )}
          </QueryState>
        </Card>

        {context.data ? (
          <Card as="section" aria-labelledby="context-retention-title">
            <CardHeader
              id="context-retention-title"
              title="Retention"
              description="Limits the server applies to every user."
            />
            <RetentionLimits limits={context.data.retention} />
          </Card>
        ) : null}

        <Card as="section" aria-labelledby="context-audit-title">
          <CardHeader
            id="context-audit-title"
            title="Admin audit log"
            description="Exports, purges and account changes, newest first."
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
      </div>
      <MemoryPurgeDialog
        target={purging ? { userId: purging.userId, email: purging.email } : null}
        onClose={() => setPurging(null)}
      />
    </>
  );
}
