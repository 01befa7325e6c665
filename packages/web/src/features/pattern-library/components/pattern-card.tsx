import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { CodeBlock } from '../../../components/ui/code-block';
import { Tabs } from '../../../components/ui/tabs';
import type { PatternWithUsage } from '../api/list-patterns';
import { CopyCodeButton } from './copy-code-button';

export const PATTERN_CATEGORY_LABELS: Record<PatternWithUsage['category'], string> = {
  authentication: 'Authentication',
  database: 'Database',
  deployment: 'Deployment',
  ui: 'UI',
  api: 'API',
  'state-management': 'State management',
};

const STATUS: Record<PatternWithUsage['status'], { label: string; color: BrandColor | 'neutral' }> = {
  proven: { label: 'Proven', color: 'tertiary' },
  experimental: { label: 'Experimental', color: 'secondary' },
  deprecated: { label: 'Deprecated', color: 'neutral' },
};

type PatternTab = 'overview' | 'benefits' | 'code' | 'usage';

function Usage({ usage }: { usage: PatternWithUsage['usage'] }) {
  if (usage.decisionsMatched === 0) {
    return (
      <p className="muted">
        No decisions matched yet. When an agent’s proposed implementation follows this pattern, Charter counts
        it here.
      </p>
    );
  }
  return (
    <dl className="usage-figures">
      <div>
        <dt>Decisions matched</dt>
        <dd>{usage.decisionsMatched}</dd>
      </div>
      <div>
        <dt>Approved</dt>
        <dd>{usage.approvedShare === null ? '—' : `${Math.round(usage.approvedShare * 100)}%`}</dd>
      </div>
      <div>
        <dt>Projects</dt>
        <dd>{usage.projects}</dd>
      </div>
    </dl>
  );
}

export function PatternCard({ pattern }: { pattern: PatternWithUsage }) {
  const [tab, setTab] = useState<PatternTab>('overview');
  const status = STATUS[pattern.status];
  const titleId = `pattern-${pattern.id}-title`;
  return (
    <article className="card pattern-card" aria-labelledby={titleId}>
      <div className="pattern-card-top">
        <div>
          <h2 className="pattern-name" id={titleId}>
            {pattern.name}
          </h2>
          <p className="muted small">{PATTERN_CATEGORY_LABELS[pattern.category]}</p>
        </div>
        <Badge color={status.color}>{status.label}</Badge>
      </div>
      <Tabs
        label={`${pattern.name} details`}
        selected={tab}
        onSelect={setTab}
        tabs={[
          {
            key: 'overview',
            label: 'Overview',
            panel: (
              <dl className="pattern-fields">
                <dt>What it is</dt>
                <dd>{pattern.description}</dd>
                <dt>Implementation</dt>
                <dd>{pattern.implementation}</dd>
                <dt>Dependencies</dt>
                <dd>{pattern.dependencies.length === 0 ? 'None' : pattern.dependencies.join(', ')}</dd>
                <dt>Last validated</dt>
                <dd>
                  <time dateTime={pattern.lastValidated}>{pattern.lastValidated}</time>
                  {' — '}
                  {pattern.validationNotes}
                </dd>
                <dt>Sources</dt>
                <dd>
                  <ul className="source-list">
                    {pattern.sources.map((source) => (
                      <li key={source.url}>
                        <a href={source.url} target="_blank" rel="noreferrer">
                          {source.title}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      </li>
                    ))}
                  </ul>
                </dd>
              </dl>
            ),
          },
          {
            key: 'benefits',
            label: 'Benefits',
            panel: (
              <div className="pattern-fields">
                <h3 className="field-label">Benefits</h3>
                <ul className="bullet-list">
                  {pattern.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
                {pattern.antipatterns.length > 0 ? (
                  <>
                    <h3 className="field-label">Anti-patterns it replaces</h3>
                    <ul className="bullet-list">
                      {pattern.antipatterns.map((antipattern) => (
                        <li key={antipattern}>{antipattern}</li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </div>
            ),
          },
          {
            key: 'code',
            label: 'Code',
            panel: (
              <div className="code-with-copy">
                <CopyCodeButton code={pattern.codeExample} name={pattern.name} />
                <CodeBlock code={pattern.codeExample} label={`${pattern.name} code example`} />
              </div>
            ),
          },
          { key: 'usage', label: 'Usage', panel: <Usage usage={pattern.usage} /> },
        ]}
      />
    </article>
  );
}
