import { DEFAULT_RULES } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';

describe('landing page figures', () => {
  it('shows no unmeasured claim; every figure is a default limit read from the constitution', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(401, { error: 'Not signed in.', code: 'UNAUTHENTICATED' }) });
    renderApp('/');
    const section = await screen.findByRole('region', { name: 'The limits every new project starts with' });
    // "100+ failed projects analysed, 58 disasters prevented, 92 % success rate, $500–1000 saved"
    // were never measured.
    expect(document.body.textContent).not.toMatch(/100\+|58|92\s?%|\$500|60–80/);
    const threshold = (id: string) => DEFAULT_RULES.find((rule) => rule.id === id)?.threshold;
    const values = within(section)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('.figure-value')?.textContent);
    expect(values).toEqual([
      `${threshold('CH-DEP-001')}`,
      `${Number(threshold('CH-API-001')) / 1000} s`,
      `${threshold('CH-BLD-001')} s`,
      'WCAG 2.1 AA',
    ]);
    expect(within(section).getByText(/standard tier/)).toBeVisible();
  });
});

describe('landing feature cards', () => {
  it('draws each card icon from the console icon set, not a blank square (issue 20)', async () => {
    fakeServer({ 'GET /api/auth/me': () => json(401, { error: 'Not signed in.', code: 'UNAUTHENTICATED' }) });
    renderApp('/');
    const section = await screen.findByRole('region', {
      name: 'Everything an agent needs to build it right',
    });
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const icon = card.querySelector('svg[data-icon] path');
      expect(icon?.getAttribute('d'), card.textContent ?? '').toMatch(/^M.{10,}/);
    }
    expect(section.querySelector('.feature-dot')).toBeNull();
    const limit = DEFAULT_RULES.find((rule) => rule.id === 'CH-DEP-001')?.threshold;
    expect(within(section).getByText(new RegExp(`a ${limit}-package dependency limit`))).toBeVisible();
  });
});
