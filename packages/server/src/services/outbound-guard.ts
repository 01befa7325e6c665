import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { CharterError } from '@charter/core';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPrivateAddress } from './project-analysis-source';

/** Resolves a host name to its addresses (every one). Injected in tests, so no test needs DNS or a network. */
export type Resolver = (host: string) => Promise<string[]>;

/** The operating system's resolver; an IP literal resolves to itself without a query. */
export const systemResolver: Resolver = async (host) =>
  isIP(host) ? [host] : (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export class PrivateAddressError extends CharterError {
  constructor(host: string) {
    super(
      'BAD_REQUEST',
      `${host} resolves to a private, loopback or link-local address. Charter only calls public addresses; ` +
        'an operator can allow private ones with CHARTER_ALLOW_PRIVATE_NETWORK=1 (local development).',
    );
  }
}

/**
 * The guard itself, a pure function of the resolved addresses: refuses when any of them is private,
 * loopback, link-local or reserved (or when there are none), unless private networks are allowed.
 * @example assertPublicAddresses('semi.example.com', ['10.0.0.7'], false) // throws PrivateAddressError
 */
export function assertPublicAddresses(
  host: string,
  addresses: readonly string[],
  allowPrivate: boolean,
): void {
  if (addresses.length === 0) {
    throw new CharterError('BAD_REQUEST', `${host} could not be found. Check the domain.`);
  }
  if (!allowPrivate && addresses.some(isPrivateAddress)) throw new PrivateAddressError(host);
}

/**
 * Resolves `host` through the resolver (IP literals too, so an injected resolver sees every address a call
 * could reach) and applies the guard.
 */
export async function resolveOutboundHost(
  host: string,
  options: { resolver: Resolver; allowPrivate: boolean },
): Promise<string[]> {
  const literal = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = await options.resolver(literal);
  } catch {
    throw new CharterError('BAD_REQUEST', `${host} could not be found. Check the domain.`);
  }
  assertPublicAddresses(host, addresses, options.allowPrivate);
  return addresses;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets that resolves through the guard: the address a connection is made to is the one
 * checked (a second DNS answer cannot swap in a private address between the check and the connect).
 */
export function createGuardedLookup(options: { resolver: Resolver; allowPrivate: boolean }) {
  return (hostname: string, lookupOptions: { all?: boolean } | number, callback: LookupCallback): void => {
    resolveOutboundHost(hostname, options).then(
      (addresses) => {
        const entries = addresses.map((address) => ({ address, family: isIP(address) === 6 ? 6 : 4 }));
        if (typeof lookupOptions === 'object' && lookupOptions.all) callback(null, entries);
        else callback(null, entries[0]!.address, entries[0]!.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}

export interface GuardedFetchOptions {
  resolver?: Resolver;
  allowPrivate: boolean;
  /** Each request's deadline (≤ 10 s per the constitution). */
  timeoutMs: number;
}

/**
 * `fetch` for calls to agents on other domains: http(s) only, the host resolved through the private-network
 * guard at connect time, redirects refused (a redirect could point anywhere), and every request bounded by
 * `timeoutMs` whatever the caller passed.
 */
export function createGuardedFetch(options: GuardedFetchOptions): typeof fetch {
  const guard = { resolver: options.resolver ?? systemResolver, allowPrivate: options.allowPrivate };
  const dispatcher = new Agent({ connect: { lookup: createGuardedLookup(guard) as never } });
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      throw new CharterError('BAD_REQUEST', `Only http(s) addresses can be called (got ${url.protocol}).`);
    }
    // IP literals never reach `lookup`: check them here.
    if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) await resolveOutboundHost(url.hostname, guard);
    const timeout = AbortSignal.timeout(options.timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return undiciFetch(url, {
      ...(init as object),
      signal,
      redirect: 'error',
      dispatcher,
    } as never) as unknown as Promise<Response>;
  }) as typeof fetch;
}
