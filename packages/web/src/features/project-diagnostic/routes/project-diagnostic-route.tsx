import { countUndecided, type ProjectAnalysis } from '@charter/core';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { isUnauthenticated } from '../../../lib/errors';
import { useAnalyzeProject } from '../api/analyze-project';
import { AnalysisFailure } from '../components/analysis-failure';
import { AnalysisProgress } from '../components/analysis-progress';
import { AnalysisResult, type DiagnosticTab } from '../components/analysis-result';
import { AnalyzeForm } from '../components/analyze-form';
import { EmptyAnalysis } from '../components/empty-analysis';
import { toHealthCaption } from '../utils/health-caption';
import { toFailureMessage } from '../utils/to-failure-message';

/** What the status region announces when the analysis is back, the calls not judged included. */
function toCompletionText(analysis: ProjectAnalysis): string {
  const undecided = analysis.undecided?.length ?? 0;
  return (
    `Analysis complete. Overall health ${analysis.overallHealth} out of 100: ${toHealthCaption(analysis.overallHealth)}.` +
    (undecided > 0 ? ` Performance has ${countUndecided(undecided)}.` : '')
  );
}

/** A repository cloned and scanned by the server, scored per category. */
export function ProjectDiagnosticRoute() {
  const [projectUrl, setProjectUrl] = useState('');
  const [tab, setTab] = useState<DiagnosticTab>('overview');
  const analyze = useAnalyzeProject();

  const run = (url: string) => {
    setTab('overview');
    analyze.mutate(url);
  };
  const analysis = analyze.isSuccess ? analyze.data.analysis : null;

  return (
    <>
      <title>Project Diagnostic · Charter</title>
      <PageHeader
        title="Project Diagnostic"
        subtitle="Score a repository’s dependencies, performance, accessibility and architecture, with located issues and what to fix first."
        lastUpdated={analysis?.analyzedAt}
      />
      <div className="stack diagnostic-page">
        <AnalyzeForm
          value={projectUrl}
          onChange={setProjectUrl}
          onSubmit={() => run(projectUrl.trim())}
          pending={analyze.isPending}
        />
        {/* Always mounted, so screen readers announce each change of what is happening. */}
        <p role="status" className="visually-hidden">
          {analyze.isPending ? `Analyzing ${analyze.variables}…` : analysis ? toCompletionText(analysis) : ''}
        </p>
        {analyze.isPending ? <AnalysisProgress projectUrl={analyze.variables} /> : null}
        {analyze.isError ? (
          <AnalysisFailure
            message={toFailureMessage(analyze.error)}
            signedOut={isUnauthenticated(analyze.error)}
            onRetry={() => run(analyze.variables)}
          />
        ) : null}
        {analysis ? <AnalysisResult analysis={analysis} tab={tab} onTabChange={setTab} /> : null}
        {analyze.isIdle ? <EmptyAnalysis /> : null}
      </div>
    </>
  );
}
