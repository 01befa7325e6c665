import { PageHeader } from '../../../components/layout/page-header';
import { ButtonLink } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useAdminRescueMissions } from '../api/get-admin-rescue-missions';
import { MissionCounts } from '../components/mission-counts';
import { MissionList } from '../components/mission-list';

/** Rescue Missions, admin variant: every user's missions, each opening its detail screen. */
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
          <QueryState
            query={missionsQuery}
            loading="Loading rescue missions…"
            skeletons={1}
            error="The rescue missions could not be loaded."
            isEmpty={(list) => list.length === 0}
            empty={<p className="muted">No rescue missions yet</p>}
          >
            {(list) => (
              <MissionList
                missions={list}
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
          </QueryState>
        </Card>
      </div>
    </>
  );
}
