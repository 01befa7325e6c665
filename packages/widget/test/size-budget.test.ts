// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { measureScript, WIDGET_BUDGET_BYTES } from '../bench/measure-size';

describe('widget bundle', () => {
  it('builds the single script within the 20 KB gzip budget, without zod', async () => {
    const { text, gzipBytes } = await measureScript('src/index.ts');
    expect(gzipBytes).toBeLessThanOrEqual(WIDGET_BUDGET_BYTES);
    expect(text).not.toMatch(/ZodError|\$ZodType|zod/i);
    expect(text).toContain('charter-chat');
  }, 60_000);
});
