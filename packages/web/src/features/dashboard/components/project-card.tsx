import type { Project } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import { ButtonLink } from '../../../components/ui/button';
import { toFullDate, toRelativeTime } from '../../../lib/format-time';

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article className="card project-card">
      <div className="project-card-top">
        <h3 className="project-name">{project.name}</h3>
        {project.completionStatus ? (
          <Badge color="tertiary">Complete</Badge>
        ) : (
          <Badge color="secondary">In Progress</Badge>
        )}
      </div>
      <p className="project-description">{project.description || 'No description yet.'}</p>
      <div className="project-card-bottom">
        <p className="project-updated">
          Updated{' '}
          <time dateTime={project.updatedAt} title={toFullDate(project.updatedAt)}>
            {toRelativeTime(project.updatedAt)}
          </time>
        </p>
        <ButtonLink to={`/project/${encodeURIComponent(project.id)}`} variant="secondary" size="sm">
          View details<span className="visually-hidden"> of {project.name}</span>
        </ButtonLink>
      </div>
    </article>
  );
}
