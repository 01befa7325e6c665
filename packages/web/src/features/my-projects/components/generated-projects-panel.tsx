import type { Project } from '@charter/core';
import { ButtonLink } from '../../../components/ui/button';
import { recoverLiveProjects } from '../utils/recover-projects';
import { GeneratedProjectCard } from './generated-project-card';

/** Generated Projects tab: the Live Projects the recovery rules find, then every generated project. */
export function GeneratedProjectsPanel({ projects, now }: { projects: readonly Project[]; now: Date }) {
  if (projects.length === 0) {
    return (
      <div className="empty-state">
        <h2 className="empty-title">No generated projects yet</h2>
        <p className="empty-text">Talk through your idea and Charter writes the primer your agents read.</p>
        <ButtonLink to="/chat-primer">Start Conversation</ButtonLink>
      </div>
    );
  }
  const live = recoverLiveProjects(projects);
  return (
    <div className="stack">
      <section aria-labelledby="live-projects-title" className="stack">
        <h2 id="live-projects-title" className="card-title">
          Live Projects
        </h2>
        {live.length === 0 ? (
          <p className="muted">
            None yet: a conversation becomes a Live Project once its primer is structured and it has at least
            50 messages.
          </p>
        ) : (
          <div className="project-grid">
            {live.map(({ project, messageCount }) => (
              <GeneratedProjectCard
                key={project.id}
                project={project}
                messageCount={messageCount}
                now={now}
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="all-generated-title" className="stack">
        <h2 id="all-generated-title" className="card-title">
          All generated projects ({projects.length})
        </h2>
        <div className="project-grid">
          {projects.map((project) => (
            <GeneratedProjectCard key={project.id} project={project} now={now} />
          ))}
        </div>
      </section>
    </div>
  );
}
