import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
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
          <LoadingState label="Running the test…" className="card" title skeletons={2} />
        ) : testQuery.isError ? (
          <LoadError
            message={toUserMessage(testQuery.error, 'The test could not be run.')}
            onRetry={() => void testQuery.refetch()}
          />
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
