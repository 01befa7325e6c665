import { describe, expect, it } from 'vitest';
import {
  PROVIDER_ROUTING_TABLE,
  ROUTING_OPERATIONS,
  ROUTING_PROVIDERS,
  routeProvider,
  SIZE_BANDS,
  toSizeBand,
} from '../../src/optimization/index';

describe('provider routing', () => {
  it('has exactly one row per operation and size band, each naming a known provider', () => {
    expect(PROVIDER_ROUTING_TABLE).toHaveLength(ROUTING_OPERATIONS.length * SIZE_BANDS.length);
    for (const operation of ROUTING_OPERATIONS) {
      for (const { band } of SIZE_BANDS) {
        const rows = PROVIDER_ROUTING_TABLE.filter((r) => r.operation === operation && r.size === band);
        expect(rows, `${operation}/${band}`).toHaveLength(1);
        expect(Object.keys(ROUTING_PROVIDERS)).toContain(rows[0]?.provider);
      }
    }
  });

  it('bands sizes by estimated tokens', () => {
    expect(toSizeBand(0)).toBe('small');
    expect(toSizeBand(2_000)).toBe('small');
    expect(toSizeBand(2_001)).toBe('medium');
    expect(toSizeBand(32_001)).toBe('large');
  });

  it('routes complex analysis by default, and large inputs to a long-context model', () => {
    expect(routeProvider('Why does the build take 90 s?')).toMatchObject({
      provider: 'reasoning-model',
      costOptimized: false,
      operation: 'complex_analysis',
      size: 'small',
    });
    const large = routeProvider('x'.repeat(200_000), 'complex_analysis');
    expect(large).toMatchObject({ provider: 'long-context-model', size: 'large', estimatedTokens: 50_000 });
    expect(large.reason).toMatch(/about 50000 tokens \(large\)/);
  });

  it('keeps deterministic work on Charter’s engine and cheap work on a small model', () => {
    expect(routeProvider('max 50 dependencies', 'constitutional_validation')).toMatchObject({
      provider: 'charter-engine',
      costOptimized: true,
    });
    expect(routeProvider('Summarize: …', 'summarization')).toMatchObject({
      provider: 'fast-model',
      costOptimized: true,
    });
  });
});
