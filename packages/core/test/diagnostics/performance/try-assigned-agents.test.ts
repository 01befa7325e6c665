// An agent declared with no value and given one only inside a `try` whose `catch` goes on: when the try fails the
// request is sent with no agent at all (node's default one, which bounds nothing), so one path of the agent leaves
// it unbounded. Shape from @puppeteer/browsers 3.2.6 src/httpUtil.ts lines 37-82 (Apache-2.0), reduced to the
// lines that decide.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';
const run = (text: string, path = 'src/httpUtil.ts') => {
  const { found, undecided } = checkFile(text, path);
  return { found, undecided };
};

const puppeteer = (
  tried: string,
  caught = '// Standard Node.js agents will be used.',
) => `import * as http from 'node:http';
import * as https from 'node:https';
export async function httpRequest(url: URL, method: string, response: (x: http.IncomingMessage) => void) {
  let agent: http.Agent | undefined;
  try {
    ${tried}
  } catch {
    ${caught}
  }
  const options: http.RequestOptions = {
    protocol: url.protocol,
    hostname: url.hostname,
    path: url.pathname + url.search,
    method,
    agent,
  };
  const request = https.request(options, (res) => response(res));
  request.end();
  return request;
}`;

describe('an agent set only inside a try whose catch goes on (@puppeteer/browsers)', () => {
  it('`new ProxyAgent()` or nothing: missing', () => {
    const tried = "const {ProxyAgent} = await import('proxy-agent');\n    agent = new ProxyAgent();";
    expect(run(puppeteer(tried))).toEqual({ found: [[MISSING, 18]], undecided: [] });
  });

  it('a catch that throws: the agent is always the library one, not known', () => {
    const tried = "const {ProxyAgent} = await import('proxy-agent');\n    agent = new ProxyAgent();";
    expect(run(puppeteer(tried, 'throw new Error("no proxy agent");')).found).toEqual([]);
  });

  it('a catch that sets another agent: not known', () => {
    const tried = "const {ProxyAgent} = await import('proxy-agent');\n    agent = new ProxyAgent();";
    expect(run(puppeteer(tried, 'agent = makeAgent();')).found).toEqual([]);
  });

  it('an agent declared with a value: read as that value (a library agent, not known)', () => {
    const text = puppeteer('agent.maxSockets = 4;').replace(
      'let agent: http.Agent | undefined;',
      "const {ProxyAgent} = await import('proxy-agent');\n  let agent: http.Agent | undefined = new ProxyAgent();",
    );
    expect(run(text).found).toEqual([]);
  });
});
