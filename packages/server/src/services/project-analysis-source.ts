import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CharterError } from '@charter/core';

/**
 * What `projectUrl` names, decided before anything touches the network or the disk: a git URL to clone
 * (https; http and loopback only when the app allows them, for tests), a `file://` git URL or a local
 * directory (only with CHARTER_ALLOW_LOCAL_PATHS=1). Everything else is a 400 with a sentence saying why.
 */
export type AnalysisTarget =
  | { kind: 'remote'; url: string; host: string; port: number }
  | { kind: 'file-url'; url: string; path: string }
  | { kind: 'directory'; path: string };

export interface SourceRules {
  allowLocalPaths: boolean;
  allowHttp: boolean;
}

const REPLIT_HOSTS = ['replit.com', 'repl.co', 'replit.app', 'replit.dev', 'repl.it'];

export const REPLIT_MESSAGE =
  'Replit project URLs cannot be cloned. Connect the Repl to GitHub (Git pane → Connect to GitHub) and paste ' +
  "that repository's git URL instead, for example https://github.com/you/project.git.";

export const LOCAL_PATHS_MESSAGE =
  'Local paths and file:// URLs can be analyzed only when the server runs with CHARTER_ALLOW_LOCAL_PATHS=1. ' +
  "Give the repository's https git URL instead.";

function badRequest(message: string): CharterError {
  return new CharterError('BAD_REQUEST', message);
}

function isReplit(host: string): boolean {
  return REPLIT_HOSTS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

function looksLikeLocalPath(value: string): boolean {
  return (
    value.startsWith('/') ||
    value.startsWith('~') ||
    value.startsWith('./') ||
    value.startsWith('../') ||
    value === '.' ||
    /^[A-Za-z]:[\\/]/.test(value)
  );
}

/**
 * `github.com/owner/repo`, `https://github.com/owner/repo/tree/main` and `…/repo.git` all name one
 * repository; GitLab nests groups and ends a project's path at `/-/`.
 */
function toForgeRepositoryPath(host: string, pathname: string): string | undefined {
  const segments = pathname.split('/').filter(Boolean);
  if (host === 'github.com' || host === 'www.github.com') {
    if (segments.length < 2) return undefined;
    return `/${segments[0]}/${segments[1]?.replace(/\.git$/, '')}.git`;
  }
  if (host === 'gitlab.com' || host === 'www.gitlab.com') {
    const end = segments.indexOf('-');
    const project = end === -1 ? segments : segments.slice(0, end);
    if (project.length < 2) return undefined;
    return `/${project.join('/').replace(/\.git$/, '')}.git`;
  }
  return undefined;
}

/**
 * Reads `projectUrl` into a target, refusing what the server never clones: other schemes (ssh, git://,
 * ext::), credentials in the URL, Replit project pages, and local paths unless the operator allows them.
 * @example toAnalysisTarget('github.com/h3js/h3', rules) // { kind: 'remote', url: 'https://github.com/h3js/h3.git', … }
 */
export function toAnalysisTarget(projectUrl: string, rules: SourceRules): AnalysisTarget {
  const value = projectUrl.trim();
  if (looksLikeLocalPath(value)) {
    if (!rules.allowLocalPaths) throw badRequest(LOCAL_PATHS_MESSAGE);
    if (!isAbsolute(value)) {
      throw badRequest(`Give an absolute path on the server (got "${value}").`);
    }
    return { kind: 'directory', path: value };
  }
  // scp-like SSH (git@github.com:owner/repo.git) has no scheme; it must not be read as a host name.
  if (/^[\w.-]+@[\w.-]+:/.test(value)) {
    throw badRequest("SSH URLs are not supported: give the repository's https URL instead.");
  }
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  let url: URL;
  try {
    url = new URL(hasScheme ? value : `https://${value}`);
  } catch {
    throw badRequest(`"${value}" is not a URL. Give the repository's https git URL.`);
  }
  if (url.protocol === 'file:') {
    if (!rules.allowLocalPaths) throw badRequest(LOCAL_PATHS_MESSAGE);
    if (url.host !== '')
      throw badRequest('A file:// URL must name a path on this server (file:///path/to/repo).');
    return { kind: 'file-url', url: url.href, path: fileURLToPath(url) };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && rules.allowHttp)) {
    throw badRequest(
      url.protocol === 'http:'
        ? 'Only https git URLs can be analyzed: use https:// instead of http://.'
        : `URLs starting with "${url.protocol}" are not supported: give the repository's https git URL.`,
    );
  }
  if (url.username || url.password) {
    throw badRequest(
      'Remove the user name and password from the URL: only public repositories can be analyzed, and credentials must not be sent.',
    );
  }
  const host = url.hostname.toLowerCase();
  if (isReplit(host)) throw badRequest(REPLIT_MESSAGE);
  if (url.search) throw badRequest('Remove the query string (the part after "?") from the repository URL.');

  const pathname = toForgeRepositoryPath(host, url.pathname) ?? url.pathname.replace(/\/+$/, '');
  if (!pathname.endsWith('.git')) {
    throw badRequest(
      `${url.origin}${url.pathname} is not a git URL. Give the repository's clone URL (ending in .git), or a GitHub or GitLab repository URL.`,
    );
  }
  const port = url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
  return { kind: 'remote', url: `${url.protocol}//${url.host}${pathname}`, host, port };
}

/** Addresses a public repository never has: loopback, private, link-local, CGNAT, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on a loopback, private, link-local or reserved network (IPv4-mapped IPv6 included). */
export function isPrivateAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves the host once and refuses private addresses (SSRF). The answer is pinned for git with
 * `http.curloptResolve`, so git connects to the address checked here and a second DNS answer cannot
 * redirect it (and git is told not to follow HTTP redirects).
 */
export async function resolvePublicHost(
  host: string,
  options: { allowPrivateHosts: boolean },
): Promise<string[]> {
  const literal = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(literal)) {
    addresses = [literal];
  } else {
    try {
      addresses = (await lookup(literal, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      throw badRequest(`The host ${host} could not be found. Check the repository URL.`);
    }
  }
  if (addresses.length === 0)
    throw badRequest(`The host ${host} could not be found. Check the repository URL.`);
  if (!options.allowPrivateHosts && addresses.some(isPrivateAddress)) {
    throw badRequest(
      `${host} resolves to a private or local network address; the server only clones from public hosts.`,
    );
  }
  return addresses;
}
