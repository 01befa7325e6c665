import { CODEBASE_REQUIRED_MESSAGE, CONTENT_REQUIRED_MESSAGE } from '@charter/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-server';
import { renderOptimization, sentBodies } from '../testing/render-optimization';

async function openTab(user: ReturnType<typeof renderOptimization>['user'], name: string) {
  await user.click(await screen.findByRole('tab', { name }));
}

describe('Content Sampling tab', () => {
  it('refuses blank content with the spec’s message', async () => {
    const { user, fetchMock } = renderOptimization();
    await openTab(user, 'Content Sampling');
    await user.type(screen.getByLabelText('Content'), '   ');
    await user.click(screen.getByRole('button', { name: 'Sample Content' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTENT_REQUIRED_MESSAGE);
    expect(sentBodies(fetchMock, '/api/optimization/content-sampling')).toEqual([]);
  });

  it('sends the content with 20 000 tokens by default and shows lengths, ratio and the sample', async () => {
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/content-sampling': () =>
        json(200, {
          success: true,
          original_length: 120_000,
          sampled_length: 80_000,
          compression_ratio: 0.6667,
          sample: 'HEAD\n[… 40000 characters omitted …]\nTAIL',
          tokenEstimate: {
            charsPerToken: 4,
            originalTokens: 30_000,
            sampledTokens: 20_000,
            maxTokens: 20_000,
          },
          sections: { total: 120, kept: 80 },
          elisions: 1,
        }),
    });
    await openTab(user, 'Content Sampling');
    expect((screen.getByLabelText('Max tokens') as HTMLInputElement).value).toBe('20000');
    expect(screen.getByText('Tokens are estimated at about 4 characters each.')).toBeVisible();
    await user.type(screen.getByLabelText('Content'), 'A long document');
    await user.click(screen.getByRole('button', { name: 'Sample Content' }));
    const result = await screen.findByRole('region', { name: 'Sampling result' });
    expect(sentBodies(fetchMock, '/api/optimization/content-sampling')).toEqual([
      { content: 'A long document', maxTokens: 20_000 },
    ]);
    expect(within(result).getByText('120,000 characters (about 30,000 tokens)')).toBeVisible();
    expect(within(result).getByText('80,000 characters (about 20,000 tokens)')).toBeVisible();
    expect(within(result).getByText('66.7% of the original')).toBeVisible();
    expect(within(result).getByRole('region', { name: 'Sample' }).textContent).toMatch(/characters omitted/);
  });
});

describe('Provider Routing tab', () => {
  it('refuses blank content, then shows provider, cost flag, reason and the chosen row of the table', async () => {
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/provider-routing': () =>
        json(200, {
          success: true,
          routing: {
            provider: 'fast-model',
            costOptimized: true,
            reason: 'Summaries of short text are easy. The content is about 3 tokens (small).',
            operation: 'summarization',
            size: 'small',
            estimatedTokens: 3,
          },
        }),
    });
    await openTab(user, 'Provider Routing');
    // The providers are model classes, not this instance's; the screen says so.
    expect(screen.getByRole('table', { name: /^Example routing table/ })).toBeVisible();
    expect(screen.getByText(/An example routing policy/).closest('.alert')?.textContent).toContain(
      'otherwise with no model: its deterministic engine',
    );
    await user.click(screen.getByRole('button', { name: 'Route Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONTENT_REQUIRED_MESSAGE);
    expect((screen.getByLabelText('Operation') as HTMLSelectElement).value).toBe('complex_analysis');
    await user.type(screen.getByLabelText('Content'), 'Summarize this');
    await user.selectOptions(screen.getByLabelText('Operation'), 'summarization');
    await user.click(screen.getByRole('button', { name: 'Route Request' }));
    const result = await screen.findByRole('region', { name: 'Routing result' });
    expect(sentBodies(fetchMock, '/api/optimization/provider-routing')).toEqual([
      { content: 'Summarize this', operation: 'summarization' },
    ]);
    expect(within(result).getByText('fast-model')).toBeVisible();
    expect(within(result).getByText('Yes')).toBeVisible();
    expect(within(result).getByText(/Summaries of short text are easy/)).toBeVisible();
    const chosen = screen.getByText('(chosen)').closest('tr');
    expect(chosen?.textContent).toMatch(/Summarization.*small.*fast-model/);
  });
});

describe('Proactive Analysis tab', () => {
  it('refuses a blank codebase, then shows violations, confidence and prevention actions', async () => {
    const { user, fetchMock } = renderOptimization({
      'POST /api/optimization/proactive-intervention': () =>
        json(200, {
          success: true,
          analysis: {
            violations: [
              {
                ruleId: 'perf/http-timeout-missing',
                severity: 'high',
                category: 'performance',
                description: 'fetch() has no timeout.',
                evidence: "fetch('https://api.example.com/orders')",
                preventionStrategy: 'Pass signal: AbortSignal.timeout(10000).',
                file: 'src/api/orders.ts',
                line: 2,
                column: 26,
              },
            ],
            files: [{ path: 'src/api/orders.ts', checked: true, parseError: null }],
            categories: ['dependencies', 'performance', 'accessibility', 'architecture'],
            rulesChecked: 25,
          },
          confidence: 100,
          confidenceBasis: 'The share of the pasted characters in files the rules read in full.',
          preventionActions: ['Outbound HTTP call without a timeout (src/api/orders.ts:2): Pass a signal.'],
          context: { source: 'optimization-page' },
        }),
    });
    await openTab(user, 'Proactive Analysis');
    await user.click(screen.getByRole('button', { name: 'Analyze Code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CODEBASE_REQUIRED_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Load Example Code' }));
    expect((screen.getByLabelText('Codebase') as HTMLTextAreaElement).value).toMatch(
      /\/\/ file: src\/api\/orders\.ts/,
    );
    await user.click(screen.getByRole('button', { name: 'Analyze Code' }));
    const result = await screen.findByRole('region', { name: 'Analysis result' });
    const [sent] = sentBodies(fetchMock, '/api/optimization/proactive-intervention') as Record<
      string,
      unknown
    >[];
    expect(sent).toMatchObject({ projectType: 'web-app', context: { source: 'optimization-page' } });
    expect(
      within(result).getByRole('progressbar', { name: 'Confidence' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(within(result).getByText('perf/http-timeout-missing')).toBeVisible();
    expect(within(result).getByText('high')).toBeVisible();
    expect(within(result).getByText("fetch('https://api.example.com/orders')")).toBeVisible();
    expect(within(result).getByText('Pass signal: AbortSignal.timeout(10000).')).toBeVisible();
    expect(
      within(result).getByText(/Outbound HTTP call without a timeout \(src\/api\/orders\.ts:2\)/),
    ).toBeVisible();
  });
});
