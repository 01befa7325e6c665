// A signal its own function treats as optional (`signal?.throwIfAborted()`, `if (signal)`): the shape of @whop/api
// 0.0.51 dist/index.node.mjs:16-39 (uploadPartImpl, a node https PUT whose only bound is the `signal` destructured
// from its parameter, handed in by the SDK from the user's optional `{ signal } = {}`; a minimal rewrite of that
// shape). With no call in the file to show what is passed, the signal is the caller's optional one: missing.
// Counterparts: a signal the function never marks optional stays not judged; a function whose every call the file
// makes (not exported, not handed on) is judged by what those calls pass, as before.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const upload = (guard = 'signal?.throwIfAborted();', use = 'export const uploader = { uploadPart };') => `
import { request } from "https";
async function uploadPart({ url, headers, signal }) {
  ${guard}
  return new Promise((resolve, reject) => {
    const req = request(new URL(url), { method: "PUT", headers, signal });
    req.on("response", resolve);
    req.on("error", reject);
    req.end();
  });
}
${use}
`;

const plain = (guard: string) => `
export async function send(url, signal) {
  ${guard}
  return fetch(url, { method: "POST", signal });
}
`;

describe('a signal its function reads as optional', () => {
  it('is missing for a destructured `signal` read as `signal?.` (@whop/api 0.0.51 shape)', () => {
    const { found, messages } = checkFile(upload(), 'dist/index.node.mjs');
    expect(found).toEqual([[MISSING, 6]]);
    expect(messages[0]).toMatch(/treats as optional/);
  });

  it('is missing for a plain parameter tested as `if (!signal)`', () => {
    const { found } = checkFile(plain('if (!signal) console.warn("no signal");'), 'src/send.js');
    expect(found).toEqual([[MISSING, 4]]);
  });

  it('stays not judged when the function does not mark the signal optional', () => {
    const result = checkFile(upload('void 0;'), 'dist/index.node.mjs');
    expect(result.found).toEqual([]);
    const other = checkFile(plain('void 0;'), 'src/send.js');
    expect(other.found).toEqual([]);
  });

  it('is judged by its calls when the file makes every call of the function', () => {
    const call = 'uploadPart({ url: "https://x", headers: {}, signal: AbortSignal.timeout(5000) });';
    const result = checkFile(upload(undefined, call), 'dist/index.node.mjs');
    expect(result.found).toEqual([]);
  });
});
