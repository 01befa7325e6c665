import type { Project, ProjectActivity } from '@charter/core';
import { ApiError, isCharterProject, projectSlug } from '@charter/core';
import { type ReactNode, useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { toUserMessage } from '../../../lib/errors';
import { useContextEntries } from '../api/get-context-entries';
import { useProject } from '../api/get-project';
import { useProjectActivity } from '../api/get-project-activity';
import { useUserSessions } from '../api/get-user-sessions';
import { ContextEntriesPanel, HistoricalContextSummary } from '../components/context-entries';
import { ContextPanel } from '../components/context-panel';
import { HistoryPanel } from '../components/history-panel';
import { DecisionDetail, ItemNotFound, RebellionDetail } from '../components/item-detail';
import { PrimerPanel } from '../components/primer-panel';
import { SessionsList } from '../components/sessions-list';
import { StatusCards } from '../components/status-cards';
import { TimelineList } from '../components/timeline-list';
import { buildTimeline } from '../utils/build-timeline';
import { sessionsOfProject } from '../utils/project-files';
import {
  ITEM_KINDS,
  PROJECT_SECTIONS,
  type ProjectSection,
  SECTION_LABELS,
  sectionPath,
  toSection,
} from '../utils/sections';

/** How many events and sessions the overview previews. */
const OVERVIEW_ITEMS = 5;

interface Crumb {
  label: string;
  to: string;
}

/** My Projects, then the project, its section and item: every crumb but the last is a link. */
function Breadcrumb({ current, trail = [] }: { current: string; trail?: readonly Crumb[] }) {
  const crumbs: Crumb[] = [{ label: 'My Projects', to: '/my-projects' }, ...trail];
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {crumbs.map((crumb) => (
          <li key={crumb.to}>
            <Link to={crumb.to}>{crumb.label}</Link>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

interface ItemRef {
  subsection: string | undefined;
  itemId: string | undefined;
}

function HistorySection({
  projectId,
  activity,
  item,
}: {
  projectId: string;
  activity: ProjectActivity;
  item: ItemRef;
}) {
  const { subsection, itemId } = item;
  if (subsection !== undefined && !(ITEM_KINDS as readonly string[]).includes(subsection)) {
    return <ItemNotFound projectId={projectId} what="Page" />;
  }
  if (subsection === 'decisions' && itemId !== undefined) {
    const decision = activity.decisions.find((d) => d.decision_id === itemId);
    return decision ? (
      <DecisionDetail projectId={projectId} decision={decision} />
    ) : (
      <ItemNotFound projectId={projectId} what="Decision" />
    );
  }
  if (subsection === 'rebellions' && itemId !== undefined) {
    const rebellion = activity.rebellions.find((r) => r.rebellion_id === itemId);
    return rebellion ? (
      <RebellionDetail projectId={projectId} rebellion={rebellion} />
    ) : (
      <ItemNotFound projectId={projectId} what="Rebellion" />
    );
  }
  return (
    <HistoryPanel projectId={projectId} decisions={activity.decisions} rebellions={activity.rebellions} />
  );
}

function ProjectSections({
  project,
  section,
  item,
}: {
  project: Project;
  section: ProjectSection;
  item: ItemRef;
}) {
  const navigate = useNavigate();
  const activity = useProjectActivity(project.id);
  // Only the Charter project shows (and fetches) its context entries.
  const charter = isCharterProject(project.name);
  const contextEntries = useContextEntries(projectSlug(project.name), charter);
  const sessions = useUserSessions();
  const projectSessions = useMemo(
    () => (sessions.data ? sessionsOfProject(sessions.data, project.name) : undefined),
    [sessions.data, project.name],
  );
  const timeline = useMemo(
    () => (activity.data ? buildTimeline(project, activity.data.decisions, activity.data.rebellions) : null),
    [activity.data, project],
  );

  const activityFailure = activity.isError ? (
    <LoadError
      message={toUserMessage(activity.error, 'The project’s decisions and rebellions could not be loaded.')}
      onRetry={() => void activity.refetch()}
    />
  ) : null;
  const activityLoading = <LoadingState label="Loading activity..." />;

  const sessionsList = (limit?: number) => (
    <SessionsList
      projectId={project.id}
      sessions={projectSessions}
      isError={sessions.isError}
      error={sessions.error}
      onRetry={() => void sessions.refetch()}
      limit={limit}
    />
  );

  const panels: Record<ProjectSection, ReactNode> = {
    overview: (
      <div className="panel-grid">
        {charter ? <HistoricalContextSummary projectId={project.id} query={contextEntries} /> : null}
        <PrimerPanel project={project} />
        <Card as="section" aria-labelledby="overview-sessions-title">
          <CardHeader
            id="overview-sessions-title"
            title="Conversation Sessions"
            action={
              <ButtonLink to={sectionPath(project.id, 'sessions')} variant="ghost" size="sm">
                All sessions
              </ButtonLink>
            }
          />
          {sessionsList(OVERVIEW_ITEMS)}
        </Card>
        <Card as="section" aria-labelledby="overview-timeline-title">
          <CardHeader
            id="overview-timeline-title"
            title="Recent Activity"
            action={
              <ButtonLink to={sectionPath(project.id, 'timeline')} variant="ghost" size="sm">
                Full timeline
              </ButtonLink>
            }
          />
          {activityFailure ??
            (timeline ? (
              <TimelineList
                projectId={project.id}
                events={timeline.slice(0, OVERVIEW_ITEMS)}
                label="Recent activity"
              />
            ) : (
              activityLoading
            ))}
        </Card>
      </div>
    ),
    context: charter ? (
      <>
        <ContextPanel project={project} />
        <ContextEntriesPanel query={contextEntries} />
      </>
    ) : (
      <ContextPanel project={project} />
    ),
    'historical-context':
      activityFailure ??
      (activity.data ? (
        <HistorySection projectId={project.id} activity={activity.data} item={item} />
      ) : (
        activityLoading
      )),
    sessions: (
      <Card as="section" aria-labelledby="sessions-title">
        <CardHeader
          id="sessions-title"
          title="Conversation Sessions"
          description="Conversational-primer sessions saved under this project's name."
        />
        {sessionsList()}
      </Card>
    ),
    timeline: (
      <Card as="section" aria-labelledby="timeline-title">
        <CardHeader
          id="timeline-title"
          title="Timeline"
          description="Everything that happened, newest first."
        />
        {activityFailure ??
          (timeline ? (
            <TimelineList projectId={project.id} events={timeline} label="Project timeline" />
          ) : (
            activityLoading
          ))}
      </Card>
    ),
  };

  return (
    <>
      <section aria-label="Project status">
        {activity.data ? (
          <StatusCards summary={activity.data.summary} />
        ) : activity.isError ? (
          activityFailure
        ) : (
          activityLoading
        )}
      </section>
      <Tabs
        label="Project sections"
        selected={section}
        onSelect={(key) => void navigate(sectionPath(project.id, key))}
        tabs={PROJECT_SECTIONS.map((key) => ({ key, label: SECTION_LABELS[key], panel: panels[key] }))}
      />
    </>
  );
}

function ProjectBreadcrumb({
  project,
  section,
  segment,
  item,
}: {
  project: Project;
  section: ProjectSection | null;
  segment: string | undefined;
  item: ItemRef;
}) {
  if (segment === undefined) return <Breadcrumb current={project.name} />;
  const projectCrumb = { label: project.name, to: sectionPath(project.id, 'overview') };
  const sectionLabel = section ? SECTION_LABELS[section] : segment;
  if (item.subsection === undefined || section === null) {
    return <Breadcrumb trail={[projectCrumb]} current={sectionLabel} />;
  }
  return (
    <Breadcrumb
      trail={[projectCrumb, { label: sectionLabel, to: sectionPath(project.id, section) }]}
      current={item.itemId ?? item.subsection}
    />
  );
}

export function ProjectDetailRoute() {
  const { projectId = '', section: segment, subsection, itemId } = useParams();
  const project = useProject(projectId);
  const section = toSection(segment);

  if (project.isPending) {
    return (
      <>
        <title>Project · Charter</title>
        <Breadcrumb current="Loading..." />
        <LoadingState label="Loading project..." />
      </>
    );
  }
  if (project.isError) {
    if (project.error instanceof ApiError && project.error.status === 404) {
      return (
        <>
          <title>Project Not Found · Charter</title>
          <Breadcrumb current="Not found" />
          <div className="empty-state">
            <h1 className="empty-title">Project Not Found</h1>
            <p className="empty-text">This project doesn't exist, or it isn't one of yours.</p>
            <ButtonLink to="/my-projects" variant="secondary">
              <span aria-hidden="true">←</span> Back to My Projects
            </ButtonLink>
          </div>
        </>
      );
    }
    return (
      <>
        <title>Project · Charter</title>
        <Breadcrumb current="Error" />
        <h1 className="page-title">Project</h1>
        <LoadError
          message="Failed to load project data. Please refresh the page."
          onRetry={() => void project.refetch()}
        />
      </>
    );
  }

  const data = project.data;
  return (
    <>
      <title>{`${data.name} · Charter`}</title>
      <ProjectBreadcrumb project={data} section={section} segment={segment} item={{ subsection, itemId }} />
      <PageHeader
        title={data.name}
        subtitle={data.description || undefined}
        lastUpdated={data.updatedAt}
        actions={
          <>
            {data.url ? (
              <a
                className="btn btn-secondary btn-md"
                href={data.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                View Site<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : null}
            <ButtonLink to="/my-projects?tab=settings" variant="secondary">
              Settings
            </ButtonLink>
          </>
        }
      />
      {section === null ? (
        <div className="empty-state">
          <h2 className="empty-title">Section Not Found</h2>
          <p className="empty-text">
            This project has no section “{segment}”. Its sections are{' '}
            {PROJECT_SECTIONS.map((key) => SECTION_LABELS[key]).join(', ')}.
          </p>
          <ButtonLink to={sectionPath(data.id, 'overview')} variant="secondary">
            Back to the overview
          </ButtonLink>
        </div>
      ) : (
        <ProjectSections project={data} section={section} item={{ subsection, itemId }} />
      )}
    </>
  );
}
