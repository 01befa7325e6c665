import type { Project } from '@charter/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useProjectSettings } from '../api/project-settings';
import { LoadError } from './load-error';
import { ProjectSettingsForm } from './project-settings-form';

/**
 * Settings tab: per project dependency limit, API timeout and build budget, saved and enforced.
 * `?project=<id>` (a project page's Settings button) chooses the project.
 */
export function SettingsPanel({ projects }: { projects: readonly Project[] }) {
  const [params] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(() => params.get('project'));
  const project = projects.find((p) => p.id === chosen) ?? projects[0] ?? null;
  const settings = useProjectSettings(project?.id ?? null);

  if (!project) {
    return (
      <div className="empty-state">
        <h2 className="empty-title">No projects to configure</h2>
        <p className="empty-text">Generate or connect a project first; its settings are set here.</p>
      </div>
    );
  }

  return (
    <Card as="section" aria-labelledby="settings-title">
      <CardHeader
        id="settings-title"
        title="Project settings"
        description="Each project's thresholds override the constitution's for every later validation and check of that project."
      />
      <div className="stack">
        <SelectField
          label="Project"
          value={project.id}
          options={projects.map((p) => ({ value: p.id, label: p.name }))}
          onChange={(event) => setChosen(event.target.value)}
        />
        {settings.isPending ? (
          <LoadingState label="Loading settings..." />
        ) : settings.isError ? (
          <LoadError what="settings" error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <ProjectSettingsForm key={project.id} project={project} current={settings.data} />
        )}
      </div>
    </Card>
  );
}
