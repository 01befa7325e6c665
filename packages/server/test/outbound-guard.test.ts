import { isIP } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { closeApp } from '../src/app';
import {
  assertPublicAddresses,
  createGuardedLookup,
  PrivateAddressError,
  type Resolver,
  resolveOutboundHost,
} from '../src/services/outbound-guard';
import { createSemiFetch } from '../src/services/semi-client';
import { createTestApp, json } from './helpers';

/**
 * The private-network guard of outbound calls (Semi). Tested as a function of resolved addresses with an
 * injected resolver: no test here sends a packet anywhere (not even to loopback), and no DNS is asked.
 */

const PRIVATE = [
  '10.0.0.5',
  '172.16.3.4',
  '172.31.255.1',
  '192.168.1.1',
  '169.254.169.254', // link-local (cloud metadata)
  '127.0.0.1',
  '0.0.0.0',
  '100.64.0.1',
  '::1',
  'fe80::1',
  'fd00::7',
  '::ffff:10.0.0.1',
  '::ffff:127.0.0.1',
];
// Documentation and public addresses: only classified, never contacted.
const PUBLIC = ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '172.32.0.1'];

const resolving =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    if (isIP(host)) return [host];
    const found = answers[host];
    if (!found) throw Object.assign(new Error(`ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found;
  };

describe('assertPublicAddresses', () => {
  it.each(PRIVATE)('refuses %s without the flag, allows it with CHARTER_ALLOW_PRIVATE_NETWORK', (address) => {
    expect(() => assertPublicAddresses('semi.example.com', [address], false)).toThrow(PrivateAddressError);
    expect(() => assertPublicAddresses('semi.example.com', [address], true)).not.toThrow();
  });

  it.each(PUBLIC)('allows the public address %s', (address) => {
    expect(() => assertPublicAddresses('semi.example.com', [address], false)).not.toThrow();
  });

  it('refuses a name with one private address among public ones, and a name with none', () => {
    expect(() => assertPublicAddresses('mixed.example.com', ['93.184.216.34', '10.1.1.1'], false)).toThrow(
      /private, loopback or link-local/,
    );
    expect(() => assertPublicAddresses('empty.example.com', [], true)).toThrow(/could not be found/);
  });
});

describe('resolveOutboundHost and the socket lookup', () => {
  const resolver = resolving({
    'semi.example.com': ['93.184.216.34'],
    'rebind.example.com': ['10.0.0.9'],
  });

  it('resolves through the injected resolver and applies the guard', async () => {
    await expect(resolveOutboundHost('semi.example.com', { resolver, allowPrivate: false })).resolves.toEqual(
      ['93.184.216.34'],
    );
    await expect(
      resolveOutboundHost('rebind.example.com', { resolver, allowPrivate: false }),
    ).rejects.toThrow(PrivateAddressError);
    await expect(resolveOutboundHost('[::1]', { resolver, allowPrivate: false })).rejects.toThrow(
      PrivateAddressError,
    );
    await expect(
      resolveOutboundHost('nowhere.example.com', { resolver, allowPrivate: false }),
    ).rejects.toThrow(/could not be found/);
  });

  it('hands a socket only checked addresses, in the shape net.connect asks for', async () => {
    const lookup = createGuardedLookup({ resolver, allowPrivate: false });
    const ask = (host: string, options: { all?: boolean }) =>
      new Promise<{ error: Error | null; address: unknown }>((resolve) =>
        lookup(host, options, (error, address) => resolve({ error, address })),
      );
    expect(await ask('semi.example.com', { all: true })).toEqual({
      error: null,
      address: [{ address: '93.184.216.34', family: 4 }],
    });
    expect(await ask('semi.example.com', {})).toEqual({ error: null, address: '93.184.216.34' });
    const refused = await ask('rebind.example.com', { all: true });
    expect(refused.error).toBeInstanceOf(PrivateAddressError);
  });
});

describe('the fetch the A2A client uses for Semi', () => {
  it('refuses plain http (a card may point anywhere) and private addresses before sending anything', async () => {
    let asked = 0;
    const semiFetch = createSemiFetch({
      timeoutMs: 1000,
      retries: 0,
      retryDelayMs: 1,
      allowPrivate: false,
      resolver: async () => {
        asked++;
        return ['10.9.8.7'];
      },
    });
    await expect(semiFetch('http://semi.example.com/a2a/jsonrpc')).rejects.toThrow(
      /only calls Semi over https/,
    );
    expect(asked).toBe(0);
    await expect(semiFetch('https://semi.example.com/.well-known/agent-card.json')).rejects.toThrow(
      PrivateAddressError,
    );
    expect(asked).toBe(1);
    await expect(semiFetch('https://[fd00::1]/')).rejects.toThrow(PrivateAddressError);
  });
});

describe('POST /api/semi/connect without CHARTER_ALLOW_PRIVATE_NETWORK', () => {
  const t = createTestApp({
    semi: { resolver: resolving({ 'semi.internal.example': ['192.168.10.20'] }), retryDelayMs: 1 },
  });
  afterAll(() => closeApp(t.app));

  it('refuses a domain resolving to a private address, an IP literal of one, and plain http', async () => {
    const cookie = await t.signUp();
    const connect = (semiDomain: string) =>
      t.request('POST', '/api/semi/connect', { cookie, body: { semiDomain, apiKey: 'k' } });

    const internal = await connect('semi.internal.example');
    expect(internal.status).toBe(400);
    expect((await json(internal)).error).toMatch(/semi\.internal\.example resolves to a private/);

    const literal = await connect('https://169.254.169.254');
    expect(literal.status).toBe(400);
    expect((await json(literal)).error).toMatch(/private, loopback or link-local/);

    const insecure = await connect('http://semi.example.com');
    expect(insecure.status).toBe(400);
    expect((await json(insecure)).error).toMatch(/https/);

    const status = await json(await t.request('GET', '/api/semi/status', { cookie }));
    expect(status).toMatchObject({ connected: false });
  });
});

describe('a test app without Semi options (as the contract fuzz test builds it)', () => {
  const t = createTestApp();
  afterAll(() => closeApp(t.app));

  it('resolves nothing, not even a public IP literal, so no fuzzed domain can send a packet', async () => {
    const cookie = await t.signUp();
    // 134744072 is how a URL parser reads 8.8.8.8: refused before any connection.
    for (const semiDomain of ['134744072', 'https://8.8.8.8', 'semi.example.com']) {
      const response = await t.request('POST', '/api/semi/connect', {
        cookie,
        body: { semiDomain, apiKey: 'k' },
      });
      expect(response.status).toBe(400);
      expect((await json(response)).error).toMatch(/could not be found/);
    }
  });
});
