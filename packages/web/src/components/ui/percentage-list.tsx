import type { BrandColor } from './brand-color';
import { ProgressBar } from './progress-bar';

export interface PercentageItem {
  name: string;
  color: BrandColor;
  percentage: number;
}

/** Named items with a share each. */
export function PercentageList({ items, label }: { items: readonly PercentageItem[]; label: string }) {
  return (
    <ul className="percentage-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.name}>
          <ProgressBar label={item.name} value={item.percentage} color={item.color} />
        </li>
      ))}
    </ul>
  );
}
