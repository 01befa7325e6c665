import { describe, expect, it } from 'vitest';
import {
  checkHttpTimeouts,
  getHttpProjectFacts,
  mergeHttpProjectFacts,
} from '../../../src/diagnostics/performance';
import { parseSource } from '../parse';

const program = (text: string) => parseSource('src/a.ts', text).program;
const ids = (text: string, facts = {}) =>
  checkHttpTimeouts({ path: 'src/a.ts', text }, program(text), { maxTimeoutMs: 10_000 }, facts).map(
    (f) => f.ruleId,
  );

describe('HTTP project facts', () => {
  it('finds start-up settings that other files inherit', () => {
    expect(
      getHttpProjectFacts(program("import axios from 'axios';\naxios.defaults.timeout = 5000;")),
    ).toEqual({
      axiosDefaultTimeout: true,
    });
    expect(
      getHttpProjectFacts(
        program(
          "import { Agent, setGlobalDispatcher } from 'undici';\nsetGlobalDispatcher(new Agent({ headersTimeout: 5e3, bodyTimeout: 5e3 }));",
        ),
      ),
    ).toEqual({ globalDispatcherBounded: true });
    expect(
      getHttpProjectFacts(
        program(
          "import { Agent, setGlobalDispatcher } from 'undici';\nsetGlobalDispatcher(new Agent({ connections: 8 }));",
        ),
      ),
    ).toEqual({});
    expect(
      getHttpProjectFacts(program('const axios = { defaults: {} };\naxios.defaults.timeout = 1;')),
    ).toEqual({});
  });

  it('calls in another file inherit them', () => {
    const axiosCall = "import axios from 'axios';\nexport const me = () => axios.get('/me');";
    expect(ids(axiosCall)).toEqual(['perf/http-timeout-missing']);
    expect(ids(axiosCall, { axiosDefaultTimeout: true })).toEqual([]);
    const fetchCall = "export const me = () => fetch('https://api.test/me');";
    expect(ids(fetchCall, mergeHttpProjectFacts({}, { globalDispatcherBounded: true }))).toEqual([]);
    expect(ids(fetchCall, mergeHttpProjectFacts({}, { axiosDefaultTimeout: true }))).toEqual([
      'perf/http-timeout-missing',
    ]);
  });
});
