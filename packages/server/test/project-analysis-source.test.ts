import { describe, expect, it } from 'vitest';
import {
  isPrivateAddress,
  LOCAL_PATHS_MESSAGE,
  REPLIT_MESSAGE,
  resolvePublicHost,
  toAnalysisTarget,
} from '../src/services/project-analysis-source';

const STRICT = { allowLocalPaths: false, allowHttp: false };

describe('toAnalysisTarget', () => {
  it('reads GitHub and GitLab page URLs as their clone URLs', () => {
    const cases: [string, string][] = [
      ['https://github.com/h3js/h3', 'https://github.com/h3js/h3.git'],
      ['github.com/h3js/h3', 'https://github.com/h3js/h3.git'],
      ['https://github.com/h3js/h3.git', 'https://github.com/h3js/h3.git'],
      ['https://github.com/h3js/h3/tree/main/src', 'https://github.com/h3js/h3.git'],
      ['https://github.com/h3js/h3/#readme', 'https://github.com/h3js/h3.git'],
      ['https://gitlab.com/group/sub/project', 'https://gitlab.com/group/sub/project.git'],
      ['https://gitlab.com/group/project/-/tree/main', 'https://gitlab.com/group/project.git'],
      ['https://git.example.org/team/app.git/', 'https://git.example.org/team/app.git'],
      ['https://git.example.org:8443/team/app.git', 'https://git.example.org:8443/team/app.git'],
    ];
    for (const [input, url] of cases) {
      expect(toAnalysisTarget(input, STRICT), input).toMatchObject({ kind: 'remote', url });
    }
    expect(toAnalysisTarget('https://git.example.org:8443/a.git', STRICT)).toMatchObject({
      host: 'git.example.org',
      port: 8443,
    });
  });

  it('refuses what is not a public https git URL, each with its sentence', () => {
    const cases: [string, RegExp][] = [
      ['https://github.com/h3js', /is not a git URL/],
      ['https://replit.com/@me/app', new RegExp(REPLIT_MESSAGE.slice(0, 40).replace(/[.()]/g, '\\$&'))],
      ['https://app.me.replit.dev/', /Replit project URLs cannot be cloned/],
      ['git@gitlab.com:group/project.git', /SSH URLs are not supported/],
      ['ssh://github.com/a/b.git', /"ssh:" are not supported/],
      ['git://github.com/a/b.git', /"git:" are not supported/],
      ['ext::git-remote-ext', /"ext:" are not supported/],
      ['http://github.com/a/b.git', /Only https git URLs/],
      ['https://x-access-token:abc@github.com/a/b.git', /Remove the user name and password/],
      ['https://git.example.org/a.git?token=abc', /Remove the query string/],
      ['/srv/repo', new RegExp(LOCAL_PATHS_MESSAGE.slice(0, 30))],
      ['file:///srv/repo.git', /CHARTER_ALLOW_LOCAL_PATHS=1/],
      ['https://', /is not a URL/],
    ];
    for (const [input, message] of cases) {
      expect(() => toAnalysisTarget(input, STRICT), input).toThrow(message);
    }
  });

  it('accepts local paths and file:// URLs only when allowed, and http only when allowed', () => {
    const open = { allowLocalPaths: true, allowHttp: true };
    expect(toAnalysisTarget('/srv/repo', open)).toEqual({ kind: 'directory', path: '/srv/repo' });
    expect(toAnalysisTarget('file:///srv/repo.git', open)).toEqual({
      kind: 'file-url',
      url: 'file:///srv/repo.git',
      path: '/srv/repo.git',
    });
    expect(() => toAnalysisTarget('file://other-host/srv/repo.git', open)).toThrow(
      /must name a path on this server/,
    );
    expect(() => toAnalysisTarget('~/repo', open)).toThrow(/Give an absolute path/);
    expect(toAnalysisTarget('http://127.0.0.1:8080/r.git', open)).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
    });
  });
});

describe('isPrivateAddress', () => {
  it('refuses loopback, private, link-local, CGNAT and reserved addresses, IPv4-mapped ones included', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['140.82.112.3', '8.8.8.8', '2606:4700::1111', '::ffff:140.82.112.3']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });

  it('refuses a name that resolves to loopback, unless private hosts are allowed', async () => {
    await expect(resolvePublicHost('localhost', { allowPrivateHosts: false })).rejects.toThrow(
      /localhost resolves to a private or local network address/,
    );
    expect(await resolvePublicHost('127.0.0.1', { allowPrivateHosts: true })).toEqual(['127.0.0.1']);
    await expect(resolvePublicHost('[::1]', { allowPrivateHosts: false })).rejects.toThrow(/private/);
  });
});
