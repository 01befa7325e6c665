import type { CreateProjectInput, GeneratedPrimerAnswer } from '@charter/core';
import { toPrimerPreview } from '@charter/core';
import type { RefObject } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeBlock } from '../../../components/ui/code-block';
import { ComplianceCheck } from './compliance-check';
import { PrimerDownloads } from './primer-downloads';
import { SaveProjectForm } from './save-project-form';

interface PrimerResultProps {
  result: GeneratedPrimerAnswer;
  projectName: string;
  toProjectInput: (name: string) => CreateProjectInput;
  onGenerateNew: () => void;
  onProjectSaved: (name: string) => void;
  secondsLeft: number | null;
  /** Focused when the view appears, so keyboard and screen-reader users start at its top. */
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** Replaces the form once the primer is generated: downloads, metadata, compliance, preview. */
export function PrimerResult({
  result,
  projectName,
  toProjectInput,
  onGenerateNew,
  onProjectSaved,
  secondsLeft,
  headingRef,
}: PrimerResultProps) {
  const { metadata } = result;
  return (
    <section className="card primer-result" aria-labelledby="primer-result-heading">
      <div className="card-header">
        <div>
          <h2 id="primer-result-heading" ref={headingRef} tabIndex={-1} className="card-title">
            Your primer is ready
          </h2>
          <p className="card-description">
            Hand it to your AI agent before it touches the code: it carries the project and the constitution.
          </p>
        </div>
        <div className="card-action">
          <Button variant="ghost" onClick={onGenerateNew}>
            Generate New
          </Button>
        </div>
      </div>
      <PrimerDownloads result={result} />
      <dl className="primer-metadata" aria-label="Primer metadata">
        <div>
          <dt>Words</dt>
          <dd>{metadata.wordCount.toLocaleString('en')}</dd>
        </div>
        <div>
          <dt>Project type</dt>
          <dd>{metadata.projectType}</dd>
        </div>
        <div>
          <dt>Your role</dt>
          <dd>{metadata.userRole}</dd>
        </div>
      </dl>
      <ComplianceCheck compliance={result.compliance} />
      <section className="primer-preview" aria-labelledby="primer-preview-heading">
        <h3 id="primer-preview-heading" className="subsection-title">
          Preview
        </h3>
        <p className="field-hint">
          {result.primer.length > 1000
            ? `The first 1,000 of ${result.primer.length.toLocaleString('en')} characters; download for the whole primer.`
            : 'The whole primer.'}
        </p>
        <CodeBlock code={toPrimerPreview(result.primer)} label="Primer preview" />
      </section>
      <SaveProjectForm
        defaultName={projectName}
        toInput={toProjectInput}
        onSaved={onProjectSaved}
        secondsLeft={secondsLeft}
      />
    </section>
  );
}
