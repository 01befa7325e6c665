import { ApiError } from '@charter/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Alert } from '../../../components/ui/alert';
import { LoadError, LoadingState } from '../../../components/ui/query-state';
import { useAdminRescueMission } from '../api/get-admin-rescue-missions';
import { MissionDetail } from '../components/mission-detail';

/** `/admin/rescue-missions/:missionId`: one mission of any user, read-only, with its owner. */
export function AdminRescueMissionDetailRoute() {
  const { missionId = '' } = useParams();
  const missionQuery = useAdminRescueMission(missionId);
  const mission = missionQuery.data;
  return (
    <>
      <title>{`${mission?.projectName ?? 'Rescue mission'} (admin) · Charter`}</title>
      <PageHeader
        title={mission ? `Rescue mission: ${mission.projectName}` : 'Rescue mission'}
        subtitle={mission ? `Started by ${mission.owner.name} (${mission.owner.email}).` : undefined}
        lastUpdated={mission?.updatedAt ?? null}
        actions={<Link to="/admin/rescue-missions">All rescue missions</Link>}
      />
      {missionQuery.isPending ? (
        <LoadingState label="Loading the rescue mission…" skeletons={1} />
      ) : missionQuery.isError ? (
        missionQuery.error instanceof ApiError && missionQuery.error.status === 404 ? (
          <Alert>No rescue mission {missionId}.</Alert>
        ) : (
          <LoadError
            message="The rescue mission could not be loaded."
            onRetry={() => void missionQuery.refetch()}
          />
        )
      ) : (
        <MissionDetail mission={missionQuery.data} editable={false} />
      )}
    </>
  );
}
