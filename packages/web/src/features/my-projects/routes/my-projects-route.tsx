import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { LoadingState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useUserProjects } from '../api/get-user-projects';
import { ConnectedProjectsPanel } from '../components/connected-projects-panel';
import { GeneratedProjectsPanel } from '../components/generated-projects-panel';
import { LoadError } from '../components/load-error';
import { OverviewPanel } from '../components/overview-panel';
import { SettingsPanel } from '../components/settings-panel';

export const MY_PROJECTS_TABS = ['overview', 'generated', 'connected', 'rebellions', 'settings'] as const;
export type MyProjectsTab = (typeof MY_PROJECTS_TABS)[number];

const toTab = (value: string | null): MyProjectsTab =>
  MY_PROJECTS_TABS.find((tab) => tab === value) ?? 'overview';

/**
 * `rebellions` is the Constitutional Rebellions tab's content: the app composes the
 * rebellions feature's review into it (features never import each other).
 */
export function MyProjectsRoute({ rebellions }: { rebellions?: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const selected = toTab(params.get('tab'));
  const projects = useUserProjects();
  const now = new Date();

  const select = (tab: MyProjectsTab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  // Panels fed by GET /api/user/projects share its loading and error states.
  const withProjects = (render: (list: NonNullable<typeof projects.data>) => ReactNode) => {
    if (projects.isPending) {
      return <LoadingState label="Loading projects..." />;
    }
    if (projects.isError) {
      return <LoadError what="projects" error={projects.error} onRetry={() => void projects.refetch()} />;
    }
    return render(projects.data);
  };

  return (
    <>
      <title>My Projects · Charter</title>
      <PageHeader
        title="My Projects"
        subtitle="Your generated and connected projects, your agents’ exception requests, and each project’s limits."
        lastUpdated={projects.data?.[0]?.updatedAt ?? null}
      />
      <Tabs
        label="My Projects views"
        selected={selected}
        onSelect={select}
        tabs={[
          {
            key: 'overview',
            label: 'Overview',
            panel: withProjects((list) => <OverviewPanel projects={list} />),
          },
          {
            key: 'generated',
            label: 'Generated Projects',
            panel: withProjects((list) => (
              <GeneratedProjectsPanel projects={list.filter((p) => p.source !== 'connected')} now={now} />
            )),
          },
          { key: 'connected', label: 'Connected Projects', panel: <ConnectedProjectsPanel /> },
          {
            key: 'rebellions',
            label: 'Constitutional Rebellions',
            panel: rebellions ?? <p className="muted">The rebellion review is not available here.</p>,
          },
          {
            key: 'settings',
            label: 'Settings',
            panel: withProjects((list) => <SettingsPanel projects={list} />),
          },
        ]}
      />
    </>
  );
}
