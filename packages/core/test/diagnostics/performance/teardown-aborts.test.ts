// A controller aborted only by the teardown its function hands back (idle-controllers.ts, session 40): the shape of
// @semiont/api-client 0.5.6 dist/index.js, reduced to the lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const TOO_LONG = 'perf/http-timeout-too-long';

// dist/index.js lines 354-364 (the ky instance, a 30 s default) and 677-711 (sseProgressStream: the POST made on
// subscribe with `signal: ctrl.signal`, the controller aborted by the Observable's teardown).
const semiont = (teardown: string) => `import ky from 'ky';
import { Observable } from 'rxjs';
var HttpTransport = class {
  constructor(config) {
    const { timeout = 3e4 } = config;
    this.http = ky.create({ timeout });
  }
  sseProgressStream(url, file) {
    return new Observable((subscriber) => {
      const ctrl = new AbortController();
      (async () => {
        const response = await this.http.post(url, { body: file, signal: ctrl.signal });
        subscriber.next(response);
        subscriber.complete();
      })();
      ${teardown}
    });
  }
};
export { HttpTransport };`;

describe('a controller aborted only by the teardown its function hands back', () => {
  it("an unsubscribe is no bound: the instance's 30 s (semiont sseProgressStream)", () => {
    expect(checkFile(semiont('return () => ctrl.abort();'), 'dist/index.js').found).toEqual([[TOO_LONG, 12]]);
  });

  it('a timer that aborts it: silent', () => {
    expect(
      checkFile(
        semiont('setTimeout(() => ctrl.abort(), 5000);\n      return () => ctrl.abort();'),
        'dist/index.js',
      ).found,
    ).toEqual([]);
  });

  it('the abort handed to another function: silent', () => {
    expect(checkFile(semiont('subscriber.add(() => ctrl.abort());'), 'dist/index.js').found).toEqual([]);
  });
});
