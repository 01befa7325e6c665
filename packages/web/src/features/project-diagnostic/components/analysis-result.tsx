import type { ProjectAnalysis } from '@charter/core';
import { describeOverallHealth } from '@charter/core';
import { Tabs } from '../../../components/ui/tabs';
import { AnalysisSource } from './analysis-source';
import { DetailedAnalysisTab } from './detailed-analysis-tab';
import { HealthSummary } from './health-summary';
import { OverviewTab } from './overview-tab';
import { RecommendationsTab } from './recommendations-tab';
import { ReportDownloads } from './report-downloads';

export type DiagnosticTab = 'overview' | 'recommendations' | 'details';

/** A finished analysis: health, the three views, what was scanned, and the downloads. */
export function AnalysisResult({
  analysis,
  tab,
  onTabChange,
}: {
  analysis: ProjectAnalysis;
  tab: DiagnosticTab;
  onTabChange: (tab: DiagnosticTab) => void;
}) {
  return (
    <div className="stack diagnostic-result">
      {/* The server computes it from the categories by core's formula (toOverallHealth); the screen says how. */}
      <HealthSummary score={analysis.overallHealth} formula={describeOverallHealth(analysis.diagnostics)} />
      <Tabs<DiagnosticTab>
        label="Diagnostic views"
        selected={tab}
        onSelect={onTabChange}
        tabs={[
          {
            key: 'overview',
            label: 'Overview',
            panel: <OverviewTab diagnostics={analysis.diagnostics} undecided={analysis.undecided} />,
          },
          {
            key: 'recommendations',
            label: 'Recommendations',
            panel: <RecommendationsTab diagnostics={analysis.diagnostics} />,
          },
          {
            key: 'details',
            label: 'Detailed Analysis',
            panel: <DetailedAnalysisTab diagnostics={analysis.diagnostics} undecided={analysis.undecided} />,
          },
        ]}
      />
      <div className="diagnostic-aside">
        <AnalysisSource analysis={analysis} />
        <ReportDownloads analysis={analysis} />
      </div>
    </div>
  );
}
