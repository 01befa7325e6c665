// A parameter every call of its function in the file fills with the global fetch (filled-fetch-parameter.ts),
// judged as an injected fetch whatever its name. The snippet is a minimal copy of a real file, origin beside it.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const check = (text: string, path: string) => checkFile(text, path).found;

// midjourney 4.3.18 libs/gradio/client.js lines 60-75, 147, 530 and 766-782 (gradio's client, bundled; MIT).
const gradio = `function api_factory(fetch_implementation) {
    return { post_data, client };
    async function post_data(url, body, token) {
        const headers = { "Content-Type": "application/json" };
        var response = await fetch_implementation(url, {
            method: "POST",
            body: JSON.stringify(body),
            headers,
        });
        return response.json();
    }
    async function client(host, hf_token) {
        if (hf_token) return await resolve_config(fetch_implementation, host, hf_token);
        const config = await resolve_config(fetch_implementation, host, hf_token);
        return config;
    }
}
exports.api_factory = api_factory;
_a = api_factory(fetch), exports.post_data = _a.post_data, exports.client = _a.client;
async function resolve_config(fetch_implementation, endpoint, token) {
    const headers = {};
    let response = await fetch_implementation(\`\${endpoint}/config\`, { headers });
    return response.json();
}`;

describe("gradio's `api_factory(fetch_implementation)`, filled with the global fetch (midjourney)", () => {
  it('its sends, and those of a function it hands the same parameter to, are missing a timeout', () => {
    expect(check(gradio, 'libs/gradio/client.js')).toEqual([
      [MISSING, 5],
      [MISSING, 22],
    ]);
  });

  it('a call of the file passing another fetch leaves both unjudged', () => {
    const other = `${gradio}\nconst wasm = api_factory(wasmFetch);`;
    expect(check(other, 'libs/gradio/client.js')).toEqual([]);
  });

  it('a function the file never calls is not judged by this rule', () => {
    const uncalled = gradio.replace('_a = api_factory(fetch), ', '');
    expect(check(uncalled, 'libs/gradio/client.js')).toEqual([]);
  });
});
