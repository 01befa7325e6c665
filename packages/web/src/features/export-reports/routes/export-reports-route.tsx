import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { QueryState, type StateQuery } from '../../../components/ui/query-state';
import { useConstitution, useDecisions, useProjects, useRebellions } from '../api/report-sources';
import { ExportReports } from '../components/export-reports';
import type { ReportSource } from '../utils/report';
import '../components/export-reports.css';

/** The four reads as one: loading until all answer, failed if any failed (Retry reads the failed ones again). */
function useReportSource(): StateQuery<ReportSource> {
  const queries = [useDecisions(), useRebellions(), useProjects(), useConstitution()] as const;
  const [decisions, rebellions, projects, constitution] = queries;
  const failed = queries.filter((q) => q.isError);
  const ready = decisions.data && rebellions.data && projects.data && constitution.data;
  return {
    isPending: failed.length === 0 && queries.some((q) => q.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    data: ready
      ? {
          decisions: decisions.data,
          rebellions: rebellions.data,
          projects: projects.data,
          constitution: constitution.data,
        }
      : undefined,
    refetch: () => Promise.all(failed.map((q) => q.refetch())),
  };
}

export function ExportReportsRoute() {
  const source = useReportSource();
  return (
    <>
      <title>Export Reports · Charter</title>
      <PageHeader
        title="Export Reports"
        subtitle="Download a governance audit — decisions, rebellions, projects and rules — from your stored data."
      />
      <QueryState
        query={source}
        loading="Loading your governance data..."
        skeletons={4}
        error="Your governance data could not be loaded."
        serverMessage="after"
        isEmpty={(data) =>
          data.decisions.length === 0 && data.rebellions.length === 0 && data.projects.length === 0
        }
        empty={
          <div className="empty-state">
            <h2 className="empty-title">Nothing to export yet</h2>
            <p className="empty-text">
              Reports are built from what Charter recorded for you: your agents’ decisions, their rebellions
              and your projects. There are none yet, so there is nothing to audit — no sample rows stand in.
            </p>
            <ButtonLink to="/quick-start">Connect an agent</ButtonLink>
          </div>
        }
      >
        {(data) => <ExportReports source={data} />}
      </QueryState>
    </>
  );
}
