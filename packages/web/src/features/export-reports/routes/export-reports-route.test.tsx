import { createDefaultConstitution } from '@charter/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeLedgerEntry, makeRebellion } from '../../../testing/catalogue-factories';
import { makeProject, makeUser } from '../../../testing/factories';
import { fakeServer, json } from '../../../testing/fake-server';
import { renderApp } from '../../../testing/render-app';
import { makeSettings } from '../testing/report-fixtures';
import { toDateInputValue } from '../utils/date-range';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY).toISOString();
const constitution = createDefaultConstitution();
const shop = makeProject({ id: 'p_shop', name: 'Shop' });
const blog = makeProject({ id: 'p_blog', name: 'Blog' });

const decisions = [
  makeLedgerEntry({ decision_id: 'dec_a', at: ago(1), project_id: shop.id, project_name: shop.name }),
  makeLedgerEntry({
    decision_id: 'dec_b',
    at: ago(2),
    project_id: blog.id,
    project_name: blog.name,
    status: 'approved',
    score: 100,
    violated_rule_ids: [],
  }),
  makeLedgerEntry({ decision_id: 'dec_c', at: ago(3), status: 'warning', score: 70 }),
  makeLedgerEntry({ decision_id: 'dec_old', at: ago(90), status: 'approved', score: 100 }),
];
const rebellions = [
  makeRebellion({ rebellion_id: 'reb_a', created_at: ago(1), project_id: shop.id, project_name: shop.name }),
  makeRebellion({
    rebellion_id: 'reb_b',
    created_at: ago(2),
    status: 'rejected',
    decided_at: ago(1),
    rejection_reason: 'No',
  }),
];

type Answers = Partial<Record<string, () => Response>>;

function withServer(answers: Answers = {}) {
  return fakeServer({
    'GET /api/auth/me': () => json(200, { success: true, user: makeUser() }),
    'GET /api/user/decisions': () => json(200, { decisions }),
    'GET /api/user/rebellions': () => json(200, { rebellions }),
    'GET /api/user/projects': () => json(200, { projects: [shop, blog] }),
    'GET /api/user/constitution': () => json(200, { constitution }),
    'GET /api/projects/p_shop/settings': () =>
      json(200, makeSettings(shop.id, { settings: { dependencyLimit: 80 } })),
    'GET /api/projects/p_blog/settings': () => json(200, makeSettings(blog.id)),
    ...(answers as Record<string, () => Response>),
  });
}

function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:report-${blobs.length}`;
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

const preview = () => screen.findByRole('region', { name: 'Preview' });
const rowsOf = (region: HTMLElement, section: string) =>
  within(region).getByRole('rowheader', { name: new RegExp(`^${section}`) }).nextElementSibling?.textContent;
const figure = (region: HTMLElement, group: string, label: string) =>
  within(within(region).getByRole('heading', { name: group }).parentElement!).getByText(label, {
    selector: 'dt',
  }).nextElementSibling?.textContent;
const today = toDateInputValue(new Date());

beforeEach(() => {
  vi.restoreAllMocks();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/export-reports', () => {
  it('previews the rows of each section from the stored data, following the range and project', async () => {
    withServer();
    const { user } = renderApp('/export-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Export Reports' })).toBeVisible();
    const region = await preview();
    // Last 30 days by default: the 90-day-old decision is out.
    expect(rowsOf(region, 'Decisions')).toBe('3');
    expect(rowsOf(region, 'Rebellions')).toBe('2');
    expect(rowsOf(region, 'Projects')).toBe('2');
    expect(rowsOf(region, 'Constitution rules')).toBe(String(constitution.rules.length));
    expect(figure(region, 'Decisions by verdict', 'Blocked')).toBe('1');
    expect(figure(region, 'Decisions by verdict', 'Needs review')).toBe('1');
    expect(figure(region, 'Rebellions by status', 'Pending')).toBe('1');
    expect(figure(region, 'Rebellions by status', 'Rejected')).toBe('1');
    expect(within(region).getByText(`charter-report-${today}.md`)).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'All time' }));
    expect(rowsOf(region, 'Decisions')).toBe('4');

    await user.selectOptions(screen.getByLabelText('Project'), 'Shop');
    expect(rowsOf(region, 'Decisions')).toBe('1');
    expect(rowsOf(region, 'Rebellions')).toBe('1');
    expect(rowsOf(region, 'Projects')).toBe('1');

    await user.click(screen.getByRole('checkbox', { name: /Constitution rules/ }));
    expect(within(region).queryByRole('rowheader', { name: /Constitution rules/ })).toBeNull();
    await user.click(screen.getByRole('radio', { name: /CSV/ }));
    expect(within(region).getByText(`charter-report-${today}.zip`)).toBeVisible();
    expect(within(region).getByText('decisions.csv')).toBeVisible();
  });

  it('checks a custom range: From after To is refused until fixed', async () => {
    withServer();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    fireEvent.change(from, { target: { value: '2026-03-10' } });
    fireEvent.change(to, { target: { value: '2026-03-09' } });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The To date must be on or after the From date.')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Download report' })).toHaveProperty('disabled', true);

    fireEvent.change(from, { target: { value: toDateInputValue(new Date(Date.now() - 2 * DAY)) } });
    fireEvent.change(to, { target: { value: today } });
    expect(to.getAttribute('aria-invalid')).toBeNull();
    // From the start of the day before yesterday: decisions of 1 and 2 days ago, not 3.
    expect(rowsOf(region, 'Decisions')).toBe('2');
    expect(within(region).getByRole('button', { name: 'Download report' })).toHaveProperty('disabled', false);
  });

  it('downloads JSON with each project’s settings read at build time', async () => {
    const server = withServer();
    const { blobs, names } = captureDownloads();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(screen.getByRole('radio', { name: /JSON/ }));
    await user.click(within(region).getByRole('button', { name: 'Download report' }));
    expect(await screen.findByText('Report downloaded')).toBeVisible();
    expect(names).toEqual([`charter-report-${today}.json`]);
    const document = JSON.parse(await blobs[0]!.text());
    expect(document.range.label).toBe('Last 30 days');
    expect(document.decisions.map((d: { decision_id: string }) => d.decision_id)).toEqual([
      'dec_a',
      'dec_b',
      'dec_c',
    ]);
    expect(document.summary.rebellions).toEqual({ total: 2, pending: 1, approved: 0, rejected: 1 });
    expect(document.projects[0].settings.saved).toEqual({ dependencyLimit: 80 });
    expect(document.constitution.rules).toHaveLength(constitution.rules.length);
    const calls = server.mock.calls.map(([input]) => String(input));
    expect(calls).toContain('/api/projects/p_shop/settings');
    expect(calls.some((c) => c.startsWith('/api/user/decisions') && c.includes('limit=500'))).toBe(true);
  });

  it('downloads Markdown with the summary, and a zip of CSV files', async () => {
    withServer();
    const { blobs, names } = captureDownloads();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(within(region).getByRole('button', { name: 'Download report' }));
    await screen.findByText('Report downloaded');
    const markdown = await blobs[0]!.text();
    expect(markdown).toContain('- Decisions: 3 — 1 approved, 1 blocked, 1 needs review');
    expect(markdown).toContain('- Rebellions: 2 — 1 pending, 0 approved, 1 rejected');

    await user.click(screen.getByRole('radio', { name: /CSV/ }));
    await user.click(within(region).getByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(names).toHaveLength(2));
    expect(names[1]).toBe(`charter-report-${today}.zip`);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(await blobs[1]!.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual([
      'constitution-rules.csv',
      'decisions.csv',
      'projects.csv',
      'rebellions.csv',
    ]);
    const csv = await zip.file('decisions.csv')!.async('string');
    expect(csv.split('\r\n')).toHaveLength(5);
  });

  it('shows a failed build with its reason, and the retry downloads', async () => {
    let fail = true;
    withServer({
      'GET /api/projects/p_blog/settings': () =>
        fail
          ? json(500, { error: 'The store is unavailable.', code: 'INTERNAL' })
          : json(200, makeSettings(blog.id)),
    });
    const { names } = captureDownloads();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(within(region).getByRole('button', { name: 'Download report' }));
    expect((await within(region).findByRole('alert')).textContent).toBe('The store is unavailable.');
    expect(names).toEqual([]);
    fail = false;
    await user.click(within(region).getByRole('button', { name: 'Retry download' }));
    await screen.findByText('Report downloaded');
    expect(names).toHaveLength(1);
    expect(within(region).queryByRole('alert')).toBeNull();
  });

  it('shows the progress while the report is built', async () => {
    let release: () => void = () => {};
    withServer({
      'GET /api/projects/p_blog/settings': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(json(200, makeSettings(blog.id)));
        }) as unknown as Response,
    });
    captureDownloads();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(within(region).getByRole('button', { name: 'Download report' }));
    const building = await within(region).findByRole('button', { name: 'Building report…' });
    expect(building).toHaveProperty('disabled', true);
    expect(
      within(region).getByRole('progressbar', { name: 'Building report' }).getAttribute('aria-valuenow'),
    ).toBe('33');
    expect(within(region).getByRole('status').textContent).toBe('Reading project settings (1 of 2)…');
    release();
    await screen.findByText('Report downloaded');
    expect(within(region).getByRole('button', { name: 'Download report' })).toBeVisible();
  });

  it('says when the selection holds nothing', async () => {
    withServer();
    const { user } = renderApp('/export-reports');
    const region = await preview();
    await user.click(screen.getByRole('checkbox', { name: /Projects/ }));
    await user.click(screen.getByRole('checkbox', { name: /Constitution rules/ }));
    await user.selectOptions(screen.getByLabelText('Project'), 'Blog');
    await user.click(screen.getByRole('radio', { name: 'Custom range' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-31' } });
    expect(
      within(region).getByRole('heading', { name: 'Nothing to export for this selection' }),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Download report' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /Decisions/ }));
    await user.click(screen.getByRole('checkbox', { name: /Rebellions/ }));
    expect(
      within(region).getByText('Choose at least one section to see what the report will hold.'),
    ).toBeVisible();
  });

  it('has an honest empty state when nothing was recorded', async () => {
    withServer({
      'GET /api/user/decisions': () => json(200, { decisions: [] }),
      'GET /api/user/rebellions': () => json(200, { rebellions: [] }),
      'GET /api/user/projects': () => json(200, { projects: [] }),
    });
    renderApp('/export-reports');
    expect(await screen.findByRole('heading', { name: 'Nothing to export yet' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Connect an agent' }).getAttribute('href')).toBe('/quick-start');
  });

  it('shows a failed load with a retry that works', async () => {
    let fail = true;
    withServer({
      'GET /api/user/rebellions': () =>
        fail
          ? json(503, { error: 'Try again in a minute.', code: 'UNAVAILABLE' })
          : json(200, { rebellions }),
    });
    const { user } = renderApp('/export-reports');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your governance data could not be loaded. Try again in a minute.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(rowsOf(await preview(), 'Rebellions')).toBe('2');
  });
});
