import { PRIMER_FIELDS, type PrimerKey, type SmartAnalysis } from '@charter/core';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { toRelativeTime } from '../../../lib/format-time';
import { ANALYSIS_FIELD_KEYS, toAnalysisFields, toPrimerKeyOf } from '../utils/context-analysis-fields';

interface ContextAnalysisResultProps {
  analysis: SmartAnalysis;
  createdAt: string;
  onApply: (fields: Partial<Record<PrimerKey, string>>) => void;
}

/** Smart analysis: what was extracted, the platform advice, insights and Apply to Form. */
export function ContextAnalysisResult({ analysis, createdAt, onApply }: ContextAnalysisResultProps) {
  const titleId = useId();
  const fields = toAnalysisFields(analysis);
  const found = ANALYSIS_FIELD_KEYS.filter((field) => analysis[field].trim() !== '');

  return (
    <section className="context-analysis" aria-labelledby={titleId}>
      <div className="context-analysis-header">
        <div>
          <h3 id={titleId} className="context-analysis-title">
            Smart Analysis
          </h3>
          <p className="muted">
            {analysis.extracted_project_name ? `${analysis.extracted_project_name} · ` : ''}analysed{' '}
            <time dateTime={createdAt}>{toRelativeTime(createdAt)}</time>
          </p>
        </div>
        <Button onClick={() => onApply(fields)} disabled={found.length === 0}>
          Apply to Form
        </Button>
      </div>
      {found.length > 0 ? (
        <dl className="context-analysis-fields">
          {found.map((field) => (
            <div key={field} className="context-analysis-field">
              <dt>{PRIMER_FIELDS[toPrimerKeyOf(field)].label}</dt>
              <dd>{analysis[field]}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>
          Nothing in this text matched a form field. Add headings such as “Problem”, “Users” or “Pricing”.
        </p>
      )}
      <AnalysisList title="Insights" items={analysis.insights} />
      <AnalysisList title="Recommendations" items={analysis.recommendations} />
    </section>
  );
}

function AnalysisList({ title, items }: { title: string; items: readonly string[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <div className="context-analysis-list">
      <h4 id={id}>{title}</h4>
      <ul aria-labelledby={id}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
