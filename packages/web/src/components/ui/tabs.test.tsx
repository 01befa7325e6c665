import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

function Example() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Views"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'a', label: 'First', panel: <p>first panel</p> },
        { key: 'b', label: 'Second', panel: <p>second panel</p> },
        { key: 'c', label: 'Third', panel: <p>third panel</p> },
      ]}
    />
  );
}

describe('tabs', () => {
  it('shows the selected panel, labelled by its tab, with one tab stop', async () => {
    const user = userEvent.setup();
    render(<Example />);
    expect(screen.getByRole('tabpanel', { name: 'First' }).textContent).toBe('first panel');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    await user.click(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tab', { name: 'Second' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Second' }).textContent).toBe('second panel');
  });

  it('moves with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Example />);
    screen.getByRole('tab', { name: 'First' }).focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Third' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('third panel');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('third panel');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel').textContent).toBe('first panel');
  });
});
