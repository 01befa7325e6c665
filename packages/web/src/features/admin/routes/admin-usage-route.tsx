import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { useAdminUsage } from '../api/get-admin-usage';
import { DecisionsPerDayTable, PendingRebellionsTable } from '../components/admin-usage-panels';

const PERIODS = [
  { value: '7', label: 'Last 7 days' },
  { value: '14', label: 'Last 14 days' },
  { value: '30', label: 'Last 30 days' },
  { value: '90', label: 'Last 90 days' },
] as const;

/**
 * /admin/roi-analytics: the operator's view of governance at work across every user — decisions per day by
 * source, how many were blocked or approved is each user's own ROI screen; here, volume and what waits.
 */
export function AdminUsageRoute() {
  const [days, setDays] = useState(14);
  const usage = useAdminUsage(days);
  return (
    <>
      <title>ROI Analytics (admin) · Charter</title>
      <PageHeader
        title="ROI Analytics"
        subtitle="Governance across every user: decisions and what waits for a decision."
      />
      <div className="stack">
        <SelectField
          label="Period"
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={PERIODS}
        />
        <QueryState
          query={usage}
          loading="Loading usage..."
          skeletons={3}
          error="Usage could not be loaded."
          serverMessage="after"
        >
          {(data) => {
            const total = data.decisionsPerDay.reduce((sum, row) => sum + row.count, 0);
            const sources = new Set(data.decisionsPerDay.map((row) => row.source)).size;
            return (
              <>
                <div className="stat-grid">
                  <StatCard
                    label={`Decisions, last ${data.days} days`}
                    value={total.toLocaleString('en-US')}
                  />
                  <StatCard label="Sources in use" value={sources} color="secondary" />
                  <StatCard label="Keys in use" value={data.keys.length} color="tertiary" />
                  <StatCard label="Pending rebellions" value={data.pendingRebellions.length} />
                </div>
                <Card as="section" aria-labelledby="roi-decisions-title">
                  <CardHeader id="roi-decisions-title" title="Decisions per day by source" />
                  <DecisionsPerDayTable usage={data} />
                </Card>
                <Card as="section" aria-labelledby="roi-rebellions-title">
                  <CardHeader
                    id="roi-rebellions-title"
                    title="Pending rebellions"
                    description="Each is decided by its project's owner."
                  />
                  <PendingRebellionsTable rebellions={data.pendingRebellions} />
                </Card>
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
