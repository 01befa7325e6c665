/**
 * A rescue mission's lifecycle. The phase says where the mission is; the status says what it is
 * waiting for. Every move is an explicit call, checked by `assertTransition`.
 *
 * | call             | from (phase / status)                          | to                                              |
 * |------------------|------------------------------------------------|-------------------------------------------------|
 * | create           | —                                              | rapid_diagnosis / gathering_info                |
 * | analyze          | rapid_diagnosis / gathering_info               | comprehensive_analysis / analyzing              |
 * | (analysis ends)  | comprehensive_analysis / analyzing             | strategic_recommendation / recommendations_ready|
 * | start recovery   | strategic_recommendation / recommendations_ready | guided_recovery / recommendations_ready      |
 * | mark a step      | guided_recovery / recommendations_ready        | (same; the step's done flag)                    |
 * | complete         | guided_recovery, every step done               | guided_recovery / completed                     |
 */
export const RESCUE_PHASES = [
  'rapid_diagnosis',
  'comprehensive_analysis',
  'strategic_recommendation',
  'guided_recovery',
] as const;
export type RescuePhase = (typeof RESCUE_PHASES)[number];

export const RESCUE_STATUSES = ['gathering_info', 'analyzing', 'recommendations_ready', 'completed'] as const;
export type RescueStatus = (typeof RESCUE_STATUSES)[number];

export const RESCUE_PHASE_LABELS: Record<RescuePhase, string> = {
  rapid_diagnosis: 'Rapid diagnosis',
  comprehensive_analysis: 'Comprehensive analysis',
  strategic_recommendation: 'Strategic recommendation',
  guided_recovery: 'Guided recovery',
};

export const RESCUE_STATUS_LABELS: Record<RescueStatus, string> = {
  gathering_info: 'Gathering info',
  analyzing: 'Analyzing',
  recommendations_ready: 'Recommendations ready',
  completed: 'Completed',
};

export type RescueTransition = 'analyze' | 'finishAnalysis' | 'startRecovery' | 'markStep' | 'complete';

const ALLOWED: Record<RescueTransition, { phase: RescuePhase; status: RescueStatus }> = {
  analyze: { phase: 'rapid_diagnosis', status: 'gathering_info' },
  finishAnalysis: { phase: 'comprehensive_analysis', status: 'analyzing' },
  startRecovery: { phase: 'strategic_recommendation', status: 'recommendations_ready' },
  markStep: { phase: 'guided_recovery', status: 'recommendations_ready' },
  complete: { phase: 'guided_recovery', status: 'recommendations_ready' },
};

const REFUSALS: Record<RescueTransition, string> = {
  analyze: 'The comprehensive analysis runs once, right after the rapid diagnosis',
  finishAnalysis: 'No analysis is running for this mission',
  startRecovery: 'Guided recovery starts once the recommendations are ready',
  markStep: 'Plan steps are marked during guided recovery, before the mission is completed',
  complete: 'A mission is completed from guided recovery',
};

/**
 * Why `transition` cannot happen from this phase and status, or null when it can.
 * @example refuseTransition('complete', { phase: 'rapid_diagnosis', status: 'gathering_info' }) // 'A mission is completed … (it is in Rapid diagnosis, Gathering info).'
 */
export function refuseTransition(
  transition: RescueTransition,
  mission: { phase: RescuePhase; status: RescueStatus },
): string | null {
  const allowed = ALLOWED[transition];
  if (mission.phase === allowed.phase && mission.status === allowed.status) return null;
  return `${REFUSALS[transition]} (this mission is in ${RESCUE_PHASE_LABELS[mission.phase]}, ${RESCUE_STATUS_LABELS[mission.status]}).`;
}
