// A caller's signal sent with a nullish fallback, `signal: signal ?? null`: the file reads the signal as one that may
// be absent and sends none then. Shape of sonarqube-web-api-client 1.0.1 dist/index.js:2335-2342
// (streamSbomReportV2(params, signal), the global fetch with `{ headers, signal: signal ?? null }`), shortened.
// Counterparts: a fallback to another signal is judged by that signal; a plain `signal` stays not judged.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const stream = (signal: string) => `
export class SbomClient {
  async streamSbomReportV2(params, signal) {
    const headers = new Headers();
    const response = await fetch(\`\${this.baseUrl}/api/v2/sca/sbom-reports?\${params}\`, {
      headers,
      signal: ${signal}
    });
    return response.body;
  }
}
`;

describe('a caller’s signal with a nullish fallback (sonarqube-web-api-client)', () => {
  it('is missing for `signal ?? null` and `signal || undefined`', () => {
    for (const signal of ['signal ?? null', 'signal || undefined', 'signal ?? void 0']) {
      const { found, messages } = checkFile(stream(signal), 'dist/index.js');
      expect(found).toEqual([[MISSING, 5]]);
      expect(messages[0]).toMatch(/sent as none when absent/);
    }
  });

  it('stays not judged for the plain parameter, and is bounded by a timed fallback', () => {
    expect(checkFile(stream('signal'), 'dist/index.js').found).toEqual([]);
    expect(checkFile(stream('signal ?? AbortSignal.timeout(5000)'), 'dist/index.js').found).toEqual([]);
  });
});
