import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { TextField } from '../../../components/ui/field';
import { LoadingState } from '../../../components/ui/query-state';
import { Tabs } from '../../../components/ui/tabs';
import { useAdminProjects } from '../api/get-admin-projects';
import { AdminOverviewPanel } from '../components/admin-overview-panel';
import { AdminProjectsTable } from '../components/admin-projects-table';
import { type AdminRebellionFilter, AdminRebellionsPanel } from '../components/admin-rebellions-panel';
import { AdminSettingsPanel } from '../components/admin-settings-panel';
import { LoadError } from '../components/load-error';

type AdminTab = 'overview' | 'connected' | 'rebellions' | 'settings';

const FILTERS: readonly { key: AdminRebellionFilter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'pending', label: 'Pending' },
  { key: 'decided', label: 'Decided' },
];

/** The admin variant, across all users — four tabs, a search, All / Pending / Decided. */
export function AdminMyProjectsRoute() {
  const [tab, setTab] = useState<AdminTab>('overview');
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<AdminRebellionFilter>('pending');
  const data = useAdminProjects();

  if (data.isPending) {
    return <LoadingState label="Loading projects..." />;
  }
  if (data.isError) {
    return (
      <>
        <PageHeader title="My Projects (admin)" />
        <LoadError what="projects" error={data.error} onRetry={() => void data.refetch()} />
      </>
    );
  }

  return (
    <>
      <title>My Projects (admin) · Charter</title>
      <PageHeader
        title="My Projects (admin)"
        subtitle="Every user’s projects, their health, keys and exception requests."
      />
      <div className="rebellion-toolbar">
        <TextField
          label="Search projects and rebellions"
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <fieldset className="segmented">
          <legend className="visually-hidden">Show rebellions</legend>
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className="segmented-item"
              aria-pressed={filter === f.key}
              onClick={() => {
                setFilter(f.key);
                setTab('rebellions');
              }}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
      </div>
      <Tabs
        label="Admin My Projects views"
        selected={tab}
        onSelect={setTab}
        tabs={[
          { key: 'overview', label: 'Overview', panel: <AdminOverviewPanel data={data.data} /> },
          {
            key: 'connected',
            label: 'Connected Projects',
            panel: <AdminProjectsTable projects={data.data.projects} query={query} />,
          },
          {
            key: 'rebellions',
            label: 'Constitutional Rebellions',
            panel: <AdminRebellionsPanel rebellions={data.data.rebellions} filter={filter} query={query} />,
          },
          { key: 'settings', label: 'Settings', panel: <AdminSettingsPanel projects={data.data.projects} /> },
        ]}
      />
    </>
  );
}
