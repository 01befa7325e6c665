import type { Project } from '@charter/core';
import { Card, CardHeader } from '../../../components/ui/card';

const CONTEXT_FIELDS = [
  ['description', 'Description'],
  ['projectVision', 'Project vision'],
  ['targetMarket', 'Target market'],
  ['businessModel', 'Business model'],
  ['primaryFeatures', 'Primary features'],
  ['technicalComplexity', 'Technical complexity'],
  ['platformConstraints', 'Platform constraints'],
  ['timelineBudget', 'Timeline and budget'],
  ['businessGoals', 'Business goals'],
  ['technicalRequirements', 'Technical requirements'],
] as const satisfies readonly (readonly [keyof Project, string])[];

/** What the project's owner told Charter about it: the fields saved with the project. */
export function ContextPanel({ project }: { project: Project }) {
  const filled = CONTEXT_FIELDS.filter(([key]) => project[key].trim() !== '');
  return (
    <Card as="section" aria-labelledby="project-context-title">
      <CardHeader
        id="project-context-title"
        title="Project Context"
        description="The context saved with the project, which its primer and agents build on."
      />
      {filled.length === 0 && project.url === null ? (
        <p className="muted">No context recorded for this project yet.</p>
      ) : (
        <dl className="info-list">
          {project.url ? (
            <div className="info-row">
              <dt className="info-label">Site</dt>
              <dd>{project.url}</dd>
            </div>
          ) : null}
          {filled.map(([key, label]) => (
            <div key={key} className="info-row">
              <dt className="info-label">{label}</dt>
              <dd style={{ whiteSpace: 'pre-wrap' }}>{project[key]}</dd>
            </div>
          ))}
          {project.conversationDepth !== null ? (
            <div className="info-row">
              <dt className="info-label">Conversation depth</dt>
              <dd>{project.conversationDepth}/10</dd>
            </div>
          ) : null}
        </dl>
      )}
    </Card>
  );
}
