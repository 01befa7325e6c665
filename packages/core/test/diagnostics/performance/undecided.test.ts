// Calls the HTTP-timeout rules see but cannot judge are never findings (precision first), but they are
// recorded with where they are and why, so `charter check` can say they were not judged instead of scoring
// the project a silent 100.
import { describe, expect, it } from 'vitest';
import { toDiagnosticLimits } from '../../../src/diagnostics/limits';
import { checkHttpTimeouts } from '../../../src/diagnostics/performance';
import { scanFiles } from '../../../src/diagnostics/scanner';
import type { UndecidedCall } from '../../../src/diagnostics/types';
import { parseSource } from '../parse';

const collect = (text: string, path = 'src/client.ts') => {
  const out = { undecided: [] as UndecidedCall[] };
  const findings = checkHttpTimeouts(
    { path, text },
    parseSource(path, text).program,
    { maxTimeoutMs: 10_000 },
    {},
    out,
  );
  return { findings, undecided: out.undecided };
};

describe('undecided HTTP calls', () => {
  it('records a fetch whose signal comes from the caller, with its place and reason, and reports nothing', () => {
    const text = [
      'export async function load(url: string, opts: { signal?: AbortSignal }) {',
      '  const response = await fetch(url, { signal: opts.signal });',
      '  return response.json();',
      '}',
    ].join('\n');
    const { findings, undecided } = collect(text);
    expect(findings).toEqual([]);
    expect(undecided).toEqual([
      {
        file: 'src/client.ts',
        line: 2,
        column: 26,
        what: 'fetch()',
        reason: 'the signal comes from the caller',
      },
    ]);
  });

  it('records a call on a client handed in, whose config is built at run time', () => {
    const text = [
      "import axios from 'axios';",
      'export const get = (url: string, http: typeof axios) => http.get(url, options());',
      'declare function options(): object;',
    ].join('\n');
    const { undecided } = collect(text);
    expect(undecided.map((call) => [call.line, call.what, call.reason])).toEqual([
      [2, 'http.get()', 'its options come from `options()`'],
    ]);
  });

  it('records an init built elsewhere, with the name it comes from', () => {
    const text = 'export const send = (url: string, init: RequestInit) => fetch(url, init);';
    const { findings, undecided } = collect(text);
    expect(findings).toEqual([]);
    expect(undecided).toEqual([
      { file: 'src/client.ts', line: 1, column: 57, what: 'fetch()', reason: 'its options come from `init`' },
    ]);
  });

  it("keeps a caller's signal undecided beside a long req.setTimeout, as axios's signal rule does (no new finding)", () => {
    const text = [
      "import https from 'node:https';",
      'export function get(url: string, opts: { signal: AbortSignal }) {',
      '  const req = https.request(url, { signal: opts.signal });',
      '  req.setTimeout(60000);',
      '  req.end();',
      '}',
    ].join('\n');
    const { findings, undecided } = collect(text);
    expect(findings).toEqual([]);
    expect(undecided.map((call) => [call.line, call.what, call.reason])).toEqual([
      [3, 'https.request()', 'the signal comes from the caller'],
    ]);
  });

  it("judges a caller's signal with a bounded fallback by the fallback (packages/widget/src/api.ts's shape)", () => {
    const text = [
      'export async function call(url: string, init: RequestInit) {',
      '  return fetch(url, { ...init, signal: init.signal ?? AbortSignal.timeout(5000) });',
      '}',
    ].join('\n');
    expect(collect(text)).toEqual({ findings: [], undecided: [] });
    // A fallback above the limit leaves it undecided, as the caller's signal alone did (no new finding).
    const long = collect(text.replace('5000', '60000'));
    expect(long.findings).toEqual([]);
    expect(long.undecided.map((call) => call.reason)).toEqual(['the signal comes from the caller']);
  });

  it('does not record a judged call: neither a bounded one nor a reported one', () => {
    const text = [
      "await fetch('https://a.example', { signal: AbortSignal.timeout(5000) });",
      "await fetch('https://b.example');",
    ].join('\n');
    const { findings, undecided } = collect(text);
    expect(findings.map((finding) => finding.line)).toEqual([2]);
    expect(undecided).toEqual([]);
  });

  it('the scanner lists them in its result, sorted, beside findings', () => {
    const result = scanFiles(
      [
        {
          path: 'b.ts',
          text: 'export const b = (u: string, o: { signal: AbortSignal }) => fetch(u, { signal: o.signal });',
        },
        { path: 'a.ts', text: "export const a = () => fetch('https://a.example');" },
      ],
      { parse: parseSource, limits: toDiagnosticLimits(), categories: ['performance'] },
    );
    expect(result.findings.map((finding) => finding.file)).toEqual(['a.ts']);
    expect(result.undecided.map((call) => [call.file, call.what, call.reason])).toEqual([
      ['b.ts', 'fetch()', 'the signal comes from the caller'],
    ]);
  });
});
