import {
  EVOLUTION_STAGES,
  IMPACT_LEVELS,
  INSIGHT_CATEGORIES,
  INSIGHT_TYPES,
  type Insight,
} from '@charter/core';
import { useDeferredValue, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Card, CardHeader } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { StatCard } from '../../../components/ui/stat-card';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { toFullDate } from '../../../lib/format-time';
import {
  type InsightFilters,
  useCreateInsight,
  useInsights,
  useUpdateInsight,
} from '../api/historical-context';
import { humanize, levelColor, toOptions } from '../utils/labels';
import { AddEntryCard } from './add-entry-card';
import { EntryForm } from './entry-form';
import { EntryItem } from './entry-item';
import { EntryList } from './entry-list';
import { SectionState } from './section-state';

function InsightItem({ insight }: { insight: Insight }) {
  return (
    <EntryItem
      entry={insight}
      className="card insight"
      renderForm={(close) => <InsightForm insight={insight} onDone={close} />}
    >
      <h4 className="card-title">{insight.title}</h4>
      <p className="badge-list">
        <Badge color="primary">{humanize(insight.type)}</Badge>
        <Badge color="tertiary">{humanize(insight.category)}</Badge>
        <Badge color={levelColor[insight.impactLevel]}>{humanize(insight.impactLevel)} impact</Badge>
        <Badge color="neutral">{humanize(insight.evolutionStage)}</Badge>
        {insight.origin === 'user' ? <Badge color="quaternary">Added by you</Badge> : null}
      </p>
      <p>{insight.description}</p>
      {insight.userQuote && insight.userQuote !== insight.description ? (
        <blockquote className="muted">“{insight.userQuote}”</blockquote>
      ) : null}
      {insight.agentResponse ? <p>{insight.agentResponse}</p> : null}
      <p className="muted">
        {insight.sourceContext} · {toFullDate(insight.originalDate)}
      </p>
    </EntryItem>
  );
}

/** Adds an insight, or edits one of the user's own; derived insights follow what happened and are not edited. */
function InsightForm({ insight, onDone }: { insight?: Insight; onDone: () => void }) {
  const create = useCreateInsight();
  const update = useUpdateInsight();
  return (
    <EntryForm
      entry={insight}
      addName="Add an insight"
      addLabel="Save insight"
      failure="The insight could not be saved."
      description={{ required: true }}
      create={create}
      update={update}
      onDone={onDone}
      toBody={(text) => ({
        type: text('type') as Insight['type'],
        category: text('category') as Insight['category'],
        impactLevel: text('impactLevel') as Insight['impactLevel'],
        evolutionStage: text('evolutionStage') as Insight['evolutionStage'],
        userQuote: text('userQuote'),
      })}
    >
      <SelectField
        label="Insight type"
        name="type"
        options={toOptions(INSIGHT_TYPES)}
        defaultValue={insight?.type}
      />
      <SelectField
        label="Insight category"
        name="category"
        options={toOptions(INSIGHT_CATEGORIES)}
        defaultValue={insight?.category}
      />
      <SelectField
        label="Impact"
        name="impactLevel"
        options={toOptions(IMPACT_LEVELS)}
        defaultValue={insight?.impactLevel ?? 'medium'}
      />
      <SelectField
        label="Stage"
        name="evolutionStage"
        options={toOptions(EVOLUTION_STAGES)}
        defaultValue={insight?.evolutionStage ?? 'proposed'}
      />
      <TextAreaField
        label="Quote (optional)"
        name="userQuote"
        rows={2}
        maxLength={5000}
        defaultValue={insight?.userQuote}
      />
    </EntryForm>
  );
}

/** Strategic Insights: search, type and category filters, statistics, the 5 recent ones. */
export function InsightsSection() {
  const [filters, setFilters] = useState<InsightFilters>({ search: '', type: 'all', category: 'all' });
  const deferred = useDeferredValue(filters);
  const query = useInsights(deferred);
  const data = query.data;
  const set = (patch: Partial<InsightFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className="stack">
      {data?.mockDataWarning ? (
        <Alert tone="info">HSP-A005 Warning: the insights shown are example data.</Alert>
      ) : null}
      <SectionState what="insights" query={query}>
        {data ? (
          <div className="stat-grid">
            <StatCard label="Total insights" value={data.statistics.totalInsights} color="primary" />
            <StatCard
              label="Implemented insights"
              value={data.statistics.implementedInsights}
              color="tertiary"
            />
            <StatCard
              label="High-impact insights"
              value={data.statistics.highImpactInsights}
              color="secondary"
            />
          </div>
        ) : null}
      </SectionState>

      <AddEntryCard
        id="add-insight-title"
        title="Your own insights"
        addLabel="Add insight"
        renderForm={(close) => <InsightForm onDone={close} />}
      />

      <search className="filter-bar" aria-label="Filter insights">
        <TextField
          label="Search insights"
          type="search"
          value={filters.search}
          maxLength={200}
          onChange={(event) => set({ search: event.target.value })}
        />
        <SelectField
          label="Type"
          value={filters.type}
          options={toOptions(INSIGHT_TYPES, 'All types')}
          onChange={(event) => set({ type: event.target.value as InsightFilters['type'] })}
        />
        <SelectField
          label="Category"
          value={filters.category}
          options={toOptions(INSIGHT_CATEGORIES, 'All categories')}
          onChange={(event) => set({ category: event.target.value as InsightFilters['category'] })}
        />
      </search>

      {data ? (
        <>
          <Card as="section" aria-labelledby="recent-insights-title">
            <CardHeader id="recent-insights-title" title="Recent insights" level={3} />
            {data.recent.length === 0 ? (
              <p className="muted">No insights recorded yet</p>
            ) : (
              <ol className="bullet-list" aria-label="Recent insights">
                {data.recent.map((insight) => (
                  <li key={insight.id}>
                    {insight.title} <span className="muted">· {toFullDate(insight.originalDate)}</span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
          <section aria-labelledby="insight-results-title" className="stack">
            <h3 id="insight-results-title">Insights</h3>
            <p className="muted" role="status">
              {data.insights.length} of {data.statistics.totalInsights} insights shown
            </p>
            <EntryList
              entries={data.insights}
              label="Insights"
              empty="No insights found matching your criteria"
              renderEntry={(insight) => <InsightItem insight={insight} />}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
