import { type ReactNode, useState } from 'react';
import { LoadingState } from '../../../components/ui/query-state';
import type { ConnectedProjectCreated } from '../api/connect-project';
import { useConnectedProjects } from '../api/get-connected-projects';
import { ConnectProjectForm } from './connect-project-form';
import { ConnectedKeyCard } from './connected-key-card';
import { ConnectedProjectCard } from './connected-project-card';
import { LoadError } from './load-error';

/** Connected Projects tab: connect an app, see its key once, and the connected apps (never samples). */
export function ConnectedProjectsPanel() {
  const [created, setCreated] = useState<ConnectedProjectCreated | null>(null);
  const projects = useConnectedProjects();

  let list: ReactNode;
  if (projects.isPending) {
    list = <LoadingState label="Loading connected projects..." />;
  } else if (projects.isError) {
    list = (
      <LoadError what="connected projects" error={projects.error} onRetry={() => void projects.refetch()} />
    );
  } else if (projects.data.length === 0) {
    list = (
      <div className="empty-state">
        <h2 className="empty-title">No connected projects yet</h2>
        <p className="empty-text">
          Connect an app above: its agents then ask Charter before risky changes, and their decisions show
          here.
        </p>
      </div>
    );
  } else {
    list = (
      <div className="project-grid">
        {projects.data.map((project) => (
          <ConnectedProjectCard key={project.id} project={project} />
        ))}
      </div>
    );
  }

  return (
    <div className="stack">
      <ConnectProjectForm onConnected={setCreated} />
      {created ? <ConnectedKeyCard key={created.apiKey.keyId} created={created} /> : null}
      <section aria-labelledby="connected-list-title" className="stack">
        <h2 id="connected-list-title" className="card-title">
          Connected projects
        </h2>
        {list}
      </section>
    </div>
  );
}
