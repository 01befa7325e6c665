import type { BrandColor } from '../../../components/ui/brand-color';

/** Spec 001 §2 and §9: the caption under the overall health bar, by the 80 and 60 thresholds. */
export function toHealthCaption(score: number): string {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good with room for improvement';
  return 'Needs attention';
}

/** The bar's colour by the same thresholds (spec 001 §9: green, yellow, red). */
export function toHealthColor(score: number): BrandColor | 'danger' {
  if (score >= 80) return 'tertiary';
  if (score >= 60) return 'secondary';
  return 'danger';
}
