import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckboxGroup, RadioGroup } from './choice-group';

const OPTIONS = [
  { value: 'a', label: 'Alpha', hint: 'the first' },
  { value: 'b', label: 'Beta' },
  { value: 'c', label: 'Gamma' },
] as const;

function Example() {
  const [one, setOne] = useState<'a' | 'b' | 'c'>('a');
  const [many, setMany] = useState<('a' | 'b' | 'c')[]>(['c']);
  return (
    <>
      <RadioGroup legend="Pick one" name="one" options={OPTIONS} value={one} onChange={setOne} />
      <CheckboxGroup legend="Pick any" name="many" options={OPTIONS} value={many} onChange={setMany}>
        <p>chosen: {many.join(',')}</p>
      </CheckboxGroup>
    </>
  );
}

describe('choice groups', () => {
  it('names each group by its legend, moves a radio choice by arrow keys, and keeps checkbox values in option order', async () => {
    const user = userEvent.setup();
    render(<Example />);
    const one = screen.getByRole('group', { name: 'Pick one' });
    expect(one).toBeVisible();
    const alpha = screen.getByRole('radio', { name: 'Alpha the first' }) as HTMLInputElement;
    expect(alpha.checked).toBe(true);
    alpha.focus();
    await user.keyboard('{ArrowDown}');
    expect((screen.getByRole('radio', { name: 'Beta' }) as HTMLInputElement).checked).toBe(true);
    expect(alpha.checked).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Alpha the first' }));
    expect(screen.getByText('chosen: a,c')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Gamma' }));
    expect(screen.getByText('chosen: a')).toBeVisible();
  });
});
