import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { THEME_DRAFT_KEY } from '../utils/theme-draft';

function signedIn() {
  return fakeServer({ 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) });
}

function field(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

function preview() {
  return screen.getByRole('region', { name: /^Preview: / });
}

afterEach(() => vi.restoreAllMocks());

describe('Material Theme Manager', () => {
  it('starts from CHB Brand with every colour passing AA and the preview themed through its own properties', async () => {
    const server = signedIn();
    renderApp('/material-theme-manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Material Theme Manager' })).toBeVisible();
    expect((screen.getByLabelText('Theme preset') as HTMLSelectElement).value).toBe('chb-brand');
    expect(screen.getByRole('option', { name: 'CHB Brand' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Professional' })).toBeVisible();
    expect(screen.getByRole('option', { name: 'Modern' })).toBeVisible();
    expect(field('Primary Hex').value).toBe('#f472b6');
    expect(field('Heading scale').getAttribute('aria-valuetext')).toBe('1.25 · Major third');
    expect(field('Line height').value).toBe('1.6');
    expect(screen.getByText(/^✓ Every brand colour passes WCAG 2.1 AA/)).toBeVisible();
    expect(screen.queryByText(/checks? fails? WCAG 2.1 AA/)).toBeNull();
    expect(screen.getByText(/Lora is used where it is installed/)).toBeVisible();

    const region = preview();
    expect(region.getAttribute('aria-label')).toBe('Preview: Financial Dashboard (example content)');
    expect(region.style.getPropertyValue('--brand-primary')).toBe('#f472b6');
    expect(region.style.getPropertyValue('--font-display')).toContain("'Lora'");
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('');
    // No call beyond the session: the screen works in the browser.
    expect(
      server.mock.calls.map(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), 'http://x').pathname}`,
      ),
    ).toEqual(expect.arrayContaining(['GET /api/auth/me']));
    expect(
      server.mock.calls.filter(([input]) => new URL(String(input), 'http://x').pathname !== '/api/auth/me'),
    ).toEqual([]);
  });

  it('changes preset, font and sliders, keeps the draft in localStorage and resets to the preset', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    await user.selectOptions(await screen.findByLabelText('Theme preset'), 'modern');
    expect(field('Primary Hex').value).toBe('#7c3aed');
    expect(screen.getByText('Matches the Modern preset.')).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Display font'), 'Merriweather');
    fireEvent.change(field('Heading scale'), { target: { value: '7' } });
    fireEvent.change(field('Line height'), { target: { value: '1.85' } });
    expect(screen.getByText('1.618 · Golden ratio')).toBeVisible();
    expect(screen.getByText('1.85')).toBeVisible();
    expect(screen.getByText('Edited from Modern; saved in this browser.')).toBeVisible();
    expect(preview().style.getPropertyValue('--heading-scale')).toBe('1.618');
    expect(preview().style.getPropertyValue('--font-size-h1')).toBe('6.854rem');

    const stored = JSON.parse(localStorage.getItem(THEME_DRAFT_KEY) ?? 'null');
    expect(stored).toMatchObject({
      presetId: 'modern',
      typography: { displayFont: 'Merriweather', headingScale: 1.618, lineHeight: 1.85 },
    });

    await user.click(screen.getByRole('button', { name: 'Reset to preset' }));
    expect(field('Line height').value).toBe('1.7');
    expect((screen.getByLabelText('Display font') as HTMLSelectElement).value).toBe('Playfair Display');
    expect(JSON.parse(localStorage.getItem(THEME_DRAFT_KEY) ?? 'null').typography.lineHeight).toBe(1.7);
  });

  it('opens with the stored draft', async () => {
    localStorage.setItem(
      THEME_DRAFT_KEY,
      JSON.stringify({
        presetId: 'professional',
        colors: { primary: '#0f766e' },
        typography: { lineHeight: 1.4 },
      }),
    );
    signedIn();
    renderApp('/material-theme-manager');
    expect(((await screen.findByLabelText('Theme preset')) as HTMLSelectElement).value).toBe('professional');
    expect(field('Primary Hex').value).toBe('#0f766e');
    expect(field('Line height').value).toBe('1.4');
  });

  it('validates the hex, and shows the AA failure beside the swatch and above the exports', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    const hex = await screen.findByLabelText('Secondary Hex');
    await user.clear(hex);
    await user.type(hex, '#12345g');
    await user.tab();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Secondary: Enter a hex colour such as #1d4ed8: a # followed by 3 or 6 digits 0–9 or letters a–f.',
    );
    expect(hex.getAttribute('aria-invalid')).toBe('true');
    expect(preview().style.getPropertyValue('--brand-secondary')).toBe('#facc15');

    await user.clear(hex);
    await user.type(hex, '#333');
    await user.tab();
    expect(hex.getAttribute('aria-invalid')).toBe('false');
    expect((screen.getByLabelText('Secondary colour picker') as HTMLInputElement).value).toBe('#333333');
    expect(preview().style.getPropertyValue('--brand-secondary')).toBe('#333333');
    const results = screen.getByRole('list', { name: 'Secondary contrast' });
    expect(within(results).getAllByRole('listitem')[0]?.textContent).toMatch(
      /^AaAs text on the background: 1\.\d\d:1 AA fail$/,
    );
    expect(screen.queryByText(/Enter a hex colour/)).toBeNull();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('1 colour check fails WCAG 2.1 AA');
    expect(summary.textContent).toContain('Secondary (#333333) as text on the background is');
    expect(summary.textContent).toContain('Export CSS and Generate for Primer still work');
  });

  it('switches the preview sample', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    for (const [value, label, text] of [
      ['learning', 'Learning Platform', 'Continue lesson'],
      ['news', 'News Portal', 'More headlines'],
      ['blog', 'Blog Platform', 'Start with type'],
      ['admin', 'Admin Dashboard', 'Team members'],
    ] as const) {
      await user.selectOptions(await screen.findByLabelText('Preview sample'), value);
      expect(preview().getAttribute('aria-label')).toBe(`Preview: ${label} (example content)`);
      expect(within(preview()).getByText(`Example content · ${label}`)).toBeVisible();
      expect(within(preview()).getByText(text)).toBeVisible();
    }
  });

  it('exports charter-theme.css with the theme and marks a failing colour in it', async () => {
    signedIn();
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:theme';
    });
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    const { user } = renderApp('/material-theme-manager');
    const hex = await screen.findByLabelText('Tertiary Hex');
    await user.clear(hex);
    await user.type(hex, '#222222');
    await user.click(screen.getByRole('button', { name: 'Export CSS' }));
    expect(clicks).toEqual(['charter-theme.css']);
    const css = await blobs[0]?.text();
    expect(css).toContain(':root {\n  --brand-primary: #f472b6;');
    expect(css).toContain('  --brand-tertiary: #222222;');
    expect(css).toContain('  --heading-scale: 1.25;');
    expect(css).toContain('  --line-height: 1.6;');
    expect(css).toContain('WARNING: these colour pairs fail WCAG 2.1 AA');
    expect(
      await screen.findByText('charter-theme.css saved; its header lists the colours that fail WCAG 2.1 AA.'),
    ).toBeVisible();
    expect(screen.getByRole('region', { name: 'charter-theme.css contents' }).textContent).toBe(css);
  });

  it('generates the Design system section for the primer and copies it', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    await user.click(await screen.findByRole('button', { name: 'Generate for Primer' }));
    const heading = await screen.findByRole('heading', { name: 'Design system section for your primer' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const section = screen.getByRole('region', { name: 'Design system section (Markdown)' });
    expect(section.textContent).toMatch(/^## Design system\n/);
    expect(section.textContent).toContain('| `--brand-primary` | #f472b6 |');

    await user.click(screen.getByRole('button', { name: 'Copy section' }));
    expect(await navigator.clipboard.readText()).toBe(section.textContent);
    expect(screen.getByRole('button', { name: '✓ Copied' })).toBeVisible();
    expect(await screen.findByText('Primer Theme Copied')).toBeVisible();

    // The section follows later edits.
    await user.selectOptions(screen.getByLabelText('Theme preset'), 'professional');
    expect(section.textContent).toContain('Theme “Professional”');
  });

  it('keeps the picker and the hex field in step, and applies a short hex on Enter', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    const picker = (await screen.findByLabelText('Quaternary colour picker')) as HTMLInputElement;
    fireEvent.change(picker, { target: { value: '#00ff00' } });
    expect(field('Quaternary Hex').value).toBe('#00ff00');
    expect(preview().style.getPropertyValue('--brand-quaternary')).toBe('#00ff00');

    const hex = field('Quaternary Hex');
    await user.clear(hex);
    await user.type(hex, 'ABC{Enter}');
    expect(picker.value).toBe('#aabbcc');
    expect(hex.value).toBe('ABC');
    expect(preview().style.getPropertyValue('--brand-quaternary')).toBe('#aabbcc');
  });

  it('says so when the clipboard refuses the copy', async () => {
    signedIn();
    const { user } = renderApp('/material-theme-manager');
    // After renderApp: user-event installs its own clipboard in setup().
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy CSS' }));
    expect(await screen.findByText('Copy failed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy CSS' })).toBeVisible();
  });
});
