import { useEffect, useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { Tabs } from '../../../components/ui/tabs';
import { useTrending } from '../api/get-trending';
import {
  type PracticeCategoryFilter,
  type PracticeFilters,
  type SeverityFilter,
  usePractices,
} from '../api/list-practices';
import { CategoriesTab } from '../components/categories-tab';
import {
  CollectionActionButtons,
  InitializeButton,
  useCollectionActions,
} from '../components/collection-actions';
import { PracticeListTab } from '../components/practice-list-tab';
import { TrendingTab } from '../components/trending-tab';
import { summarizeCollection } from '../utils/summarize-collection';

const ALL: PracticeFilters = { category: 'all', severity: 'all', search: '' };
const SEARCH_DELAY_MS = 300;

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  { value: 'dependencies', label: 'Dependencies' },
  { value: 'api', label: 'API' },
  { value: 'database', label: 'Database' },
  { value: 'ui', label: 'UI' },
  { value: 'deployment', label: 'Deployment' },
] as const;

const SEVERITY_OPTIONS = [
  { value: 'all', label: 'All severities' },
  { value: 'critical', label: 'Critical' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

type TabKey = 'practices' | 'categories' | 'trending';

/** Waits until typing pauses before the search reaches the server. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function BestPracticesRoute() {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<PracticeCategoryFilter>('all');
  const [severity, setSeverity] = useState<SeverityFilter>('all');
  const [tab, setTab] = useState<TabKey>('practices');
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const filters: PracticeFilters = { category, severity, search: debouncedSearch };
  const filtered = category !== 'all' || severity !== 'all' || debouncedSearch !== '';

  // The whole collection feeds the counters and the empty state; the filtered list feeds the cards.
  const collection = usePractices(ALL);
  const list = usePractices(filters);
  const trending = useTrending();
  const actions = useCollectionActions();

  const isEmpty = collection.isSuccess && collection.data.total === 0;
  const counters = collection.isSuccess
    ? summarizeCollection(collection.data.practices, collection.data.total, trending.data)
    : null;

  const clearFilters = () => {
    setSearch('');
    setCategory('all');
    setSeverity('all');
  };

  return (
    <>
      <title>Best Practices · Charter</title>
      <PageHeader
        title="Best Practices Collection"
        subtitle="Problems AI-built projects keep hitting, how to avoid them, and the rules Charter enforces for them."
        actions={<CollectionActionButtons actions={actions} initialized={collection.isSuccess && !isEmpty} />}
      />
      {counters ? (
        <div className="stat-grid">
          <StatCard
            label="Total practices"
            value={counters.total}
            hint="In your collection"
            color="primary"
          />
          <StatCard
            label="Trending issues"
            value={counters.trendingIssues ?? '—'}
            hint={
              counters.trendingIssues !== null
                ? 'Hit by your agents’ decisions'
                : trending.isError
                  ? 'Could not be loaded: see the Trending tab'
                  : 'Loading...'
            }
            color="secondary"
          />
          <StatCard
            label="Rules generated"
            value={counters.withRule}
            hint={counters.partial ? 'Among the first 50 practices' : 'Practices with a rule'}
            color="tertiary"
          />
          <StatCard
            label="Sources cited"
            value={counters.sources}
            hint={counters.partial ? 'Among the first 50 practices' : 'Distinct pages your practices cite'}
            color="quaternary"
          />
        </div>
      ) : null}

      {isEmpty ? (
        <section className="empty-state" aria-labelledby="empty-collection-heading">
          <svg className="empty-illustration" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <path
              d="M14 12h28l8 8v32H14z M42 12v8h8 M22 30h20 M22 38h20 M22 46h12"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
              strokeLinejoin="round"
            />
          </svg>
          <h2 className="empty-title" id="empty-collection-heading">
            Your collection is empty
          </h2>
          <p className="empty-text">
            Charter ships a curated catalogue of practices, each with its sources. Initialize the collection
            to install the core set; Auto-Collect then adds the rest of the bundled community dataset.
          </p>
          <InitializeButton actions={actions} />
        </section>
      ) : (
        <>
          <search className="filter-bar" aria-label="Filter practices">
            <TextField
              label="Search practices"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder="Title, description or tag"
              className="filter-search"
            />
            <SelectField
              label="Category"
              options={CATEGORY_OPTIONS}
              value={category}
              onChange={(event) => setCategory(event.target.value as PracticeCategoryFilter)}
            />
            <SelectField
              label="Severity"
              options={SEVERITY_OPTIONS}
              value={severity}
              onChange={(event) => setSeverity(event.target.value as SeverityFilter)}
            />
          </search>
          <Tabs
            label="Best practices views"
            selected={tab}
            onSelect={setTab}
            tabs={[
              {
                key: 'practices',
                label: 'Best Practices',
                panel: (
                  <PracticeListTab
                    practices={list.data?.practices}
                    isPending={list.isPending}
                    error={list.error}
                    onRetry={() => void list.refetch()}
                    filtered={filtered}
                    onClearFilters={clearFilters}
                  />
                ),
              },
              { key: 'categories', label: 'Categories', panel: <CategoriesTab /> },
              {
                key: 'trending',
                label: 'Trending',
                panel: (
                  <TrendingTab
                    trending={trending.data}
                    isError={trending.isError}
                    onRetry={() => void trending.refetch()}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </>
  );
}
