import type { Project } from '@charter/core/api';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { ProjectCard } from './project-card';
import { ProjectsEmptyState } from './projects-empty-state';

interface ProjectsGridProps {
  projects: readonly Project[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  hasContext: boolean;
}

export const SKELETON_CARDS = 3;

export function ProjectsGrid({ projects, isPending, error, onRetry, hasContext }: ProjectsGridProps) {
  return (
    <section
      className="projects-section"
      aria-labelledby="my-projects-heading"
      aria-busy={isPending || undefined}
    >
      <h2 id="my-projects-heading" className="section-title">
        My Projects
      </h2>
      {isPending ? (
        <div className="project-grid">
          <p className="visually-hidden" role="status">
            Loading projects…
          </p>
          {Array.from({ length: SKELETON_CARDS }, (_, i) => (
            <div key={i} className="card project-card skeleton-card" data-testid="project-skeleton">
              <Skeleton className="skeleton-title" />
              <Skeleton />
              <Skeleton className="skeleton-short" />
            </div>
          ))}
        </div>
      ) : error ? (
        <div className="grid-error">
          <Alert>Your projects could not be loaded.</Alert>
          <Button variant="secondary" onClick={onRetry}>
            Retry
          </Button>
        </div>
      ) : projects && projects.length > 0 ? (
        <div className="project-grid">
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </div>
      ) : (
        <ProjectsEmptyState hasContext={hasContext} />
      )}
    </section>
  );
}
