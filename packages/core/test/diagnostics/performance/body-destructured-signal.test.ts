// The caller's signal destructured in the body of the method that sends, and read there as optional: held-out set
// 19's @datastax/langflow-client 0.4.1 src/index.ts (Apache-2.0), lines 36-43 (RequestOptions, `signal?:
// AbortSignal`), 59 (`this.fetch = opts.fetch ?? fetch`) and 154-202 (request and stream), reduced to the lines that
// decide. The labels hold both sends missing: no bound unless the caller gives a signal.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const client = (check = 'signal?.throwIfAborted();') => `export interface RequestOptions {
  path: string;
  method: string;
  signal?: AbortSignal;
}
export class LangflowClient {
  fetch: typeof fetch;
  constructor(opts: { fetch?: typeof fetch }) {
    this.fetch = opts.fetch ?? fetch;
  }
  async request(options: RequestOptions): Promise<unknown> {
    const { path, method, signal } = options;
    ${check}
    const response = await this.fetch(path, { method, signal });
    return await response.json();
  }
}
`;

describe("a signal destructured in the sending method's body", () => {
  it("is the caller's optional one when the method reads `signal?.` (@datastax/langflow-client)", () => {
    const { found, messages } = checkFile(client(), 'src/index.ts');
    expect(found).toEqual([[MISSING, 14]]);
    expect(messages[0]).toContain('treats as optional');
  });

  it('stays not judged when the method does not read it as optional', () => {
    const { found, undecided } = checkFile(client(''), 'src/index.ts');
    expect(found).toEqual([]);
    expect(undecided).toEqual([14]);
  });
});
