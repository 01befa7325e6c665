import {
  RESCUE_PHASE_LABELS,
  RESCUE_STATUS_LABELS,
  type RescuePhase,
  type RescueStatus,
} from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';

const PHASE_COLORS: Record<RescuePhase, BrandColor> = {
  rapid_diagnosis: 'primary',
  comprehensive_analysis: 'secondary',
  strategic_recommendation: 'quaternary',
  guided_recovery: 'tertiary',
};

export function PhaseBadge({ phase }: { phase: RescuePhase }) {
  return <Badge color={PHASE_COLORS[phase]}>{RESCUE_PHASE_LABELS[phase]}</Badge>;
}

/** The dot is decoration; the status is always said in words next to it. */
export function StatusDot({ status }: { status: RescueStatus }) {
  return (
    <span className="rescue-status">
      <span className={`rescue-dot rescue-dot-${status}`} aria-hidden="true" />
      {RESCUE_STATUS_LABELS[status]}
    </span>
  );
}
