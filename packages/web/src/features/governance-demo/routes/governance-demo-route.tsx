import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { toUserMessage } from '../../../lib/errors';
import { useConstitutionalTest } from '../api/run-constitutional-test';
import { IllustrativeStories } from '../components/illustrative-stories';
import { PreventedFailures } from '../components/prevented-failures';
import { ProtectionComparison } from '../components/protection-comparison';
import { summarizeProtection } from '../utils/summarize-protection';

/** Spec 001 "Constitutional Governance Demo": the documented failures, run through your constitution. */
export function GovernanceDemoRoute() {
  const testQuery = useConstitutionalTest();
  const running = testQuery.isFetching;

  return (
    <>
      <title>Constitutional Governance Demo · Charter</title>
      <PageHeader
        title="Constitutional Governance Demo"
        subtitle={
          testQuery.data
            ? `Real failures of AI-built projects, replayed against your constitution (version ${testQuery.data.constitution_version}).`
            : 'Real failures of AI-built projects, replayed against your constitution.'
        }
        actions={
          <Button onClick={() => void testQuery.refetch()} disabled={running}>
            {running ? 'Testing...' : 'Run Test'}
          </Button>
        }
      />
      <div className="stack" aria-busy={running || undefined}>
        {testQuery.isPending ? (
          <div className="card">
            <p className="visually-hidden" role="status">
              Running the test…
            </p>
            <Skeleton className="skeleton-title" />
            <Skeleton />
            <Skeleton className="skeleton-short" />
          </div>
        ) : testQuery.isError ? (
          <div className="grid-error">
            <Alert>{toUserMessage(testQuery.error, 'The test could not be run.')}</Alert>
            <Button variant="secondary" onClick={() => void testQuery.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <>
            <ProtectionComparison summary={summarizeProtection(testQuery.data.preventedFailures)} />
            <PreventedFailures failures={testQuery.data.preventedFailures} />
            <IllustrativeStories stories={testQuery.data.yourExperience} />
          </>
        )}
      </div>
    </>
  );
}
