import {
  DEFAULT_RESILIENCE_POLICY as policy,
  RESILIENCE_MAX_INTERVAL_MS,
  RESILIENCE_MAX_REQUESTS,
  RESILIENCE_TARGETS,
  type ResilienceTarget,
} from '@charter/core';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useRunResilienceTest } from '../api/run-resilience-test';
import { BREAKER_LABELS, OUTCOME_LABELS, REQUEST_OUTCOME_LABELS } from '../utils/labels';
import { CallFailure, FieldError } from './call-failure';

const POLICY_SUMMARY = `Run with cockatiel: a failed request is tried up to ${policy.maxAttempts} times with an exponential back-off with jitter; ${policy.failureThreshold} failures in a row open the circuit breaker. The examples time out after ${policy.timeoutMs} ms and stop within ${policy.budgetMs / 1000} s; your endpoint gets your constitution's API timeout (at most 10 s).`;

const BREAKER_COLORS = { closed: 'tertiary', open: 'primary', half_open: 'secondary' } as const;

function inRange(text: string, min: number, max: number): number | null {
  const value = Number(text);
  return text.trim() !== '' && Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/** Hybrid Resilience: a real timeout + retry + circuit-breaker run against a built-in service. */
export function ResilienceTab() {
  const [serviceName, setServiceName] = useState<ResilienceTarget>('flaky');
  const [url, setUrl] = useState('');
  const [requests, setRequests] = useState('3');
  const [intervalMs, setIntervalMs] = useState('0');
  const [formError, setFormError] = useState<string | null>(null);
  const test = useRunResilienceTest();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const count = inRange(requests, 1, RESILIENCE_MAX_REQUESTS);
    const pause = inRange(intervalMs, 0, RESILIENCE_MAX_INTERVAL_MS);
    if (count === null || pause === null) {
      setFormError(
        `Send 1 to ${RESILIENCE_MAX_REQUESTS} requests, with a pause of 0 to ${RESILIENCE_MAX_INTERVAL_MS} ms.`,
      );
      return;
    }
    setFormError(null);
    const testData = { requests: count, intervalMs: pause };
    test.mutate(url.trim() ? { url: url.trim(), testData } : { serviceName, testData });
  };

  const result = test.data && !test.isPending ? test.data.result : null;
  return (
    <div className="stack">
      <p className="muted">{POLICY_SUMMARY}</p>
      <form className="form" onSubmit={submit} noValidate aria-label="Hybrid resilience test">
        <TextField
          label="Your endpoint (optional)"
          name="url"
          type="url"
          inputMode="url"
          placeholder="https://api.example.com/health"
          hint="Called with GET. Public addresses only. Leave it blank to run a built-in example."
          value={url}
          onChange={(event) => setUrl(event.target.value)}
        />
        <SelectField
          label="Service"
          name="serviceName"
          hint="A labelled example the server hosts for the run; used when no endpoint is given."
          disabled={url.trim() !== ''}
          value={serviceName}
          options={Object.entries(RESILIENCE_TARGETS).map(([value, behaviour]) => ({
            value,
            label: `${value}: ${behaviour}`,
          }))}
          onChange={(event) => setServiceName(event.target.value as ResilienceTarget)}
        />
        <div className="optimization-inline-fields">
          <TextField
            label="Requests"
            name="requests"
            type="number"
            inputMode="numeric"
            min={1}
            max={RESILIENCE_MAX_REQUESTS}
            value={requests}
            onChange={(event) => setRequests(event.target.value)}
          />
          <TextField
            label="Pause between requests (ms)"
            name="intervalMs"
            type="number"
            inputMode="numeric"
            min={0}
            max={RESILIENCE_MAX_INTERVAL_MS}
            step={100}
            value={intervalMs}
            onChange={(event) => setIntervalMs(event.target.value)}
          />
        </div>
        <FieldError message={formError} />
        <div>
          <Button type="submit" disabled={test.isPending}>
            {test.isPending ? 'Running...' : 'Run Test'}
          </Button>
        </div>
      </form>
      {test.isError ? (
        <CallFailure
          error={test.error}
          fallback="The resilience test could not run. Please try again."
          onRetry={() => test.variables && test.mutate(test.variables)}
        />
      ) : null}
      {result ? (
        <section className="optimization-result" aria-labelledby="resilience-result-title">
          <h3 id="resilience-result-title" className="optimization-result-title">
            Resilience result
          </h3>
          <dl className="optimization-facts">
            <div>
              <dt>Tested</dt>
              <dd>
                {result.target.kind === 'endpoint' ? (
                  <>
                    Your endpoint <code>{result.target.url}</code>
                  </>
                ) : (
                  <>Example service “{result.serviceName}”</>
                )}{' '}
                <span className="muted">(policy run by {result.engine})</span>
              </dd>
            </div>
            <div>
              <dt>Latency</dt>
              <dd>
                {result.latency
                  ? `min ${result.latency.minMs} ms · median ${result.latency.medianMs} ms · max ${result.latency.maxMs} ms`
                  : 'No attempt reached the service.'}
              </dd>
            </div>
            <div>
              <dt>Circuit breaker</dt>
              <dd>
                <Badge color={BREAKER_COLORS[result.breaker.state]}>
                  {BREAKER_LABELS[result.breaker.state]}
                </Badge>{' '}
                {result.breaker.consecutiveFailures} consecutive failures
              </dd>
            </div>
            <div>
              <dt>Total time</dt>
              <dd>{result.totalMs} ms</dd>
            </div>
            <div>
              <dt>Requests</dt>
              <dd>
                <ol className="optimization-request-list">
                  {result.requests.map((request) => (
                    <li key={request.request}>{REQUEST_OUTCOME_LABELS[request.outcome]}</li>
                  ))}
                </ol>
              </dd>
            </div>
          </dl>
          {result.budgetExhausted ? (
            <p className="muted">The run stopped at its {result.policy.budgetMs / 1000} s budget.</p>
          ) : null}
          <div className="table-scroll">
            <table className="data-table">
              <caption>
                Attempts timeline ({result.serviceName}: {result.behaviour})
              </caption>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Attempt</th>
                  <th scope="col">Start</th>
                  <th scope="col">Duration</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Breaker</th>
                  <th scope="col">Back-off</th>
                </tr>
              </thead>
              <tbody>
                {result.attempts.map((attempt) => (
                  <tr key={`${attempt.request}-${attempt.attempt}`}>
                    <td>{attempt.request}</td>
                    <td>{attempt.attempt}</td>
                    <td>{attempt.startMs} ms</td>
                    <td>{attempt.durationMs} ms</td>
                    <td>
                      {OUTCOME_LABELS[attempt.outcome]}
                      {attempt.status === null ? '' : ` (${attempt.status})`}
                      <span className="optimization-detail">{attempt.detail}</span>
                    </td>
                    <td>
                      {BREAKER_LABELS[attempt.breakerBefore]} → {BREAKER_LABELS[attempt.breakerAfter]}
                    </td>
                    <td>{attempt.backoffMs > 0 ? `${attempt.backoffMs} ms` : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </div>
  );
}
