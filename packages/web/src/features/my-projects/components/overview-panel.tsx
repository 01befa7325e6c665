import type { Project } from '@charter/core';
import { ButtonLink } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';
import { usePendingRebellions } from '../../../lib/queries/rebellions';
import { recoverLiveProjects } from '../utils/recover-projects';

const RECENT = 3;

/** Overview tab: counts from the user's own data and the most recently updated projects. */
export function OverviewPanel({ projects }: { projects: readonly Project[] }) {
  const pending = usePendingRebellions();
  const generated = projects.filter((p) => p.source !== 'connected');
  const connected = projects.length - generated.length;
  const recent = projects.slice(0, RECENT);
  return (
    <div className="stack">
      <div className="stat-grid">
        <StatCard label="Generated projects" value={generated.length} color="primary" />
        <StatCard label="Connected projects" value={connected} color="quaternary" />
        <StatCard label="Live Projects" value={recoverLiveProjects(generated).length} color="tertiary" />
        <StatCard
          label="Pending rebellions"
          value={pending.isSuccess ? pending.data.length : pending.isError ? 'Unavailable' : '…'}
          color="secondary"
          hint={pending.isSuccess && pending.data.length > 0 ? 'Waiting for your decision' : undefined}
        />
      </div>
      <section aria-labelledby="recent-projects-title" className="card">
        <h2 id="recent-projects-title" className="card-title">
          Recently updated
        </h2>
        {recent.length === 0 ? (
          <div className="empty-state">
            <p className="empty-text">
              No projects yet. Start a conversation or connect an app you already run.
            </p>
            <ButtonLink to="/chat-primer">Start Conversation</ButtonLink>
          </div>
        ) : (
          <ul className="today-list">
            {recent.map((project) => (
              <li key={project.id} className="today-row">
                <span>
                  <strong>{project.name}</strong>{' '}
                  <span className="muted small">
                    {project.source === 'connected' ? 'connected' : 'generated'}, updated{' '}
                    <time dateTime={project.updatedAt} title={toFullDate(project.updatedAt)}>
                      {toRelativeTime(project.updatedAt)}
                    </time>
                  </span>
                </span>
                <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} variant="secondary" size="sm">
                  Open<span className="visually-hidden"> {project.name}</span>
                </ButtonLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
