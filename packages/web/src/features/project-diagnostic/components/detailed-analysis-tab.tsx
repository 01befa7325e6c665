import type { ProjectAnalysis } from '@charter/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';
import { Button } from '../../../components/ui/button';
import { toCount } from '../utils/format-analysis';
import { UndecidedCalls } from './undecided-calls';

type Diagnostic = ProjectAnalysis['diagnostics'][number];
type Severity = Diagnostic['issues'][number]['severity'];

const SEVERITY: Record<Severity, { label: string; color: BrandColor | 'neutral' }> = {
  high: { label: 'High', color: 'primary' },
  medium: { label: 'Medium', color: 'secondary' },
  low: { label: 'Low', color: 'neutral' },
};

/** A large repository can have thousands of findings: the first ones render, the rest on request. */
export const ISSUES_SHOWN = 50;

/** Every issue with its severity, located description and impact; under Performance, the calls not judged. */
export function DetailedAnalysisTab({
  diagnostics,
  undecided,
}: {
  diagnostics: ProjectAnalysis['diagnostics'];
  undecided?: ProjectAnalysis['undecided'];
}) {
  return (
    <div className="diagnostic-sections">
      {diagnostics.map((diagnostic) => (
        <CategoryIssues
          key={diagnostic.category}
          diagnostic={diagnostic}
          undecided={diagnostic.category === 'performance' ? undecided : undefined}
        />
      ))}
    </div>
  );
}

function CategoryIssues({
  diagnostic,
  undecided,
}: {
  diagnostic: Diagnostic;
  undecided: ProjectAnalysis['undecided'];
}) {
  const [showAll, setShowAll] = useState(false);
  const titleId = `diagnostic-issues-${diagnostic.category}`;
  const issues = showAll ? diagnostic.issues : diagnostic.issues.slice(0, ISSUES_SHOWN);
  const more = diagnostic.issues.length > ISSUES_SHOWN;
  return (
    <section aria-labelledby={titleId} className="diagnostic-section">
      <h3 id={titleId} className="subsection-title">
        {diagnostic.label} <span className="muted">({toCount(diagnostic.issues.length, 'issue')})</span>
      </h3>
      {diagnostic.issues.length === 0 ? (
        <p className="muted">No issues found.</p>
      ) : (
        <ul className="diagnostic-list">
          {issues.map((issue, index) => (
            <li
              // The same rule can fire twice on one line, so the position in the list keeps keys unique.
              key={`${issue.ruleId}-${issue.file}-${issue.line}-${index}`}
              className="mini-card diagnostic-item"
            >
              <div className="diagnostic-item-head">
                <p className="diagnostic-item-title">{issue.title}</p>
                <Badge color={SEVERITY[issue.severity].color}>{SEVERITY[issue.severity].label}</Badge>
              </div>
              <p className="diagnostic-issue-description">{issue.description}</p>
              <p className="muted small">
                <span className="diagnostic-impact-label">Impact:</span> {issue.impact}
              </p>
            </li>
          ))}
        </ul>
      )}
      {more ? (
        // A toggle rather than a button that disappears, so keyboard focus stays where it was.
        <div>
          <Button variant="secondary" size="sm" onClick={() => setShowAll((all) => !all)}>
            {showAll
              ? `Show the first ${ISSUES_SHOWN} only`
              : `Show all ${diagnostic.issues.length} ${diagnostic.label.toLowerCase()} issues`}
          </Button>
        </div>
      ) : null}
      <UndecidedCalls
        calls={undecided}
        score={diagnostic.score}
        idPrefix="diagnostic-issues"
        headingLevel={4}
      />
    </section>
  );
}
