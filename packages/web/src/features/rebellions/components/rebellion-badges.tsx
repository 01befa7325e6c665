import type { Rebellion } from '@charter/core';
import { Badge } from '../../../components/ui/badge';
import type { BrandColor } from '../../../components/ui/brand-color';

const RISK_COLOR: Record<Rebellion['risk_analysis']['level'], BrandColor> = {
  HIGH: 'primary',
  MEDIUM: 'secondary',
  LOW: 'tertiary',
};

/** Colour and words together: the level is never carried by colour alone (WCAG 1.4.1). */
export function RiskBadge({ level }: { level: Rebellion['risk_analysis']['level'] }) {
  return <Badge color={RISK_COLOR[level]}>{level} risk</Badge>;
}

const STATUS_LABEL: Record<Rebellion['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

export function StatusBadge({ status, expired }: { status: Rebellion['status']; expired: boolean }) {
  if (expired) return <Badge color="neutral">Approved · expired</Badge>;
  return (
    <Badge color={status === 'pending' ? 'quaternary' : status === 'approved' ? 'tertiary' : 'neutral'}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
