import {
  CODEBASE_REQUIRED_MESSAGE,
  type FINDING_SEVERITIES,
  PROJECT_TYPES,
  type ProjectType,
} from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useRunProactiveAnalysis } from '../api/run-proactive-analysis';
import { PROACTIVE_EXAMPLE } from '../utils/proactive-example';
import { CallFailure, FieldError } from './call-failure';

const SEVERITY_COLORS: Record<
  (typeof FINDING_SEVERITIES)[number],
  'primary' | 'secondary' | 'quaternary' | 'neutral'
> = { critical: 'primary', high: 'primary', medium: 'secondary', low: 'neutral' };

/** Proactive Analysis: pasted code through Charter's scanner, before an agent commits it. */
export function ProactiveAnalysisTab() {
  const [codebase, setCodebase] = useState('');
  const [projectType, setProjectType] = useState<ProjectType>('web-app');
  const [formError, setFormError] = useState<string | null>(null);
  const analysis = useRunProactiveAnalysis();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codebase.trim() === '') {
      setFormError(CODEBASE_REQUIRED_MESSAGE);
      return;
    }
    setFormError(null);
    analysis.mutate({ codebase, projectType, context: { source: 'optimization-page' } });
  };

  const result = analysis.data && !analysis.isPending ? analysis.data : null;
  return (
    <div className="stack">
      <form className="form" onSubmit={submit} noValidate aria-label="Proactive analysis">
        <TextAreaField
          label="Codebase"
          name="codebase"
          rows={10}
          className="optimization-code-field"
          value={codebase}
          spellCheck={false}
          placeholder={'// file: src/api.ts\nexport const load = () => fetch(url);'}
          hint="Paste one file, or several, each starting with a line // file: <path>. JavaScript, TypeScript, JSX, HTML and package.json are checked."
          onChange={(event) => {
            setCodebase(event.target.value);
            setFormError(null);
          }}
        />
        <SelectField
          label="Project type"
          name="projectType"
          value={projectType}
          options={PROJECT_TYPES.map((value) => ({ value, label: value }))}
          hint="An API or a CLI has no UI: the accessibility rules are skipped for them."
          onChange={(event) => setProjectType(event.target.value as ProjectType)}
        />
        <FieldError message={formError} />
        <div className="optimization-actions">
          <Button type="submit" disabled={analysis.isPending}>
            {analysis.isPending ? 'Analyzing...' : 'Analyze Code'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setCodebase(PROACTIVE_EXAMPLE);
              setFormError(null);
            }}
          >
            Load Example Code
          </Button>
        </div>
      </form>
      {analysis.isError ? (
        <CallFailure
          error={analysis.error}
          fallback="The code could not be analyzed. Please try again."
          onRetry={() => analysis.variables && analysis.mutate(analysis.variables)}
        />
      ) : null}
      {result ? (
        <section className="optimization-result" aria-labelledby="proactive-result-title">
          <h3 id="proactive-result-title" className="optimization-result-title">
            Analysis result
          </h3>
          <ProgressBar label="Confidence" value={result.confidence} color="tertiary" />
          <p className="muted">{result.confidenceBasis}</p>
          <h4 className="optimization-subtitle">
            Violations ({result.analysis.violations.length}, {result.analysis.rulesChecked} rules checked)
          </h4>
          {result.analysis.violations.length === 0 ? (
            <p>No violations found.</p>
          ) : (
            <ul className="optimization-violations">
              {result.analysis.violations.map((violation) => (
                <li
                  key={`${violation.ruleId}-${violation.file}-${violation.line}-${violation.column}`}
                  className="optimization-violation"
                >
                  <div className="optimization-violation-head">
                    <Badge color={SEVERITY_COLORS[violation.severity]}>{violation.severity}</Badge>
                    <code>{violation.ruleId}</code>
                    <span className="muted">
                      {violation.file}:{violation.line}:{violation.column}
                    </span>
                  </div>
                  <p>{violation.description}</p>
                  <p className="optimization-evidence">
                    <span className="optimization-label">Evidence:</span> <code>{violation.evidence}</code>
                  </p>
                  <p>
                    <span className="optimization-label">Prevention strategy:</span>{' '}
                    {violation.preventionStrategy}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <h4 className="optimization-subtitle">Prevention actions</h4>
          <ul className="optimization-actions-list">
            {result.preventionActions.map((action) => (
              <li key={action}>{action}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
