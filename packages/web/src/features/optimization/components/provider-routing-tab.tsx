import {
  CONTENT_REQUIRED_MESSAGE,
  PROVIDER_ROUTING_TABLE,
  ROUTING_OPERATIONS,
  ROUTING_PROVIDERS,
  type RoutingOperation,
  SIZE_BANDS,
} from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useRouteProvider } from '../api/route-provider';
import { OPERATION_LABELS, toCount } from '../utils/labels';
import { CallFailure, FieldError } from './call-failure';

const SIZE_LEGEND = SIZE_BANDS.map((band, index) =>
  Number.isFinite(band.maxTokens)
    ? `${band.band}: up to ${toCount(band.maxTokens)} tokens`
    : `${band.band}: more than ${toCount(SIZE_BANDS[index - 1]?.maxTokens ?? 0)} tokens`,
).join('; ');

/** Provider Routing: which engine an operation goes to, by the routing table, which is shown in full. */
export function ProviderRoutingTab() {
  const [content, setContent] = useState('');
  const [operation, setOperation] = useState<RoutingOperation>('complex_analysis');
  const [formError, setFormError] = useState<string | null>(null);
  const routing = useRouteProvider();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() === '') {
      setFormError(CONTENT_REQUIRED_MESSAGE);
      return;
    }
    setFormError(null);
    routing.mutate({ content, operation });
  };

  const result = routing.data && !routing.isPending ? routing.data.routing : null;
  return (
    <div className="stack">
      {/* The table's providers are classes of model, not what this instance has; it says so. */}
      <Alert tone="info">
        <strong>An example routing policy.</strong> The providers below are classes of model, not services
        this Charter instance is connected to. This instance answers with the model configured in{' '}
        <code>CHARTER_LLM_*</code> when one is set, and otherwise with no model: its deterministic engine.
      </Alert>
      <form className="form" onSubmit={submit} noValidate aria-label="Provider routing">
        <TextAreaField
          label="Content"
          name="content"
          rows={5}
          value={content}
          placeholder="The request or document an engine would handle"
          onChange={(event) => {
            setContent(event.target.value);
            setFormError(null);
          }}
        />
        <SelectField
          label="Operation"
          name="operation"
          value={operation}
          options={ROUTING_OPERATIONS.map((value) => ({ value, label: OPERATION_LABELS[value] }))}
          onChange={(event) => setOperation(event.target.value as RoutingOperation)}
        />
        <FieldError message={formError} />
        <div>
          <Button type="submit" disabled={routing.isPending}>
            {routing.isPending ? 'Routing...' : 'Route Request'}
          </Button>
        </div>
      </form>
      {routing.isError ? (
        <CallFailure
          error={routing.error}
          fallback="The request could not be routed. Please try again."
          onRetry={() => routing.variables && routing.mutate(routing.variables)}
        />
      ) : null}
      {result ? (
        <section className="optimization-result" aria-labelledby="routing-result-title">
          <h3 id="routing-result-title" className="optimization-result-title">
            Routing result
          </h3>
          <dl className="optimization-facts">
            <div>
              <dt>Provider (example)</dt>
              <dd>
                <code>{result.provider}</code>: {ROUTING_PROVIDERS[result.provider]}
              </dd>
            </div>
            <div>
              <dt>Cost-optimized</dt>
              <dd>
                <Badge color={result.costOptimized ? 'tertiary' : 'neutral'}>
                  {result.costOptimized ? 'Yes' : 'No'}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>Size</dt>
              <dd>
                About {toCount(result.estimatedTokens)} tokens ({result.size})
              </dd>
            </div>
          </dl>
          <p>
            <strong>Reason:</strong> {result.reason}
          </p>
        </section>
      ) : null}
      <div className="table-scroll">
        <table className="data-table optimization-routing-table">
          <caption>
            Example routing table (model classes, not this instance’s providers). Sizes: {SIZE_LEGEND} (about
            4 characters per token).
          </caption>
          <thead>
            <tr>
              <th scope="col">Operation</th>
              <th scope="col">Size</th>
              <th scope="col">Provider</th>
              <th scope="col">Cost-optimized</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {PROVIDER_ROUTING_TABLE.map((row) => {
              const chosen = result?.operation === row.operation && result.size === row.size;
              return (
                <tr key={`${row.operation}-${row.size}`} className={chosen ? 'is-chosen' : undefined}>
                  <td>
                    {OPERATION_LABELS[row.operation]}
                    {chosen ? <span className="optimization-chosen"> (chosen)</span> : null}
                  </td>
                  <td>{row.size}</td>
                  <td>
                    <code>{row.provider}</code>
                  </td>
                  <td>{row.costOptimized ? 'Yes' : 'No'}</td>
                  <td>{row.reason}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
