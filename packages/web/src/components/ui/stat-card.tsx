import type { ReactNode } from 'react';
import type { BrandColor } from './brand-color';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  /** `danger` for a critical figure (the danger token). */
  color?: BrandColor | 'danger';
}

/** One figure with its label; a description list so the label and value are read together. */
export function StatCard({ label, value, hint, color = 'primary' }: StatCardProps) {
  return (
    <div className={`card stat-card accent-${color}`}>
      <dl>
        <dt className="stat-label">{label}</dt>
        <dd className="stat-value">{value}</dd>
        {hint ? <dd className="stat-hint">{hint}</dd> : null}
      </dl>
    </div>
  );
}
