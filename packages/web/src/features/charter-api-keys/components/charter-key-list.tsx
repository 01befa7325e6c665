import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { KeyUsageDetails } from '../../../components/ui/key-usage-details';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCharterKeys } from '../api/get-charter-keys';

/** The user's Charter keys: never their secrets, only what Charter knows about their use. */
export function CharterKeyList() {
  const keysQuery = useCharterKeys();

  return (
    <Card as="section" aria-labelledby="charter-keys-title" aria-busy={keysQuery.isPending || undefined}>
      <CardHeader id="charter-keys-title" title="Your Charter API keys" />
      {keysQuery.isPending ? (
        <div>
          <p className="visually-hidden" role="status">
            Loading keys…
          </p>
          <Skeleton />
          <Skeleton className="skeleton-short" />
        </div>
      ) : keysQuery.isError ? (
        <div className="grid-error">
          <Alert>Your keys could not be loaded.</Alert>
          <Button variant="secondary" onClick={() => void keysQuery.refetch()}>
            Retry
          </Button>
        </div>
      ) : keysQuery.data.length === 0 ? (
        <p className="muted">No Charter API keys yet. Generate one above.</p>
      ) : (
        <ul className="key-list" aria-label="Charter API keys">
          {keysQuery.data.map((key) => (
            <li key={key.id} className="key-item">
              <div className="key-item-head">
                <h3 className="key-name">{key.name}</h3>
                <Badge color={key.isActive ? 'tertiary' : 'neutral'}>
                  {key.isActive ? 'Active' : 'Inactive'}
                </Badge>
              </div>
              <KeyUsageDetails apiKey={key}>
                <div>
                  <dt>Key ID</dt>
                  <dd>
                    <code>{key.keyId}</code>
                  </dd>
                </div>
              </KeyUsageDetails>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
