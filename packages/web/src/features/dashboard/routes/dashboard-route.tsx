import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { StatCard } from '../../../components/ui/stat-card';
import { hasOnboardingContext } from '../../../lib/onboarding-context';
import { useProjects } from '../api/get-projects';
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
  const [hasContext] = useState(hasOnboardingContext);
  const projects = projectsQuery.data ?? [];
  const summary = summarizeProjects(projects);
  const loaded = projectsQuery.isSuccess;

  return (
    <>
      <title>{documentTitle}</title>
      <PageHeader
        title={title}
        subtitle={subtitle}
        lastUpdated={summary.newestUpdatedAt}
        actions={<ButtonLink to="/primer-generator">New Project</ButtonLink>}
      />
      {loaded ? (
        <div className="stat-grid">
          <StatCard label="Projects" value={summary.total} color="primary" />
          <StatCard label="Primers generated" value={summary.complete} color="tertiary" />
          <StatCard label="In progress" value={summary.inProgress} color="secondary" />
          <StatCard
            label="Completion"
            value={summary.total === 0 ? '—' : `${summary.completionShare}%`}
            hint={summary.total === 0 ? 'No projects yet' : 'Projects with a primer'}
            color="quaternary"
          />
        </div>
      ) : null}
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
