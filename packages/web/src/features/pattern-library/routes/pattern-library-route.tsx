import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeader } from '../../../components/layout/page-header';
import { TextField } from '../../../components/ui/field';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { toUserMessage } from '../../../lib/errors';
import { type PatternWithUsage, usePatterns } from '../api/list-patterns';
import { PATTERN_CATEGORY_LABELS, PatternCard } from '../components/pattern-card';

const CATEGORY_OPTIONS = [
  { value: 'all', label: 'All categories' },
  ...Object.entries(PATTERN_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
];

const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'proven', label: 'Proven' },
  { value: 'experimental', label: 'Experimental' },
  { value: 'deprecated', label: 'Deprecated' },
];

function matches(pattern: PatternWithUsage, search: string, category: string, status: string): boolean {
  if (category !== 'all' && pattern.category !== category) return false;
  if (status !== 'all' && pattern.status !== status) return false;
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [pattern.name, pattern.description, pattern.implementation, ...pattern.keywords, ...pattern.benefits]
    .join(' ')
    .toLowerCase()
    .includes(needle);
}

/** Whose decisions the usage figures count: the signed-in user's, or (admin area) every user's. */
const SCOPES = {
  user: {
    subtitle: 'Architectural patterns with their sources, and how often your agents’ decisions follow them.',
    none: 'None of your decisions yet',
    from: 'From your decision ledger',
  },
  admin: {
    subtitle:
      'Architectural patterns with their sources, and how often the decisions of every user follow them.',
    none: 'No user’s decisions yet',
    from: 'From every user’s decision ledger',
  },
} as const;

export function PatternLibraryRoute() {
  return <PatternLibraryView patterns={usePatterns()} scope="user" />;
}

export function PatternLibraryView({
  patterns,
  scope,
}: {
  patterns: UseQueryResult<PatternWithUsage[]>;
  scope: keyof typeof SCOPES;
}) {
  const text = SCOPES[scope];
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('all');
  const [status, setStatus] = useState('all');
  const all = patterns.data ?? [];
  const shown = all.filter((pattern) => matches(pattern, search, category, status));
  const decisionsMatched = all.reduce((sum, pattern) => sum + pattern.usage.decisionsMatched, 0);

  return (
    <>
      <title>Pattern Library · Charter</title>
      <PageHeader title="Pattern Library" subtitle={text.subtitle} />
      {patterns.isSuccess ? (
        <div className="stat-grid">
          <StatCard label="Patterns" value={all.length} hint="In the library" color="primary" />
          <StatCard
            label="Proven"
            value={all.filter((pattern) => pattern.status === 'proven').length}
            hint="Backed by their sources"
            color="tertiary"
          />
          <StatCard
            label="Decisions matched"
            value={decisionsMatched}
            hint={decisionsMatched === 0 ? text.none : text.from}
            color="quaternary"
          />
        </div>
      ) : null}
      <search className="filter-bar" aria-label="Filter patterns">
        <TextField
          label="Search patterns"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder="Name, description or keyword"
        />
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        />
      </search>
      {patterns.isPending ? (
        <LoadingState
          label="Loading patterns..."
          className="pattern-grid"
          busy
          title
          skeletons={2}
          cards={{ count: 4, className: 'pattern-card', testId: 'pattern-skeleton' }}
        />
      ) : patterns.isError ? (
        <LoadError
          message={toUserMessage(patterns.error, 'The pattern library could not be loaded.')}
          onRetry={() => void patterns.refetch()}
        />
      ) : all.length === 0 ? (
        <p className="muted">The pattern library is empty.</p>
      ) : shown.length === 0 ? (
        <p className="muted" role="status">
          No pattern matches these filters.
        </p>
      ) : (
        <div className="pattern-grid">
          {shown.map((pattern) => (
            <PatternCard key={pattern.id} pattern={pattern} />
          ))}
        </div>
      )}
    </>
  );
}
