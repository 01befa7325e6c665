import {
  api,
  CODEBASE_REQUIRED_MESSAGE,
  CONTENT_REQUIRED_MESSAGE,
  PROVIDER_ROUTING_TABLE,
} from '@charter/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, readAnswer, type TestApp } from './helpers';

const POSTS = [
  '/api/optimization/content-sampling',
  '/api/optimization/provider-routing',
  '/api/optimization/proactive-intervention',
  '/api/optimization/hybrid-resilience/test',
];

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = createTestApp();
  cookie = await t.signUp();
});

const post = (path: string, body: unknown) => t.request('POST', path, { body, cookie });

describe('optimization: pattern summary', () => {
  it('is public and lists Charter’s own patterns with their status on this server', async () => {
    const response = await t.request('GET', '/api/optimization/patterns/summary');
    expect(response.status).toBe(200);
    const body = await json<{
      hash_patterns: Record<string, { name: string; status: string; description: string }>;
    }>(response);
    expect(Object.keys(body.hash_patterns)).toEqual(
      expect.arrayContaining([
        'constitutional_governance',
        'decision_ledger',
        'content_sampling',
        'provider_routing',
        'proactive_intervention',
        'hybrid_resilience',
      ]),
    );
    expect(body.hash_patterns.content_sampling).toMatchObject({
      name: 'Content sampling',
      status: 'integrated',
    });
    expect(body.hash_patterns.decision_ledger?.description).toMatch(/store: memory/);
    expect(body.hash_patterns.proactive_intervention?.description).toMatch(/\d+ rules \(\d+ dependencies/);
    expect(body.hash_patterns.model_enrichment?.status).toBe('not_configured');
  });
});

describe('optimization: auth and validation', () => {
  it('asks for a signed-in user before running any test', async () => {
    for (const path of POSTS) {
      const response = await t.request('POST', path, { body: { content: 'x' } });
      expect(response.status, path).toBe(401);
    }
  });

  it('refuses blank content and codebase with the screen’s sentences', async () => {
    for (const path of POSTS.slice(0, 2)) {
      const response = await post(path, { content: '   \n ' });
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        error: CONTENT_REQUIRED_MESSAGE,
        code: 'VALIDATION_FAILED',
      });
    }
    const missing = await post('/api/optimization/content-sampling', {});
    expect((await json(missing)).error).toBe(CONTENT_REQUIRED_MESSAGE);
    const code = await post('/api/optimization/proactive-intervention', { codebase: '' });
    expect(code.status).toBe(400);
    expect((await json(code)).error).toBe(CODEBASE_REQUIRED_MESSAGE);
  });

  it('names the choices for a bad operation, project type, service or budget', async () => {
    const operation = await post('/api/optimization/provider-routing', { content: 'x', operation: 'magic' });
    expect(operation.status).toBe(400);
    expect((await json(operation)).error).toMatch(/Choose an operation: complex_analysis, code_generation/);
    const type = await post('/api/optimization/proactive-intervention', { codebase: 'x', projectType: 'tv' });
    expect((await json(type)).error).toMatch(/Choose a project type: web-app/);
    const service = await post('/api/optimization/hybrid-resilience/test', { serviceName: 'mars' });
    expect(service.status).toBe(400);
    expect((await json(service)).error).toBe(
      'Choose a service to test: healthy, slow, flaky, down, recovering.',
    );
    const budget = await post('/api/optimization/content-sampling', { content: 'x', maxTokens: 10 });
    expect((await json(budget)).error).toMatch(/maxTokens must be at least 250/);
    const requests = await post('/api/optimization/hybrid-resilience/test', {
      serviceName: 'healthy',
      testData: { requests: 50 },
    });
    expect((await json(requests)).error).toMatch(/at most 6 requests/);
  });
});

describe('optimization: content sampling', () => {
  it('samples a real-sized document within 20 000 tokens by default, head and tail kept', async () => {
    const paragraphs = Array.from(
      { length: 6_000 },
      (_, i) => `Paragraph ${i}: notes on the ledger service.`,
    );
    const content = ['START OF DOCUMENT', ...paragraphs, 'END OF DOCUMENT'].join('\n\n');
    expect(content.length).toBeGreaterThan(250_000);
    const response = await post('/api/optimization/content-sampling', { content });
    expect(response.status).toBe(200);
    const body = await json<{
      original_length: number;
      sampled_length: number;
      compression_ratio: number;
      sample: string;
      tokenEstimate: { charsPerToken: number; maxTokens: number };
    }>(response);
    expect(body.original_length).toBe(content.length);
    expect(body.sampled_length).toBeLessThanOrEqual(80_000);
    expect(body.tokenEstimate).toMatchObject({ charsPerToken: 4, maxTokens: 20_000 });
    expect(body.sample.startsWith('START OF DOCUMENT')).toBe(true);
    expect(body.sample).toContain('END OF DOCUMENT');
    expect(body.compression_ratio).toBeLessThan(0.5);
  });

  it('takes a multi-megabyte body, and answers 413 past the limit', async () => {
    const big = await post('/api/optimization/content-sampling', {
      content: 'a '.repeat(999_999),
      maxTokens: 1000,
    });
    expect(big.status).toBe(200);
    const tooBig = await post('/api/optimization/content-sampling', { content: 'a'.repeat(9 * 1024 * 1024) });
    expect(tooBig.status).toBe(413);
  });
});

describe('optimization: provider routing', () => {
  it('routes by the table, complex analysis by default', async () => {
    const response = await post('/api/optimization/provider-routing', { content: 'Review this design.' });
    expect(response.status).toBe(200);
    const { routing } = await json<{ routing: { provider: string; costOptimized: boolean; reason: string } }>(
      response,
    );
    const row = PROVIDER_ROUTING_TABLE.find((r) => r.operation === 'complex_analysis' && r.size === 'small');
    expect(routing).toMatchObject({ provider: row?.provider, costOptimized: row?.costOptimized });
    expect(routing.reason).toContain(row?.reason);
    const cheap = await readAnswer(
      api.optimization.providerRouting,
      await post('/api/optimization/provider-routing', {
        content: 'Is this a bug?',
        operation: 'classification',
      }),
    );
    expect(cheap.routing).toEqual(
      expect.objectContaining({ provider: 'charter-engine', costOptimized: true }),
    );
  });
});

describe('optimization: proactive intervention', () => {
  it('returns the scanner’s violations with evidence, prevention strategy, confidence and actions', async () => {
    const codebase = [
      '// file: src/api.ts',
      "export const load = () => fetch('https://api.example.com', { signal: AbortSignal.timeout(30000) });",
      '// file: src/page.tsx',
      'export const Page = () => <div onClick={() => go()}>Open</div>;',
    ].join('\n');
    const response = await post('/api/optimization/proactive-intervention', {
      codebase,
      projectType: 'web-app',
      context: { source: 'optimization-page' },
    });
    expect(response.status).toBe(200);
    const body = await json<{
      analysis: {
        violations: { ruleId: string; severity: string; evidence: string; preventionStrategy: string }[];
      };
      confidence: number;
      preventionActions: string[];
      context: { source: string | null };
    }>(response);
    const ids = body.analysis.violations.map((v) => v.ruleId);
    expect(ids).toContain('perf/http-timeout-too-long');
    expect(ids.some((id) => id.startsWith('a11y/'))).toBe(true);
    for (const violation of body.analysis.violations) {
      expect(violation.evidence).not.toBe('');
      expect(violation.preventionStrategy).not.toBe('');
    }
    expect(body.confidence).toBe(100);
    expect(body.preventionActions.length).toBeGreaterThanOrEqual(2);
    expect(body.context.source).toBe('optimization-page');
  });
});
