import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminRescueMissions } from '../api/get-admin-rescue-missions';
import { MissionCounts } from '../components/mission-counts';
import { MissionList } from '../components/mission-list';

/** Spec 002 §2.10, admin variant: every user's missions, each opening its detail screen. */
export function AdminRescueMissionsRoute() {
  const missionsQuery = useAdminRescueMissions();
  const missions = missionsQuery.data ?? [];
  return (
    <>
      <title>Rescue Missions (admin) · Charter</title>
      <PageHeader
        title="Rescue Missions"
        subtitle="Every user's rescue missions, newest first."
        lastUpdated={missions[0]?.updatedAt ?? null}
      />
      <div className="stack">
        {missionsQuery.isSuccess ? <MissionCounts missions={missions} /> : null}
        <Card
          as="section"
          aria-labelledby="admin-missions-title"
          aria-busy={missionsQuery.isPending || undefined}
        >
          <CardHeader id="admin-missions-title" title="All missions" />
          {missionsQuery.isPending ? (
            <div>
              <p className="visually-hidden" role="status">
                Loading rescue missions…
              </p>
              <Skeleton />
            </div>
          ) : missionsQuery.isError ? (
            <div className="grid-error">
              <Alert>The rescue missions could not be loaded.</Alert>
              <Button variant="secondary" onClick={() => void missionsQuery.refetch()}>
                Retry
              </Button>
            </div>
          ) : missions.length === 0 ? (
            <p className="muted">No rescue missions yet</p>
          ) : (
            <MissionList
              missions={missions}
              extra={(mission) => <span className="muted">{mission.owner.email}</span>}
              action={(mission) => (
                <ButtonLink
                  variant="secondary"
                  size="sm"
                  to={`/admin/rescue-missions/${encodeURIComponent(mission.id)}`}
                  aria-label={`View ${mission.projectName} (${mission.owner.email})`}
                >
                  View
                </ButtonLink>
              )}
            />
          )}
        </Card>
      </div>
    </>
  );
}
