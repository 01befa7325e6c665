import { expect, test } from '@playwright/test';

// In a real browser: Chromium (which sends `Accept-Encoding: gzip, deflate, br, zstd`) gets the
// console's scripts as brotli, cached for good, and a signed-out first visit logs no error.
test('a signed-out first visit to /login gets brotli scripts and logs no error', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const scripts: { url: string; encoding: string | undefined; cache: string | undefined }[] = [];
  const me: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/auth/me') me.push(response.status());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) {
      const headers = response.headers();
      scripts.push({
        url: url.pathname,
        encoding: headers['content-encoding'],
        cache: headers['cache-control'],
      });
    }
  });

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

  // The session check is answered once; its response event may land after the form shows, so wait for it.
  await expect.poll(() => me).toEqual([200]);
  // Scripts under 1 KiB have no compressed copy; every larger one arrives as brotli.
  const sizes = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return { url: new URL(timing.name).pathname, decoded: timing.decodedBodySize };
      }),
  );
  const large = sizes.filter((size) => size.decoded >= 1024).map((size) => size.url);
  expect(large.length).toBeGreaterThan(3);
  for (const script of scripts) {
    expect(script.cache, script.url).toBe('public, max-age=31536000, immutable');
    if (large.includes(script.url)) expect(script.encoding, script.url).toBe('br');
  }
  expect(errors).toEqual([]);
});
