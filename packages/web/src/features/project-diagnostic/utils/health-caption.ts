import type { BrandColor } from '../../../components/ui/brand-color';

/** The caption under the overall health bar, by the 80 and 60 thresholds. */
export function toHealthCaption(score: number): string {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good with room for improvement';
  return 'Needs attention';
}

/** The bar's colour by the same thresholds (green, yellow, red). */
export function toHealthColor(score: number): BrandColor | 'danger' {
  if (score >= 80) return 'tertiary';
  if (score >= 60) return 'secondary';
  return 'danger';
}
