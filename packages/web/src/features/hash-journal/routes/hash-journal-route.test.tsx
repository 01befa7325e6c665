import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../testing/factories';
import { fakeServer, json, noUser } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import type { JournalEntryView } from '../api/journal-entries';

const DAY = 24 * 3600 * 1000;

function makeEntry(overrides: Partial<JournalEntryView> = {}): JournalEntryView {
  const at = new Date().toISOString();
  return {
    id: 'jrn_1',
    text: 'Reviewed the agent plan #auth #redis',
    hashtags: ['auth', 'redis'],
    wordCount: 6,
    createdAt: at,
    updatedAt: at,
    ...overrides,
  };
}

function withServer(routes: Parameters<typeof fakeServer>[0], { signedIn = true } = {}) {
  return fakeServer({
    'GET /api/auth/me': () => (signedIn ? json(200, { success: true, user: makeUser() }) : noUser()),
    ...routes,
  });
}

const list = (entries: JournalEntryView[]) => () => json(200, { entries, limit: 5000 });

describe('Hash Journal', () => {
  it('invites a signed-out visitor to sign in, without asking for entries', async () => {
    const fetchMock = withServer({}, { signedIn: false });
    renderApp('/hash-journal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hash Journal' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'sign in' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'create an account' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/journal'))).toBe(false);
  });

  it('shows the footer once the text area is focused, with live words and hashtags, and saves', async () => {
    let entries: JournalEntryView[] = [];
    const fetchMock = withServer({
      'GET /api/journal/entries': () => list(entries)(),
      'POST /api/journal/entries': (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        const entry = makeEntry({ text, wordCount: 7, hashtags: ['caching', 'agents'] });
        entries = [entry];
        return json(200, { success: true, entry });
      },
    });
    const { user } = renderApp('/hash-journal');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Journal', 'Entries', 'Knowledge', 'Insights']);
    expect(screen.getByText(/of 500 words today/).textContent).toBe('0 of 500 words today');

    const textarea = screen.getByRole('textbox', { name: 'Journal entry' });
    expect(screen.queryByRole('button', { name: 'Save entry' })).toBeNull();
    expect(screen.queryByText('0 words')).toBeNull();
    await user.click(textarea);
    expect(screen.getByText('0 words')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save entry' }).hasAttribute('disabled')).toBe(true);

    await user.type(textarea, 'Chose #Caching for the #agents, see `#not`');
    expect(screen.getByText('7 words')).toBeVisible();
    const badges = within(screen.getByRole('list', { name: 'Hashtags in this entry' })).getAllByRole(
      'listitem',
    );
    expect(badges.map((b) => b.textContent)).toEqual(['#caching', '#agents']);

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() =>
      expect(screen.getByText(/of 500 words today/).textContent).toBe('7 of 500 words today'),
    );
    expect((textarea as HTMLTextAreaElement).value).toBe('');
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      text: 'Chose #Caching for the #agents, see `#not`',
    });
    expect(screen.getByRole('progressbar', { name: 'Daily word goal' }).getAttribute('aria-valuenow')).toBe(
      '1',
    );
  });

  it('shows the server sentence when saving fails and keeps the text', async () => {
    withServer({
      'GET /api/journal/entries': list([]),
      'POST /api/journal/entries': () =>
        json(409, { error: 'Your journal holds its limit of 5,000 entries.', code: 'CONFLICT' }),
    });
    const { user } = renderApp('/hash-journal');
    const textarea = await screen.findByRole('textbox', { name: 'Journal entry' });
    await user.type(textarea, 'one more');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText('Your journal holds its limit of 5,000 entries.')).toBeVisible();
    expect((textarea as HTMLTextAreaElement).value).toBe('one more');
  });

  it('caps the progress bar at 100% and counts the streak', async () => {
    const now = Date.now();
    withServer({
      'GET /api/journal/entries': list([
        makeEntry({ id: 'a', wordCount: 800 }),
        makeEntry({ id: 'b', createdAt: new Date(now - DAY).toISOString() }),
        makeEntry({ id: 'c', createdAt: new Date(now - 2 * DAY).toISOString() }),
      ]),
    });
    renderApp('/hash-journal');
    expect(
      (await screen.findByRole('progressbar', { name: 'Daily word goal' })).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(screen.getByText('Goal reached for today.')).toBeVisible();
    expect(screen.getByText(/Current streak/).textContent).toBe('Current streak: 3 days');
  });

  it('searches entries by #tag and text, edits and deletes after a confirmation', async () => {
    let entries = [
      makeEntry({ id: 'jrn_a', text: 'Cache warmed #perf', hashtags: ['perf'], wordCount: 3 }),
      makeEntry({ id: 'jrn_b', text: 'Login fixed #auth', hashtags: ['auth'], wordCount: 3 }),
    ];
    const fetchMock = withServer({
      'GET /api/journal/entries': () => list(entries)(),
      'PUT /api/journal/entries/jrn_b': (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        entries = entries.map((e) => (e.id === 'jrn_b' ? { ...e, text } : e));
        return json(200, { success: true, entry: entries[1] });
      },
      'DELETE /api/journal/entries/jrn_a': () => {
        entries = entries.filter((e) => e.id !== 'jrn_a');
        return json(200, { success: true });
      },
    });
    const { user } = renderApp('/hash-journal');
    await user.click(await screen.findByRole('tab', { name: 'Entries' }));
    const entryList = screen.getByRole('list', { name: 'Journal entries' });
    expect(within(entryList).getAllByRole('article')).toHaveLength(2);

    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), '#auth');
    expect(within(entryList).getAllByRole('article')).toHaveLength(1);
    expect(within(entryList).getByText('Login fixed #auth')).toBeVisible();
    await user.clear(screen.getByRole('searchbox', { name: 'Search entries' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search entries' }), 'cache');
    expect(within(entryList).getByText('Cache warmed #perf')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    const [, second] = within(entryList).getAllByRole('button', { name: /^Edit/ });
    await user.click(second!);
    const editor = screen.getByRole('textbox', { name: /^Edit the entry of/ });
    await user.clear(editor);
    await user.type(editor, 'Login fixed for good #auth');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Login fixed for good #auth')).toBeVisible();

    const [first] = within(entryList).getAllByRole('button', { name: /^Delete/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    await waitFor(() => expect(screen.queryByText('Cache warmed #perf')).toBeNull());
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });

  it('maps tags in Knowledge, and choosing one filters Entries', async () => {
    withServer({
      'GET /api/journal/entries': list([
        makeEntry({ id: 'x', text: 'a #auth #redis', hashtags: ['auth', 'redis'] }),
        makeEntry({ id: 'y', text: 'b #auth', hashtags: ['auth'] }),
        makeEntry({ id: 'z', text: 'c #perf', hashtags: ['perf'] }),
      ]),
    });
    const { user } = renderApp('/hash-journal');
    await user.click(await screen.findByRole('tab', { name: 'Knowledge' }));
    const map = screen.getByRole('list', { name: 'Knowledge map' });
    const items = within(map).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      '#auth',
      '#perf',
      '#redis',
    ]);
    expect(within(items[0]!).getByText('#redis (1)')).toBeVisible();
    await user.click(within(map).getByRole('button', { name: '#auth' }));
    expect(screen.getByRole('tab', { name: 'Entries' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByRole('searchbox', { name: 'Search entries' }) as HTMLInputElement).value).toBe(
      '#auth',
    );
    expect(
      within(screen.getByRole('list', { name: 'Journal entries' })).getAllByRole('article'),
    ).toHaveLength(2);
  });

  it('shows honest empty states, then insights computed from the entries', async () => {
    withServer({ 'GET /api/journal/entries': list([]) });
    const { user } = renderApp('/hash-journal');
    await user.click(await screen.findByRole('tab', { name: 'Insights' }));
    expect(screen.getByText(/Insights appear once you have written an entry/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Knowledge' }));
    expect(screen.getByText(/No hashtags yet/)).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Entries' }));
    expect(screen.getByText(/No entries yet/)).toBeVisible();
  });

  it('tabulates words per day for 14 days and tags this week against last week', async () => {
    const now = Date.now();
    withServer({
      'GET /api/journal/entries': list([
        makeEntry({ id: 'a', wordCount: 120, hashtags: ['auth'] }),
        makeEntry({
          id: 'b',
          wordCount: 30,
          hashtags: ['auth'],
          createdAt: new Date(now - 9 * DAY).toISOString(),
        }),
      ]),
    });
    const { user } = renderApp('/hash-journal');
    await user.click(await screen.findByRole('tab', { name: 'Insights' }));
    const [words, tags] = screen.getAllByRole('table');
    expect(within(words!).getAllByRole('row')).toHaveLength(15);
    expect(within(words!).getByRole('row', { name: /Today 120/ })).toBeVisible();
    expect(within(tags!).getByRole('row', { name: '#auth 1 1' })).toBeVisible();
    expect(screen.getByText('Words, last 14 days').nextSibling?.textContent).toBe('150');
    expect(screen.getByText('Longest streak').nextSibling?.textContent).toBe('1 day');
  });
});
