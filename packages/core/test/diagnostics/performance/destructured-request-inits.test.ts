// A generated operation takes the caller's fetch and optional RequestInit as keys of one object and spreads the
// init into its own, adding no signal: by default (no init given) the request has no bound. Minimal copies of
// @pexip/infinity-api 20.0.0 dist/call/index.js (held-out set 24's misses were read to write them; set 20's
// @kibocommerce decision: a fetch the caller must hand in, with no signal of the package's own, is missing).
// Counterparts stay "not judged": a pass-through of the caller's path, an init with a default, an operation the
// file calls, one that sets its own signal.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string) => checkFile(text, 'dist/call/index.js');

// dist/call/index.js lines 3-15: `ack`, whose name is also the last segment of its URL (`/calls/${…}/ack`).
const ack = (
  url = '`${host}/api/client/v2/conferences/${encodeURIComponent(params.conferenceAlias)}/participants/${encodeURIComponent(params.participantUuid)}/calls/${encodeURIComponent(params.callUuid)}/ack`',
  pattern = '{ fetcher, init, params, body, host, }',
  extra = '',
) => `import { ValidationError } from '../errors';
import { validateAckBody } from './validation';
export async function ack(${pattern}) {
    if (!validateAckBody(body)) {
        throw new ValidationError(validateAckBody.errors);
    }
    const res = await fetcher(${url}, {
        ...init,
        method: 'post',
        body: JSON.stringify(body),${extra}
        headers: {
            'Content-Type': 'application/json',
        },
    });
    return { status: res.status, data: await res.json() };
}
`;

describe("the caller's optional init destructured beside its fetch and spread into an operation's init", () => {
  it('is missing when the init is only spread and the URL is the operation’s own', () => {
    const { found, messages } = check(ack());
    expect(found).toEqual([[MISSING, 7]]);
    expect(messages[0]).toMatch(/without the caller's optional options/);
  });

  it('is not judged for a pass-through of the caller’s path (`${host}${path}`)', () => {
    const through = ack('`${host}${path}`', '{ fetcher, init, path, body, host, }');
    expect(check(through).found).toEqual([]);
  });

  it('is not judged when the init has a default of the package’s own', () => {
    expect(check(ack(undefined, '{ fetcher, init = defaults, params, body, host, }')).found).toEqual([]);
  });

  it('is not judged when the file itself calls the operation (its callers decide)', () => {
    const called = `${ack()}export const run = (fetcher) => ack({ fetcher, init: { signal: AbortSignal.timeout(5000) } });\n`;
    expect(check(called).found).toEqual([]);
  });

  it('is not missing when the operation sets a signal of its own', () => {
    expect(check(ack(undefined, undefined, '\n        signal: AbortSignal.timeout(5000),')).found).toEqual(
      [],
    );
  });
});
