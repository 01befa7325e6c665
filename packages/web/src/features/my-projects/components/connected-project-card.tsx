import type { ConnectedProject } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';

const CONSTITUTION = {
  active: { label: 'Active', color: 'tertiary', detail: 'Its agents validate their decisions.' },
  pending: { label: 'Pending', color: 'secondary', detail: 'No validation with its key yet.' },
  inactive: { label: 'Inactive', color: 'neutral', detail: 'Its key is deactivated.' },
} as const;

const THEME = { synced: 'Theme synced', overridden: 'Theme overridden', none: 'No theme' } as const;

/** A connected app's status from the ledger, View Site and Manage. */
export function ConnectedProjectCard({ project }: { project: ConnectedProject }) {
  const constitution = CONSTITUTION[project.constitutionStatus];
  return (
    <article className="card project-card" aria-label={project.name}>
      <div className="project-card-top">
        <h3 className="project-name">{project.name}</h3>
      </div>
      <p className="project-description">{project.domain}</p>
      <dl className="detail-list">
        <div>
          <dt>Constitution</dt>
          <dd>
            <Badge color={constitution.color}>{constitution.label}</Badge>{' '}
            <span className="muted small">{constitution.detail}</span>
          </dd>
        </div>
        <div>
          <dt>Theme</dt>
          <dd>{THEME[project.themeStatus]}</dd>
        </div>
        <div>
          <dt>Rebellions</dt>
          <dd>
            {project.rebellions}
            {project.pendingRebellions > 0 ? ` (${project.pendingRebellions} pending)` : ''}
          </dd>
        </div>
        <div>
          <dt>Decisions</dt>
          <dd>
            {project.decisions} ({project.blockedDecisions} blocked)
          </dd>
        </div>
        <div>
          <dt>Last activity</dt>
          <dd>
            {project.lastActivity ? (
              <time dateTime={project.lastActivity} title={toFullDate(project.lastActivity)}>
                {toRelativeTime(project.lastActivity)}
              </time>
            ) : (
              'None yet'
            )}
          </dd>
        </div>
        <div>
          <dt>Key</dt>
          <dd>
            {project.keyId ? <code>{project.keyId}</code> : 'None'}
            {project.keyId && !project.keyActive ? ' (deactivated)' : ''}
          </dd>
        </div>
      </dl>
      <div className="button-row">
        <a className="btn btn-secondary btn-sm" href={project.url} target="_blank" rel="noopener noreferrer">
          View Site<span className="visually-hidden"> of {project.name} (opens in a new tab)</span>
        </a>
        <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} size="sm">
          Manage<span className="visually-hidden"> {project.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
