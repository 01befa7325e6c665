import { ApiError } from '@charter/core';
import { Link, useParams } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { CodeBlock } from '../../../components/ui/code-block';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { toUserMessage } from '../../../lib/errors';
import { useGenerateRule } from '../api/generate-rule';
import { usePractice } from '../api/get-practice';
import { CATEGORY_LABELS, Frequency, Marks, SeverityMark } from '../components/severity';
import type { BestPractice } from '../utils/summarize-collection';

const EXAMPLE_LABELS = { before: 'Before', after: 'After', other: 'Example' } as const;

function Breadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link to="/best-practices">Best Practices</Link>
        </li>
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}

function BackLink() {
  return (
    <ButtonLink to="/best-practices" variant="ghost">
      <span aria-hidden="true">←</span> Back to Best Practices
    </ButtonLink>
  );
}

export function BestPracticeDetailRoute() {
  const { id = '' } = useParams();
  const practice = usePractice(id);

  if (practice.isPending) {
    return (
      <>
        <title>Best Practice · Charter</title>
        <Breadcrumb current="Loading..." />
        <LoadingState label="Loading practice..." />
      </>
    );
  }
  if (practice.isError) {
    if (practice.error instanceof ApiError && practice.error.status === 404) {
      return (
        <>
          <title>Practice Not Found · Charter</title>
          <Breadcrumb current="Not found" />
          <div className="empty-state">
            <h1 className="empty-title">Practice Not Found</h1>
            <p className="empty-text">
              The best practice you're looking for doesn't exist or has been removed from your collection.
            </p>
            <BackLink />
          </div>
        </>
      );
    }
    return (
      <>
        <title>Best Practice · Charter</title>
        <Breadcrumb current="Error" />
        <h1 className="page-title">Best Practice</h1>
        <LoadError
          message={toUserMessage(practice.error, 'The practice could not be loaded.')}
          onRetry={() => void practice.refetch()}
        />
      </>
    );
  }
  return <PracticeDetail practice={practice.data} />;
}

function PracticeDetail({ practice }: { practice: BestPractice }) {
  const toast = useToast();
  const generateRule = useGenerateRule();
  const hasRule = Boolean(practice.constitutionalRule);

  const onGenerate = () =>
    generateRule.mutate(practice.id, {
      onSuccess: (result) =>
        toast({
          tone: 'success',
          title: 'Constitutional Rule Generated',
          description: `“${result.rule.title}” is now enforced for your agents (constitution ${result.constitution_version}).`,
        }),
      onError: (error) =>
        toast({
          tone: 'error',
          title: 'Generation Failed',
          description:
            error instanceof ApiError && error.body?.error
              ? error.body.error
              : 'Failed to generate constitutional rule. Please try again.',
        }),
    });

  return (
    <>
      <title>{`${practice.title} · Best Practices · Charter`}</title>
      <Breadcrumb current={practice.title} />
      <div className="page-header">
        <div className="page-header-text">
          <h1 className="page-title">{practice.title}</h1>
          <div className="practice-marks">
            <Badge color="neutral">{CATEGORY_LABELS[practice.category]}</Badge>
            <SeverityMark severity={practice.severity} />
            <Marks practice={practice} />
          </div>
        </div>
        <div className="page-actions">
          <Button onClick={onGenerate} disabled={generateRule.isPending}>
            {generateRule.isPending ? 'Generating...' : hasRule ? 'Update Rule' : 'Generate Rule'}
          </Button>
          <BackLink />
        </div>
      </div>

      <div className="detail-grid">
        <Card as="section" aria-labelledby="overview-heading">
          <CardHeader id="overview-heading" title="Overview" />
          <dl className="info-list">
            {practice.frequency ? (
              <div>
                <dt>Frequency</dt>
                <dd>
                  <Frequency frequency={practice.frequency} long />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>Community</dt>
              <dd>{practice.community}</dd>
            </div>
          </dl>
          <p>{practice.description}</p>
          <ul className="tag-list" aria-label="Tags">
            {practice.tags.map((tag) => (
              <li key={tag} className="tag">
                {tag}
              </li>
            ))}
          </ul>
        </Card>

        <Card as="section" aria-labelledby="patterns-heading">
          <CardHeader id="patterns-heading" title="Patterns" />
          <dl className="pattern-fields">
            <dt>Problem pattern</dt>
            <dd>{practice.problemPattern}</dd>
            <dt>Solution pattern</dt>
            <dd>{practice.solutionPattern}</dd>
            {practice.preventionPattern ? (
              <>
                <dt>Prevention pattern</dt>
                <dd>{practice.preventionPattern}</dd>
              </>
            ) : null}
          </dl>
        </Card>

        <Card as="section" aria-labelledby="rule-heading">
          <CardHeader id="rule-heading" title="Governance" />
          <dl className="pattern-fields">
            <dt>Constitutional rule</dt>
            <dd>
              {practice.constitutionalRule ?? (
                <span className="muted">
                  No rule generated yet. Generate Rule adds one to your constitution, and Charter enforces it
                  on your agents’ decisions.
                </span>
              )}
            </dd>
            <dt>Validation test</dt>
            <dd>
              {practice.validationTest ?? <span className="muted">None written for this practice.</span>}
            </dd>
          </dl>
        </Card>
      </div>

      <section aria-labelledby="examples-heading" className="detail-section">
        <h2 id="examples-heading" className="section-title">
          Code examples
        </h2>
        {practice.codeExamples.length === 0 ? (
          <p className="muted">This practice has no code examples.</p>
        ) : (
          <div className="example-grid">
            {practice.codeExamples.map((example, index) => {
              const label = `${EXAMPLE_LABELS[example.type]} (${example.language}): ${example.description}`;
              return (
                <Card as="article" key={index} className={`example example-${example.type}`}>
                  <div className="example-head">
                    <Badge
                      color={
                        example.type === 'before'
                          ? 'primary'
                          : example.type === 'after'
                            ? 'tertiary'
                            : 'neutral'
                      }
                    >
                      {EXAMPLE_LABELS[example.type]}
                    </Badge>
                    <span className="muted small">{example.language}</span>
                  </div>
                  <p className="example-description">{example.description}</p>
                  <CodeBlock code={example.code} label={label} />
                </Card>
              );
            })}
          </div>
        )}
      </section>

      <section aria-labelledby="sources-heading" className="detail-section">
        <h2 id="sources-heading" className="section-title">
          Sources
        </h2>
        <ul className="source-cards">
          {practice.sources.map((source) => (
            <li key={source.url} className="card source-card">
              <a href={source.url} target="_blank" rel="noreferrer" className="source-title">
                {source.title}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
              <p className="muted small">
                {[source.author, source.date].filter(Boolean).join(' · ') || 'Author and date not given'}
              </p>
              <p className="source-url">{source.url}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
