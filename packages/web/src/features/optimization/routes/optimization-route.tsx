import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { Tabs } from '../../../components/ui/tabs';
import { useUser } from '../../../lib/auth';
import { usePatternSummary } from '../api/get-pattern-summary';
import { ContentSamplingTab } from '../components/content-sampling-tab';
import { PatternStatusList } from '../components/pattern-status-list';
import { PatternsBanner } from '../components/patterns-banner';
import { ProactiveAnalysisTab } from '../components/proactive-analysis-tab';
import { ProviderRoutingTab } from '../components/provider-routing-tab';
import { ResilienceTab } from '../components/resilience-tab';

type TabKey = 'resilience' | 'sampling' | 'routing' | 'proactive';

/**
 * Optimization: Charter's own success patterns and their status, and four tabs that run
 * those patterns on the visitor's content. The page has no gate; the tests run on the server and need a
 * signed-in user, so a visitor is invited to sign in.
 */
export function OptimizationRoute() {
  const [tab, setTab] = useState<TabKey>('resilience');
  const summary = usePatternSummary();
  const user = useUser();

  return (
    <div className="optimization-page">
      <title>Optimization · Charter</title>
      <PageHeader
        title="Optimization"
        subtitle="The patterns that keep Charter fast, cheap and reliable — and a place to try them."
      />
      <PatternsBanner patterns={summary.data?.hash_patterns} />
      <div className="optimization-layout">
        <PatternStatusList summary={summary} />
        <Card as="section" aria-labelledby="optimization-tests-title">
          <h2 id="optimization-tests-title" className="card-title">
            Try the patterns
          </h2>
          {user.data === null ? (
            <Alert tone="info">
              The tests run on Charter’s server: <Link to="/login">sign in</Link> or{' '}
              <Link to="/register">create an account</Link> to run them.
            </Alert>
          ) : null}
          <Tabs<TabKey>
            label="Optimization patterns"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'resilience', label: 'Hybrid Resilience', panel: <ResilienceTab /> },
              { key: 'sampling', label: 'Content Sampling', panel: <ContentSamplingTab /> },
              { key: 'routing', label: 'Provider Routing', panel: <ProviderRoutingTab /> },
              { key: 'proactive', label: 'Proactive Analysis', panel: <ProactiveAnalysisTab /> },
            ]}
          />
        </Card>
      </div>
    </div>
  );
}
