import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { PROJECT_NAME_REQUIRED } from '../components/form-elements-tab';

// vitest empties CSS imports, so the showcase gets the real tokens.css through its one source module.
vi.mock('../utils/token-source', async () => {
  const { readTokensFile } = await import('../testing/tokens-file');
  return { TOKENS_CSS: readTokensFile() };
});

const signedIn = () =>
  fakeServer({ 'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }) });

const TAB_NAMES = [
  'Buttons',
  'Cards',
  'Form Elements',
  'Layout Components',
  'Feedback & Status',
  'Color System',
];

describe('/storybook (Design System)', () => {
  it('shows the six tabs and switches them by keyboard, keeping the open tab in the address', async () => {
    signedIn();
    const { user, router } = renderApp('/storybook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design System' })).toBeVisible();
    const tablist = screen.getByRole('tablist', { name: 'Design system sections' });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TAB_NAMES);
    expect(screen.getByRole('tabpanel', { name: 'Buttons' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'variant="primary"' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('disabled')).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Buttons' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cards' }));
    expect(screen.getByRole('tab', { name: 'Cards' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Cards' })).toBeVisible();
    expect(screen.getByText('Decisions checked')).toBeVisible();
    expect(router.state.location.search).toBe('?tab=cards');

    await user.keyboard('{ArrowRight}');
    const layout = screen.getByRole('tabpanel', { name: 'Form Elements' });
    expect(within(layout).getByLabelText('Project name')).toBeVisible();
    await user.keyboard('{ArrowRight}');
    // The real layout pieces, not a coming-soon placeholder.
    const layoutPanel = screen.getByRole('tabpanel', { name: 'Layout Components' });
    expect(within(layoutPanel).getByRole('heading', { name: '.stat-grid' })).toBeVisible();
    expect(within(layoutPanel).getByRole('tablist', { name: 'Example project views' })).toBeVisible();
    expect(within(layoutPanel).queryByText(/coming soon/i)).toBeNull();

    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Color System' }));
    expect(screen.getByRole('tabpanel', { name: 'Color System' })).toBeVisible();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Buttons' }));
    await user.keyboard('{ArrowLeft}{Home}');
    expect(screen.getByRole('tabpanel', { name: 'Buttons' })).toBeVisible();
    expect(router.state.location.search).toBe('?tab=buttons');
    // Keys pressed in a row each start from the tab the one before chose.
    await user.keyboard('{End}{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tabpanel', { name: 'Layout Components' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?tab=layout'));
    // Only one h1: the page's own.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('opens a tab from the address, and lists every colour token of tokens.css with its contrast', async () => {
    signedIn();
    renderApp('/storybook?tab=colors');
    const panel = await screen.findByRole('tabpanel', { name: 'Color System' });
    const primary = within(panel).getByText('--primary', { selector: '.ds-swatch-name code' }).closest('li');
    expect(primary).toBeVisible();
    const card = within(primary as HTMLElement);
    expect(card.getByText('#f472b6')).toBeVisible();
    // #f472b6 on #0a0c11.
    expect(card.getByText('7.38:1')).toBeVisible();
    expect(card.getByText('AA pass')).toBeVisible();

    // A surface fails as text on the background, and shows the text on it passing instead.
    const surface = within(panel).getByText('--surface', { selector: '.ds-swatch-name code' }).closest('li');
    const surfaceCard = within(surface as HTMLElement);
    expect(surfaceCard.getByText('AA fail')).toBeVisible();
    expect(surfaceCard.getByText('AA pass')).toBeVisible();
    expect(surfaceCard.getByText('On the page background')).toBeVisible();

    // Only colours: the radius and the fonts are not swatches.
    expect(within(panel).queryByText('--radius')).toBeNull();
    expect(within(panel).getAllByRole('listitem').length).toBeGreaterThanOrEqual(20);
  });

  it('follows a link to another tab, and the sidebar link back to the first tab', async () => {
    signedIn();
    const { user } = renderApp('/storybook');
    await user.click(await screen.findByRole('link', { name: 'Open the Color System tab' }));
    expect(await screen.findByRole('tabpanel', { name: 'Color System' })).toBeVisible();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Design System',
      }),
    );
    expect(await screen.findByRole('tabpanel', { name: 'Buttons' })).toBeVisible();
  });

  it('marks an empty required field invalid, says why, and takes focus to it', async () => {
    signedIn();
    const { user } = renderApp('/storybook?tab=forms');
    const name = await screen.findByLabelText('Project name');
    await user.click(screen.getByRole('button', { name: 'Check the Form' }));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    const describedBy = name.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(PROJECT_NAME_REQUIRED);

    await user.type(name, 'Invoice Tracker');
    await user.click(screen.getByRole('button', { name: 'Check the Form' }));
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('nothing was sent');
    // The select and the text area are labelled, with their hints.
    expect(screen.getByRole('combobox', { name: 'Impact level' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Rationale (optional)' })).toBeVisible();
  });

  it('opens the dialog, closes it with Escape and gives focus back to the button that opened it', async () => {
    signedIn();
    const { user } = renderApp('/storybook?tab=feedback');
    const open = await screen.findByRole('button', { name: 'Open Example Dialog' });
    await user.click(open);
    const dialog = (await screen.findByRole('dialog', { name: 'Example dialog' })) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    // Browsers move focus into a modal dialog; happy-dom does not, so Tab takes it there.
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(screen.queryByRole('heading', { name: 'Example dialog' })).toBeNull();
    expect(document.activeElement).toBe(open);

    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(open);
  });

  it('raises a toast, and shows a failed load whose Retry loads', async () => {
    signedIn();
    const { user } = renderApp('/storybook?tab=feedback');
    await user.click(await screen.findByRole('button', { name: 'Show a success toast' }));
    const notifications = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(within(notifications).getByText('Project saved')).toBeVisible();

    expect(screen.getByText('The example could not be loaded.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Loading the example…')).toBeVisible();
    expect(await screen.findByText('Loaded. (Example: nothing was fetched.)')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show the Failure Again' }));
    expect(screen.getByText('The example could not be loaded.')).toBeVisible();
  });

  it('is the same screen at /admin/storybook for a signed-in admin', async () => {
    fakeServer({
      'GET /api/admin/me': () =>
        json(200, { authenticated: true, admin: { email: 'root@charter.test', role: 'admin' } }),
    });
    const { user } = renderApp('/admin/storybook');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design System' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Color System' }));
    expect(screen.getByRole('tabpanel', { name: 'Color System' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Design System · Charter Admin'));
  });
});
