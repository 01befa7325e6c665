import {
  CHARS_PER_TOKEN,
  CONTENT_REQUIRED_MESSAGE,
  DEFAULT_MAX_TOKENS,
  MAX_MAX_TOKENS,
  MIN_MAX_TOKENS,
} from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { CodeBlock } from '../../../components/ui/code-block';
import { TextField } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useSampleContent } from '../api/sample-content';
import { toCount } from '../utils/labels';
import { CallFailure, FieldError } from './call-failure';

/** Content Sampling: a document cut to a token budget, head, tail and the most informative middle kept. */
export function ContentSamplingTab() {
  const [content, setContent] = useState('');
  const [maxTokens, setMaxTokens] = useState(String(DEFAULT_MAX_TOKENS));
  const [formError, setFormError] = useState<string | null>(null);
  const sampling = useSampleContent();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setFormError(CONTENT_REQUIRED_MESSAGE);
      return;
    }
    const budget = Number(maxTokens);
    if (!Number.isInteger(budget) || budget < MIN_MAX_TOKENS || budget > MAX_MAX_TOKENS) {
      setFormError(`Max tokens must be a whole number from ${MIN_MAX_TOKENS} to ${toCount(MAX_MAX_TOKENS)}.`);
      return;
    }
    setFormError(null);
    sampling.mutate({ content, maxTokens: budget });
  };

  const result = sampling.data && !sampling.isPending ? sampling.data : null;
  return (
    <div className="stack">
      <form className="form" onSubmit={submit} noValidate aria-label="Content sampling">
        <TextAreaField
          label="Content"
          name="content"
          rows={8}
          value={content}
          placeholder="Paste a long document: a primer, a transcript, a log"
          onChange={(event) => {
            setContent(event.target.value);
            setFormError(null);
          }}
        />
        <TextField
          label="Max tokens"
          name="maxTokens"
          type="number"
          inputMode="numeric"
          min={MIN_MAX_TOKENS}
          max={MAX_MAX_TOKENS}
          value={maxTokens}
          hint={`Tokens are estimated at about ${CHARS_PER_TOKEN} characters each.`}
          onChange={(event) => {
            setMaxTokens(event.target.value);
            setFormError(null);
          }}
        />
        <FieldError message={formError} />
        <div>
          <Button type="submit" disabled={sampling.isPending}>
            {sampling.isPending ? 'Sampling...' : 'Sample Content'}
          </Button>
        </div>
      </form>
      {sampling.isError ? (
        <CallFailure
          error={sampling.error}
          fallback="The content could not be sampled. Please try again."
          onRetry={() => sampling.variables && sampling.mutate(sampling.variables)}
        />
      ) : null}
      {result ? (
        <section className="optimization-result" aria-labelledby="sampling-result-title">
          <h3 id="sampling-result-title" className="optimization-result-title">
            Sampling result
          </h3>
          <dl className="optimization-facts">
            <div>
              <dt>Original length</dt>
              <dd>
                {toCount(result.original_length)} characters (about{' '}
                {toCount(result.tokenEstimate.originalTokens)} tokens)
              </dd>
            </div>
            <div>
              <dt>Sampled length</dt>
              <dd>
                {toCount(result.sampled_length)} characters (about{' '}
                {toCount(result.tokenEstimate.sampledTokens)} tokens)
              </dd>
            </div>
            <div>
              <dt>Compression ratio</dt>
              <dd>{(result.compression_ratio * 100).toFixed(1)}% of the original</dd>
            </div>
            <div>
              <dt>Sections kept</dt>
              <dd>
                {toCount(result.sections.kept)} of {toCount(result.sections.total)}, {result.elisions}{' '}
                {result.elisions === 1 ? 'cut' : 'cuts'} marked
              </dd>
            </div>
          </dl>
          <p className="muted">
            {result.elisions === 0
              ? 'The content fits the budget: nothing was left out.'
              : 'The opening and the ending are kept, and the most informative middle sections; each cut says how many characters it left out.'}
          </p>
          <CodeBlock code={result.sample} label="Sample" />
        </section>
      ) : null}
    </div>
  );
}
