import { makePdf } from '@charter/core/testing';
import { expect, type Request, test } from '@playwright/test';
import { register, registerAndOnboard } from './helpers';

test('onboarding imports a PDF through the server, and the dashboard hands its context to the generator', async ({
  page,
}) => {
  const { name } = await register(page);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome to Charter, ${name}!` })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  const extracted = page.waitForResponse((r) => r.url().endsWith('/api/files/extract-text'));
  await page.getByLabel(/Choose files to import/).setInputFiles({
    name: 'clinic-brief.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(makePdf('Clinics lose a fifth of bookings to no-shows')),
  });
  expect((await extracted).status()).toBe(200);
  await expect(page.getByRole('list', { name: 'Imported files' })).toContainText('clinic-brief.pdf');
  const stored = await page.evaluate(() => localStorage.getItem('charter.onboarding.context'));
  expect(stored).toContain('# clinic-brief.pdf');
  expect(stored).toContain('Clinics lose a fifth of bookings to no-shows');
  expect(stored).not.toContain('%PDF');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Start Building' }).click();
  await page.getByRole('link', { name: 'Create Project with My Context' }).click();
  await expect(page).toHaveURL(/\/primer-generator\?context=onboarding$/);
});

test('the console keeps a memory session: started with the page, clicks logged, ended by beacon', async ({
  page,
}) => {
  const memory: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/memory/')) memory.push(request);
  });
  const started = page.waitForResponse((r) => r.url().endsWith('/api/memory/start-session'));
  await registerAndOnboard(page);
  const start = await started;
  expect(start.status()).toBe(200);
  const { sessionId } = (await start.json()) as { sessionId: string };

  await page.getByRole('link', { name: 'Best Practices' }).click();
  await expect(page).toHaveURL(/\/best-practices$/);

  // Leaving the page ends the session: the queued click goes out with the end in one beacon, which the
  // page's request events do not show once it is gone, so the server is asked: an ended session refuses more.
  await page.goto('about:blank');
  await expect
    .poll(
      async () =>
        (
          await page.request.post('/api/memory/capture-context', {
            data: { sessionId, context: { probe: true } },
          })
        ).status(),
      { timeout: 10_000 },
    )
    .toBe(409);
  // Ending it again answers the summary it was ended with.
  const summary = await page.request.post('/api/memory/end-session', { data: { sessionId } });
  expect(summary.status()).toBe(200);
  const { counts } = (await summary.json()) as { counts: { interactions: number } };
  expect(counts.interactions).toBeGreaterThanOrEqual(1);

  const batches = memory.filter((r) => r.url().endsWith('/api/memory/log-interaction'));
  const logged = batches.flatMap(
    (r) => (r.postDataJSON() as { interactions: { type: string; content: string }[] }).interactions,
  );
  // Whatever went out while the page was open never carries what the user typed.
  expect(JSON.stringify(logged)).not.toContain('correct-horse');
});
