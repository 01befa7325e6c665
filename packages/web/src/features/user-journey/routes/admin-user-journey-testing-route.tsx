import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { useAdminJourneyAnalytics, useAdminJourneyResults } from '../api/results';
import { ResultsTab } from '../components/results-tab';
import { ScenarioList } from '../components/scenario-list';
import '../components/user-journey.css';

type Tab = 'results' | 'scenarios';

/**
 * The admin variant: the same analytics and results across every user (admin session). Admins review;
 * tests are run by users on /user-journey-test.
 */
export function AdminUserJourneyTestingRoute() {
  const analytics = useAdminJourneyAnalytics();
  const results = useAdminJourneyResults();
  const [tab, setTab] = useState<Tab>('results');
  return (
    <>
      <title>User Journey Testing (admin) · Charter</title>
      <PageHeader
        title="User Journey Testing"
        subtitle="Every user’s journey test results and the analytics computed from them."
      />
      <Tabs
        label="User journey testing, all users"
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'results',
            label: 'Test Results',
            panel: <ResultsTab analytics={analytics} results={results} scope="all users’" />,
          },
          { key: 'scenarios', label: 'Test Scenarios', panel: <ScenarioList runningScenarioId={null} /> },
        ]}
      />
    </>
  );
}
