// A controller only a stop method of the class aborts, never a timer: no bound (set 22's @brokerize, set 23's
// lead's decision). @namehash/nameguard 0.9.0 dist/index.js: `this.abortController = new AbortController()` in the
// constructor (line 56), rawRequest's `fetch(url, { …, signal: this.abortController.signal })` (lines 261-272), and
// the only abort in `abortAllRequests()` (lines 281-284). @pie-players/tts-client-server 0.3.73
// dist/ServerTTSProvider.js: speak's local `const synthesisController = new AbortController()` stored as
// `this.activeSynthesisController` (lines 348-351), its signal handed to synthesizeSpeech's fetches (lines 437, 551),
// and the only abort in `stop()` (lines 730-734). Shortened. Counterparts: a timer that calls the stop method or
// aborts the member, an abort in a callback rather than a method, the controller handed out.
import { describe, expect, it } from 'vitest';
import { checkFile } from './project-files';

const MISSING = 'perf/http-timeout-missing';

const nameguard = (extra = '', abort = 'this.abortController.abort();') => `var NameGuard = class {
  constructor({ endpoint = 'https://api.nameguard.io', network = 'mainnet' } = {}) {
    this.nameguardEndpoint = new URL(endpoint);
    this.network = network;
    this.abortController = new AbortController();
  }
  async rawRequest(path, method = 'GET', body = {}, headers = {}) {
    const url = new URL(path, this.nameguardEndpoint);
    const options = { method, headers: { 'Content-Type': 'application/json', ...headers }, signal: this.abortController.signal };
    if (method !== 'GET') options.body = JSON.stringify(body);
    const response = await fetch(url, options);
    return await response.json();
  }
  abortAllRequests() {
    ${abort}
    this.abortController = new AbortController();
  }${extra}
};
export { NameGuard };
`;

const tts = (extra = '') => `export class ServerTTSProviderImpl {
  activeSynthesisController = null;
  async speak(text) {
    this.stop();
    const synthesisController = new AbortController();
    this.activeSynthesisController = synthesisController;
    const { audioUrl } = await this.synthesizeSpeech(text, synthesisController.signal);
    return audioUrl;
  }
  async synthesizeSpeech(text, signal) {
    const response = await fetch(this.url, { method: 'POST', body: JSON.stringify({ text }), signal });
    return response.json();
  }
  stop() {
    if (this.activeSynthesisController) {
      this.activeSynthesisController.abort();
      this.activeSynthesisController = null;
    }
  }${extra}
}
`;

describe('a controller only a stop method aborts (nameguard, pie-players)', () => {
  it('is missing on a member the stop method aborts', () => {
    const { found, messages } = checkFile(nameguard(), 'index.js');
    expect(found).toEqual([[MISSING, 11]]);
    expect(messages[0]).toMatch(/only a stop method/);
  });

  it('is missing on a local controller stored where the stop method aborts it', () => {
    expect(checkFile(tts(), 'ServerTTSProvider.js').found).toEqual([[MISSING, 11]]);
  });

  it('is not judged when a timer may abort it, an abort is not a method’s own, or the controller is handed out', () => {
    const timed = '\n  arm() { setTimeout(() => this.abortAllRequests(), 5000); }';
    expect(checkFile(nameguard(timed), 'index.js').found).toEqual([]);
    const viaMethod =
      '\n  expire() { this.abortAllRequests(); }\n  arm() { setTimeout(this.expire.bind(this), 5000); }';
    expect(checkFile(nameguard(viaMethod), 'index.js').found).toEqual([]);
    const direct = '\n  arm() { setTimeout(() => this.abortController.abort(), 5000); }';
    expect(checkFile(nameguard(direct), 'index.js').found).toEqual([]);
    const callback = "this.emitter.on('timeout', () => this.abortController.abort());";
    expect(checkFile(nameguard('', callback), 'index.js').found).toEqual([]);
    const handed = '\n  get controller() { return this.abortController; }';
    expect(checkFile(nameguard(handed), 'index.js').found).toEqual([]);
    const hooked = "\n  watch(emitter) { emitter.on('timeout', () => this.abortAllRequests()); }";
    expect(checkFile(nameguard(hooked), 'index.js').found).toEqual([]);
    const timedStop = '\n  play() { this.timer = setInterval(() => this.stop(), 30000); }';
    expect(checkFile(tts(timedStop), 'ServerTTSProvider.js').found).toEqual([]);
  });
});
