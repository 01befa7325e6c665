import type { Project } from '@charter/core';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
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
        <LoadingState
          label="Loading projects…"
          className="project-grid"
          title
          skeletons={2}
          cards={{ count: SKELETON_CARDS, className: 'project-card', testId: 'project-skeleton' }}
        />
      ) : error ? (
        <LoadError message="Your projects could not be loaded." onRetry={onRetry} />
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
