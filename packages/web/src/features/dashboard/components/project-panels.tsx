import { Card, CardHeader } from '../../../components/ui/card';
import { PercentageList } from '../../../components/ui/percentage-list';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { type ProjectSummary, toShare } from '../utils/summarize-projects';

const NO_PROJECTS = 'No projects yet. These figures fill in as soon as you save one.';

export function ProjectStatusPanel({ summary }: { summary: ProjectSummary }) {
  return (
    <Card as="section" aria-labelledby="status-heading">
      <CardHeader
        id="status-heading"
        title="Project Status"
        description="Share of your projects by primer state."
      />
      {summary.total === 0 ? (
        <p className="muted">{NO_PROJECTS}</p>
      ) : (
        <>
          <ProgressBar
            label="Projects with a generated primer"
            value={summary.completionShare}
            color="tertiary"
          />
          <PercentageList
            label="Projects by status"
            items={[
              {
                name: `Complete (${summary.complete})`,
                color: 'tertiary',
                percentage: toShare(summary.complete, summary.total),
              },
              {
                name: `In progress (${summary.inProgress})`,
                color: 'secondary',
                percentage: toShare(summary.inProgress, summary.total),
              },
            ]}
          />
        </>
      )}
    </Card>
  );
}

export function ProjectSourcesPanel({ summary }: { summary: ProjectSummary }) {
  const { bySource, total } = summary;
  return (
    <Card as="section" aria-labelledby="sources-heading">
      <CardHeader
        id="sources-heading"
        title="Project Context"
        description="Where your projects' context came from."
      />
      {total === 0 ? (
        <p className="muted">{NO_PROJECTS}</p>
      ) : (
        <PercentageList
          label="Projects by source"
          items={[
            {
              name: `Primer generator (${bySource['primer-generator']})`,
              color: 'primary',
              percentage: toShare(bySource['primer-generator'], total),
            },
            {
              name: `Conversations (${bySource.conversation})`,
              color: 'quaternary',
              percentage: toShare(bySource.conversation, total),
            },
            {
              name: `Connected apps (${bySource.connected})`,
              color: 'secondary',
              percentage: toShare(bySource.connected, total),
            },
          ]}
        />
      )}
    </Card>
  );
}
