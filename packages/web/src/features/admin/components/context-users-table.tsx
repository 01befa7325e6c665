import type { AdminContextUser } from '@charter/core';
import { Button } from '../../../components/ui/button';
import { TimeOrNever } from './time-or-never';

const count = (n: number) => n.toLocaleString('en-US');

interface ContextUsersTableProps {
  users: readonly AdminContextUser[];
  onExport: (user: AdminContextUser) => void;
  exportingUserId: string | null;
  onPurge: (user: AdminContextUser) => void;
}

/** One row per user: their projects (context entries, decisions), memory sessions, ledger, conversations. */
export function ContextUsersTable({ users, onExport, exportingUserId, onPurge }: ContextUsersTableProps) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Context kept per user and project</caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Projects: context entries, decisions</th>
            <th scope="col">Memory sessions</th>
            <th scope="col">Ledger decisions</th>
            <th scope="col">Conversations</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.userId}>
              <th scope="row">
                {user.name} <span className="muted small">{user.email}</span>
              </th>
              <td>
                {user.projects.length === 0 ? (
                  <span className="muted">No projects</span>
                ) : (
                  <ul className="project-counts">
                    {user.projects.map((project) => (
                      <li key={project.id}>
                        <strong>{project.name}</strong>: {count(project.contextEntries)} entries,{' '}
                        {count(project.decisions)} decisions
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                {count(user.memory.sessions)} ({count(user.memory.events)} events)
                <br />
                <span className="small">
                  Last activity: <TimeOrNever at={user.memory.lastActivityAt} never="none" />
                </span>
              </td>
              <td>{count(user.decisions)}</td>
              <td>
                {count(user.conversations.primer)} primer, {count(user.conversations.assistant)} assistant
              </td>
              <td>
                <div className="button-row">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={exportingUserId === user.userId}
                    onClick={() => onExport(user)}
                  >
                    {exportingUserId === user.userId ? 'Exporting...' : 'Export JSON'}
                    <span className="visually-hidden"> of {user.email}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={user.memory.sessions === 0}
                    onClick={() => onPurge(user)}
                  >
                    Purge memory<span className="visually-hidden"> sessions of {user.email}</span>
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
