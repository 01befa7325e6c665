import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Tabs } from '../../../components/ui/tabs';
import { EvolutionSection } from '../components/evolution-section';
import { InsightsSection } from '../components/insights-section';
import { TodosSection } from '../components/todos-section';

const TABS = ['insights', 'evolution', 'todos'] as const;
type Tab = (typeof TABS)[number];
const toTab = (value: string | null): Tab => TABS.find((tab) => tab === value) ?? 'insights';

/**
 * Historical Context & Strategic Insights: three tabs (`?tab=`) over what the account really
 * recorded — decisions, rebellions, projects, memory decisions, rescue missions — and the user's own entries.
 */
export function HistoricalContextRoute() {
  const [params, setParams] = useSearchParams();
  const selected = toTab(params.get('tab'));
  const select = (tab: Tab) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (tab === 'insights') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <title>Historical Context · Charter</title>
      <PageHeader
        title="Historical Context"
        subtitle="Strategic insights, project evolution and todos drawn from your decisions, rebellions, primers, memory and rescue missions."
      />
      <Tabs
        label="Historical context sections"
        selected={selected}
        onSelect={select}
        tabs={[
          { key: 'insights', label: 'Strategic Insights', panel: <InsightsSection /> },
          { key: 'evolution', label: 'Project Evolution', panel: <EvolutionSection /> },
          { key: 'todos', label: 'Strategic Todos', panel: <TodosSection /> },
        ]}
      />
    </>
  );
}
