import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header';
import { Button } from '../../../components/ui/button';
import { Card, CardHeader } from '../../../components/ui/card';
import { QueryState } from '../../../components/ui/query-state';
import { useRescueMissions } from '../api/get-rescue-missions';
import { MissionCounts } from '../components/mission-counts';
import { MissionDetail } from '../components/mission-detail';
import { MissionList } from '../components/mission-list';
import { RescueMissionForm } from '../components/rescue-mission-form';

/** Rescue Missions: the start form, the counts, the list, and the open mission (`?mission=`). */
export function RescueMissionsRoute() {
  const [formOpen, setFormOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const missionsQuery = useRescueMissions();
  const selectedId = params.get('mission');
  const missions = missionsQuery.data ?? [];
  const selected = missions.find((mission) => mission.id === selectedId) ?? null;

  const open = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('mission', id);
        else next.delete('mission');
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <title>Rescue Missions · Charter</title>
      <PageHeader
        title="Rescue Missions"
        subtitle="Diagnose a troubled project against your constitution, get a recovery plan from what was found, and work through it."
        lastUpdated={missions[0]?.updatedAt ?? null}
      />
      <div className="stack">
        {missionsQuery.isSuccess ? <MissionCounts missions={missions} /> : null}

        <Card as="section" aria-labelledby="start-mission-title">
          <CardHeader
            id="start-mission-title"
            title="Start a rescue mission"
            action={
              <Button
                variant={formOpen ? 'secondary' : 'primary'}
                aria-expanded={formOpen}
                aria-controls="start-mission-panel"
                onClick={() => setFormOpen((value) => !value)}
              >
                {formOpen ? 'Close form' : 'Start Rescue Mission'}
              </Button>
            }
          />
          <div id="start-mission-panel" hidden={!formOpen}>
            {formOpen ? (
              <RescueMissionForm onStarted={() => setFormOpen(false)} onCancel={() => setFormOpen(false)} />
            ) : null}
          </div>
        </Card>

        <Card
          as="section"
          aria-labelledby="mission-list-title"
          aria-busy={missionsQuery.isPending || undefined}
        >
          <CardHeader id="mission-list-title" title="Your missions" />
          <QueryState
            query={missionsQuery}
            loading="Loading rescue missions…"
            skeletons={2}
            error="Your rescue missions could not be loaded."
            isEmpty={(list) => list.length === 0}
            empty={<p className="muted">No rescue missions yet</p>}
          >
            {(list) => (
              <MissionList
                missions={list}
                action={(mission) => (
                  <Button
                    // Opening or closing a panel is secondary on every state (a pink primary Close).
                    variant="secondary"
                    size="sm"
                    aria-expanded={mission.id === selectedId}
                    aria-label={`${mission.id === selectedId ? 'Close' : 'Open'} ${mission.projectName}`}
                    onClick={() => open(mission.id === selectedId ? null : mission.id)}
                  >
                    {mission.id === selectedId ? 'Close' : 'Open'}
                  </Button>
                )}
              />
            )}
          </QueryState>
        </Card>

        {selected ? <MissionDetail mission={selected} editable /> : null}
      </div>
    </>
  );
}
