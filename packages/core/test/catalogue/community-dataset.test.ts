import { describe, expect, it } from 'vitest';
import {
  BEST_PRACTICES,
  COMMUNITY_DATASET,
  toCommunitySources,
  toSourceKind,
} from '../../src/catalogue/index';

describe('community dataset', () => {
  it('lists each cited URL once, with the practices that cite it, most cited first', () => {
    const sources = toCommunitySources(BEST_PRACTICES);
    const cited = new Set(BEST_PRACTICES.flatMap((p) => p.sources.map((s) => s.url)));
    expect(sources.map((s) => s.url).sort()).toEqual([...cited].sort());
    const counts = sources.map((s) => s.practiceIds.length);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const mdn = sources.find((s) => s.url.includes('AbortSignal/timeout_static'));
    expect(mdn?.practiceIds).toContain('http-timeouts-everywhere');
  });

  it('classifies sources by kind', () => {
    expect(toSourceKind('https://www.w3.org/TR/WCAG21/')).toBe('standard');
    expect(toSourceKind('https://www.rfc-editor.org/rfc/rfc9110')).toBe('standard');
    expect(toSourceKind('https://www.w3.org/WAI/tutorials/images/')).toBe('guide');
    expect(toSourceKind('https://cheatsheetseries.owasp.org/cheatsheets/Logging_Cheat_Sheet.html')).toBe(
      'guide',
    );
    expect(toSourceKind('https://nodejs.org/api/http.html')).toBe('documentation');
  });

  it('says it is bundled, not fetched', () => {
    expect(COMMUNITY_DATASET.origin).toBe('bundled');
    expect(COMMUNITY_DATASET.description).toContain('no network request');
    expect(COMMUNITY_DATASET.practices).toBe(BEST_PRACTICES);
  });
});
