/** The score bar is green from 80, yellow from 60, red below. */
export function scoreColor(score: number): 'tertiary' | 'secondary' | 'danger' {
  if (score >= 80) return 'tertiary';
  if (score >= 60) return 'secondary';
  return 'danger';
}
