import type { ReactNode } from 'react';
import type { BrandColor } from './brand-color';

export function Badge({
  color = 'quaternary',
  children,
}: {
  color?: BrandColor | 'neutral';
  children: ReactNode;
}) {
  return <span className={`badge badge-${color}`}>{children}</span>;
}
