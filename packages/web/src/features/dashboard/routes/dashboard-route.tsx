import type { Project } from '@charter/core';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { StatCard } from '../../../components/ui/stat-card';
import { hasOnboardingContext } from '../../../lib/onboarding-context';
import { decisionsQueryOptions } from '../../../lib/queries/decisions';
import { useProjects } from '../../../lib/queries/projects';
import { usePendingRebellions } from '../../../lib/queries/rebellions';
import { ActivityPanel } from '../components/activity-panel';
import { DecisionsPanel } from '../components/decisions-panel';
import { ModuleProgressPanel, NextStepPanel } from '../components/module-panels';
import { ProjectSourcesPanel, ProjectStatusPanel } from '../components/project-panels';
import { ProjectsGrid } from '../components/projects-grid';
import { TodayCard } from '../components/today-card';
import { summarizeProjects } from '../utils/summarize-projects';

interface DashboardViewProps {
  title: string;
  subtitle: string;
  documentTitle: string;
}

/** The dashboard's content; both dashboards (spec 000 "Dashboard", "Second dashboard") show it. */
export function DashboardView({ title, subtitle, documentTitle }: DashboardViewProps) {
  const projectsQuery = useProjects();
  // The today card lists pending rebellions first: its height is known only once they are.
  const rebellions = usePendingRebellions();
  // The ledger panel shows after the rest; its request starts now, alongside the others.
  usePrefetchQuery(decisionsQueryOptions());
  const [hasContext] = useState(hasOnboardingContext);
  const projects = projectsQuery.data ?? [];
  const summary = summarizeProjects(projects);
  const loaded = projectsQuery.isSuccess;
  // Nothing already on screen may move when the data arrives (layout shift): while it loads, the stat
  // cards stand in their final size, and the sections below, whose height depends on the data, appear
  // together once it is here, in place of the projects skeleton.
  const settled = !projectsQuery.isPending && !rebellions.isPending;
  const waiting = <Skeleton className="skeleton-inline" />;

  return (
    <>
      <title>{documentTitle}</title>
      <PageHeader
        title={title}
        subtitle={subtitle}
        lastUpdated={settled ? summary.newestUpdatedAt : undefined}
        actions={<ButtonLink to="/primer-generator">New Project</ButtonLink>}
      />
      {loaded || !settled ? (
        <div className="stat-grid" aria-busy={!settled || undefined}>
          <StatCard label="Projects" value={settled ? summary.total : waiting} color="primary" />
          <StatCard label="Primers generated" value={settled ? summary.complete : waiting} color="tertiary" />
          <StatCard label="In progress" value={settled ? summary.inProgress : waiting} color="secondary" />
          <StatCard
            label="Completion"
            value={!settled ? waiting : summary.total === 0 ? '—' : `${summary.completionShare}%`}
            hint={!settled ? waiting : summary.total === 0 ? 'No projects yet' : 'Projects with a primer'}
            color="quaternary"
          />
        </div>
      ) : null}
      {!settled ? (
        <ProjectsGrid
          key="loading"
          projects={undefined}
          isPending
          error={null}
          onRetry={() => {}}
          hasContext={hasContext}
        />
      ) : (
        <DashboardSections
          loaded={loaded}
          summary={summary}
          projects={projects}
          projectsQuery={projectsQuery}
          hasContext={hasContext}
        />
      )}
    </>
  );
}

/** Everything below the stat cards, laid out once the data it depends on has arrived. */
function DashboardSections({
  loaded,
  summary,
  projects,
  projectsQuery,
  hasContext,
}: {
  loaded: boolean;
  summary: ReturnType<typeof summarizeProjects>;
  projects: Project[];
  projectsQuery: ReturnType<typeof useProjects>;
  hasContext: boolean;
}) {
  return (
    <>
      {loaded ? <TodayCard summary={summary} hasContext={hasContext} /> : null}
      <ProjectsGrid
        projects={projectsQuery.data}
        isPending={projectsQuery.isPending}
        error={projectsQuery.error}
        onRetry={() => void projectsQuery.refetch()}
        hasContext={hasContext}
      />
      <div className="panel-grid">
        {loaded ? (
          <>
            <ProjectStatusPanel summary={summary} />
            <ModuleProgressPanel summary={summary} />
            <NextStepPanel summary={summary} />
            <ProjectSourcesPanel summary={summary} />
            <ActivityPanel projects={projects} />
          </>
        ) : null}
        {/* The ledger is independent of the projects: its panel loads and fails on its own. */}
        <DecisionsPanel />
      </div>
    </>
  );
}

export function DashboardRoute() {
  return (
    <DashboardView
      title="Welcome to Charter"
      subtitle="Your projects, their primers and what needs your attention."
      documentTitle="Dashboard · Charter"
    />
  );
}
