import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, json, memoryCalls } from '../testing/fake-server';
import { describeClickTarget, describeForm, FLUSH_BATCH_SIZE, MemoryRecorder } from './memory-session';

async function readBlob(blob: Blob): Promise<unknown> {
  return JSON.parse(await blob.text());
}

function recorder(now = () => 1_000) {
  const beacons: { url: string; data: Blob }[] = [];
  const beacon = vi.fn((url: string, data: Blob) => {
    beacons.push({ url, data });
    return true;
  });
  return { recorder: new MemoryRecorder({ now, beacon }), beacons };
}

const logCalls = () => memoryCalls.filter((call) => call.key === 'POST /api/memory/log-interaction');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('MemoryRecorder', () => {
  it('starts a console session and sends interactions in one batch on flush', async () => {
    fakeServer({});
    const { recorder: r } = recorder();
    expect(await r.start()).toBe('memory-test-session');
    expect(memoryCalls[0]).toEqual({ key: 'POST /api/memory/start-session', body: { agentType: 'console' } });

    r.log('click', 'Generate Primer', { path: '/primer-generator' });
    r.log('form_submit', 'Sign in');
    expect(logCalls()).toHaveLength(0);
    await r.flush();
    expect(logCalls()).toHaveLength(1);
    const body = logCalls()[0]?.body as {
      sessionId: string;
      interactions: { type: string; content: string }[];
    };
    expect(body.sessionId).toBe('memory-test-session');
    expect(body.interactions.map((i) => [i.type, i.content])).toEqual([
      ['click', 'Generate Primer'],
      ['form_submit', 'Sign in'],
    ]);
    expect(r.pending).toBe(0);
  });

  it('flushes by itself once a batch is full, and keeps what was logged before the session answered', async () => {
    fakeServer({});
    const { recorder: r } = recorder();
    for (let i = 0; i < FLUSH_BATCH_SIZE; i++) r.log('click', `Button ${i}`);
    expect(logCalls()).toHaveLength(0); // no session yet: nothing can be sent
    await r.start();
    await vi.waitFor(() => expect(logCalls()).toHaveLength(1));
    expect((logCalls()[0]!.body as { interactions: unknown[] }).interactions).toHaveLength(FLUSH_BATCH_SIZE);
  });

  it('ends by one beacon carrying the rest of the queue and the duration, as a JSON blob', async () => {
    fakeServer({});
    let clock = 1_000;
    const { recorder: r, beacons } = recorder(() => clock);
    await r.start();
    r.log('click', 'Save Project');
    clock = 61_000;
    r.endWithBeacon();

    // One call, so the server cannot end the session before it has the last clicks.
    expect(beacons.map((b) => b.url)).toEqual(['/api/memory/end-session']);
    expect(beacons[0]!.data.type).toBe('application/json');
    expect(await readBlob(beacons[0]!.data)).toMatchObject({
      sessionId: 'memory-test-session',
      duration: 60_000,
      interactions: [{ type: 'click', content: 'Save Project' }],
    });

    r.log('click', 'after the end');
    r.endWithBeacon();
    expect(beacons).toHaveLength(1);
  });

  it('ends without an interactions field when nothing is queued', async () => {
    fakeServer({});
    const { recorder: r, beacons } = recorder(() => 5_000);
    await r.start();
    r.endWithBeacon();
    expect(await readBlob(beacons[0]!.data)).toEqual({ sessionId: 'memory-test-session', duration: 0 });
  });

  it('ends the session as soon as it starts when the page went away first', async () => {
    fakeServer({});
    const { recorder: r, beacons } = recorder();
    const started = r.start();
    r.endWithBeacon();
    expect(beacons).toHaveLength(0);
    await started;
    expect(beacons.map((b) => b.url)).toEqual(['/api/memory/end-session']);
  });

  it('works without a session when the server refuses one', async () => {
    fakeServer({
      'POST /api/memory/start-session': () =>
        json(503, { error: 'Storage unavailable.', code: 'UNAVAILABLE' }),
    });
    const { recorder: r, beacons } = recorder();
    expect(await r.start()).toBeUndefined();
    r.log('click', 'Anything');
    await r.flush();
    r.endWithBeacon();
    expect(logCalls()).toHaveLength(0);
    expect(beacons).toHaveLength(0);
  });
});

describe('what is logged', () => {
  it('names the control clicked by its accessible text, never a field value', () => {
    document.body.innerHTML = `
      <button aria-label="Close panel"><svg></svg></button>
      <a href="/x"><span id="inner">Open  project</span></a>
      <label for="email">Email</label><input id="email" name="email" value="ada@example.com">
      <p id="plain">text</p>`;
    expect(describeClickTarget(document.querySelector('svg'))).toEqual({
      content: 'Close panel',
      element: 'button',
    });
    expect(describeClickTarget(document.getElementById('inner'))).toEqual({
      content: 'Open project',
      element: 'a',
    });
    expect(describeClickTarget(document.getElementById('email'))).toEqual({
      content: 'Email',
      element: 'input',
    });
    expect(describeClickTarget(document.getElementById('plain'))).toBeNull();
  });

  it('names a form by its label, not its values', () => {
    document.body.innerHTML = `<h2 id="t">Sign in</h2><form aria-labelledby="t"><input value="secret"></form>`;
    expect(describeForm(document.querySelector('form'))).toBe('Sign in');
    expect(describeForm(document.body)).toBe('');
  });
});
