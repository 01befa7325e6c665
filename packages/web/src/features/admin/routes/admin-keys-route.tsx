import { PageHeader } from '../../../components/layout/page-header';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminUsage } from '../api/get-admin-usage';
import { KeysInUseTable } from '../components/admin-usage-panels';

/**
 * /admin/api-keys: the operator's view of keys across users — which are active, whose, how much used. Keys
 * are created and deactivated by their owners (in /api-keys); an operator stops a user's keys by disabling
 * the account on the admin home.
 */
export function AdminKeysRoute() {
  const usage = useAdminUsage();
  return (
    <>
      <title>API Keys (admin) · Charter</title>
      <PageHeader
        title="API Key Management"
        subtitle="Active keys of every user, most recently used first."
      />
      <Card as="section" aria-labelledby="admin-keys-title">
        <CardHeader
          id="admin-keys-title"
          title="Keys in use"
          description="Only key ids and names: secrets are shown once to their owner and stored as hashes."
        />
        <QueryState
          query={usage}
          loading="Loading keys..."
          skeletons={3}
          error="The keys could not be loaded."
          serverMessage="after"
        >
          {(data) => <KeysInUseTable keys={data.keys} />}
        </QueryState>
      </Card>
    </>
  );
}
