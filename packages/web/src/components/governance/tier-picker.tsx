import { PROJECT_TIERS, type ProjectTier, TIER_GUIDANCE } from '@charter/core';
import { SelectField } from '../ui/select-field';

export const TIER_LABELS: Record<ProjectTier, string> = {
  simple: 'Simple',
  standard: 'Standard',
  complex: 'Complex',
};

const TIER_OPTIONS = PROJECT_TIERS.map((tier) => ({ value: tier, label: TIER_LABELS[tier] }));

const isTier = (value: string): value is ProjectTier => (PROJECT_TIERS as readonly string[]).includes(value);

/** The admin's choice of a tier's default constitution, for the screens an admin runs without a user. */
export function TierPicker({ tier, onChange }: { tier: ProjectTier; onChange: (tier: ProjectTier) => void }) {
  return (
    <SelectField
      label="Constitution tier"
      options={TIER_OPTIONS}
      value={tier}
      hint={TIER_GUIDANCE[tier].summary}
      onChange={(event) => {
        const next = event.target.value;
        if (isTier(next)) onChange(next);
      }}
    />
  );
}
