import type { ReactNode } from 'react';
import type { BrandColor } from './brand-color';

export function Badge({
  color = 'quaternary',
  children,
}: {
  /** `danger` for what is critical or failed (the danger token, not a brand colour). */
  color?: BrandColor | 'neutral' | 'danger';
  children: ReactNode;
}) {
  return <span className={`badge badge-${color}`}>{children}</span>;
}
