// The checker on real published code (see README.md): the labels are sound, and precision and recall per
// family do not drop below the level reached when this test was written (raise the floors, never lower them).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOOR } from './floors';
// Set 6 a11y is imported here only, not scored: it is labelled before any checker runs on it (see README.md).
// @ts-expect-error labels-held-out-6-a11y.mjs is plain data written by hand, typed by `Label` below
import { HELD_OUT_6_A11Y_LABELS as RAW_HELD_OUT_6_A11Y } from './labels-held-out-6-a11y.mjs';
// @ts-expect-error labels-held-out-6-http.mjs is plain data written by hand, typed by `Label` in score.ts
import { HELD_OUT_6_HTTP_LABELS as RAW_HELD_OUT_6_HTTP } from './labels-held-out-6-http.mjs';
import {
  CORPUS_DIR,
  type Family,
  HELD_OUT_2_LABELS,
  HELD_OUT_3_LABELS,
  HELD_OUT_4_LABELS,
  HELD_OUT_5_LABELS,
  HELD_OUT_LABELS,
  LABELS,
  type Label,
  scoreFamily,
} from './score';

/** Held-out set 6, HTTP only: labelled before any checker ran on it; checked here for structure only. */
const HELD_OUT_6_HTTP = RAW_HELD_OUT_6_HTTP as readonly Label[];
const HELD_OUT_6_A11Y_LABELS = RAW_HELD_OUT_6_A11Y as readonly Label[];
const sources = JSON.parse(readFileSync(join(CORPUS_DIR, '..', 'sources.json'), 'utf8')) as {
  packages: {
    name: string;
    version: string;
    licence: string;
    files: string[];
    context?: string[];
    heldOut?: true | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
  }[];
};

describe('real-code corpus', () => {
  it('is real, recorded and labelled site by site', () => {
    expect(sources.packages.length).toBeGreaterThanOrEqual(10);
    // Every kept file is listed (labelled or context), so fetch.mjs rebuilds exactly what is here.
    const listed = new Set(
      sources.packages.flatMap((p) =>
        [...p.files, ...(p.context ?? [])].map((f) => `${p.name.replace('/', '+')}@${p.version}/${f}`),
      ),
    );
    const onDisk = readdirSync(CORPUS_DIR, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(CORPUS_DIR, join(entry.parentPath, entry.name)));
    for (const file of onDisk) expect(listed.has(file), `${file} is listed in sources.json`).toBe(true);
    for (const file of listed) expect(onDisk.includes(file), `${file} is kept`).toBe(true);
    const kept = new Set(
      sources.packages.flatMap((p) =>
        p.files.map((file) => `${p.name.replace('/', '+')}@${p.version}/${file}`),
      ),
    );
    for (const p of sources.packages) {
      expect(p.licence, p.name).toMatch(/\S/);
      // An exact published version (a prerelease such as 1.0.0-alpha.9 or create-waku's 0.13.0-1.0.0-rc.1-0 is one:
      // semver 2.0.0 allows hyphens inside prerelease identifiers), never a range or a tag.
      expect(p.version, p.name).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/);
    }
    for (const label of [...LABELS, ...HELD_OUT_LABELS, ...HELD_OUT_2_LABELS]) {
      expect(kept.has(label.file), `${label.file} is listed in sources.json`).toBe(true);
      const path = join(CORPUS_DIR, label.file);
      expect(existsSync(path), path).toBe(true);
      const line = readFileSync(path, 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    const all = [...LABELS, ...HELD_OUT_LABELS, ...HELD_OUT_2_LABELS];
    expect(new Set(all.map((l) => `${l.file}:${l.line}`)).size).toBe(all.length);
    // Each held-out set's files are listed under packages marked for that set, no tuning label sits in a
    // held-out file, and the two held-out sets share no file.
    const filesOf = (set: true | 2 | 3 | 4 | 5 | 6 | 7) =>
      new Set(
        sources.packages
          .filter((p) => p.heldOut === set)
          .flatMap((p) => p.files.map((file) => `${p.name.replace('/', '+')}@${p.version}/${file}`)),
      );
    const heldOut1 = filesOf(true);
    const heldOut2 = filesOf(2);
    for (const label of HELD_OUT_LABELS) expect(heldOut1.has(label.file), label.file).toBe(true);
    for (const label of HELD_OUT_2_LABELS) expect(heldOut2.has(label.file), label.file).toBe(true);
    for (const label of LABELS) {
      expect(heldOut1.has(label.file) || heldOut2.has(label.file), label.file).toBe(false);
    }
    for (const file of heldOut1) expect(heldOut2.has(file), file).toBe(false);
    // Held-out set 3 (HTTP and accessibility, labelled apart): its labels sit on their lines, in files listed
    // under packages marked 3, none of which is in the tuning set or held-out sets 1/2; enough violations to
    // estimate recall.
    const heldOut3 = filesOf(3);
    const others = sources.packages
      .filter((p) => p.heldOut !== 3)
      .flatMap((p) =>
        [...p.files, ...(p.context ?? [])].map((f) => `${p.name.replace('/', '+')}@${p.version}/${f}`),
      );
    for (const file of others) expect(heldOut3.has(file), file).toBe(false);
    for (const label of HELD_OUT_3_LABELS) {
      expect(heldOut3.has(label.file), `${label.file} is listed under heldOut 3`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    const set3 = new Set(HELD_OUT_3_LABELS.map((l) => `${l.file}:${l.line}`));
    expect(set3.size).toBe(HELD_OUT_3_LABELS.length);
    const violations3 = (family: Family) =>
      HELD_OUT_3_LABELS.filter((l) => l.family === family && l.expect !== null).length;
    expect(violations3('http')).toBeGreaterThanOrEqual(20);
    expect(violations3('a11y')).toBeGreaterThanOrEqual(15);
    // Held-out set 4 (HTTP and accessibility, labelled apart; the final measurement on unseen code): its labels
    // sit on their lines, in files listed under packages marked 4, none of which is in the tuning set or held-out
    // sets 1-3; enough violations to estimate recall.
    const heldOut4 = filesOf(4);
    const notSet4 = sources.packages
      .filter((p) => p.heldOut !== 4)
      .flatMap((p) =>
        [...p.files, ...(p.context ?? [])].map((f) => `${p.name.replace('/', '+')}@${p.version}/${f}`),
      );
    for (const file of notSet4) expect(heldOut4.has(file), file).toBe(false);
    for (const label of HELD_OUT_4_LABELS) {
      expect(heldOut4.has(label.file), `${label.file} is listed under heldOut 4`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    expect(new Set(HELD_OUT_4_LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(HELD_OUT_4_LABELS.length);
    const violations4 = (family: Family) =>
      HELD_OUT_4_LABELS.filter((l) => l.family === family && l.expect !== null).length;
    expect(violations4('http')).toBeGreaterThanOrEqual(25);
    expect(violations4('a11y')).toBeGreaterThanOrEqual(20);
    // Held-out set 5 (HTTP and accessibility, labelled apart before any checker ran on it): its labels sit on
    // their lines, in files listed under packages marked 5, none of which is in the tuning set or held-out sets
    // 1-4; enough violations to estimate recall.
    const heldOut5 = filesOf(5);
    const notSet5 = sources.packages
      .filter((p) => p.heldOut !== 5)
      .flatMap((p) =>
        [...p.files, ...(p.context ?? [])].map((f) => `${p.name.replace('/', '+')}@${p.version}/${f}`),
      );
    for (const file of notSet5) expect(heldOut5.has(file), file).toBe(false);
    for (const label of HELD_OUT_5_LABELS) {
      expect(heldOut5.has(label.file), `${label.file} is listed under heldOut 5`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    expect(new Set(HELD_OUT_5_LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(HELD_OUT_5_LABELS.length);
    const violations5 = (family: Family) =>
      HELD_OUT_5_LABELS.filter((l) => l.family === family && l.expect !== null).length;
    expect(violations5('http')).toBeGreaterThanOrEqual(20);
    expect(violations5('a11y')).toBeGreaterThanOrEqual(15);
    // Held-out set 6, HTTP and accessibility (each labelled apart, before any checker ran on it): labels sit on
    // their lines, in files listed under packages marked 6, none of which is in the tuning set or held-out sets
    // 1-5; enough violations to estimate recall; no package holds more than a sixth of the HTTP violations or a
    // fifth of the accessibility ones, except the one recorded below.
    const heldOut6 = filesOf(6);
    const notSet6 = sources.packages
      .filter((p) => p.heldOut !== 6)
      .flatMap((p) =>
        [...p.files, ...(p.context ?? [])].map((f) => `${p.name.replace('/', '+')}@${p.version}/${f}`),
      );
    for (const file of notSet6) expect(heldOut6.has(file), file).toBe(false);
    for (const label of HELD_OUT_6_HTTP) expect(label.family, `${label.file}:${label.line}`).toBe('http');
    for (const label of HELD_OUT_6_A11Y_LABELS)
      expect(label.family, `${label.file}:${label.line}`).toBe('a11y');
    for (const label of [...HELD_OUT_6_HTTP, ...HELD_OUT_6_A11Y_LABELS]) {
      expect(heldOut6.has(label.file), `${label.file} is listed under heldOut 6`).toBe(true);
      const line = readFileSync(join(CORPUS_DIR, label.file), 'utf8').split('\n')[label.line - 1] ?? '';
      expect(line, `${label.file}:${label.line}`).toContain(label.at);
      expect(label.reason, `${label.file}:${label.line}`).toMatch(/\S/);
    }
    expect(new Set(HELD_OUT_6_HTTP.map((l) => `${l.file}:${l.line}`)).size).toBe(HELD_OUT_6_HTTP.length);
    const httpViolations6 = HELD_OUT_6_HTTP.filter((l) => l.expect !== null);
    expect(httpViolations6.length).toBeGreaterThanOrEqual(35);
    const perPackage6 = new Map<string, number>();
    for (const l of httpViolations6) {
      const pkg = l.file.split('/')[0] ?? '';
      perPackage6.set(pkg, (perPackage6.get(pkg) ?? 0) + 1);
    }
    expect(perPackage6.size).toBeGreaterThanOrEqual(20);
    for (const [pkg, n] of perPackage6) expect(n * 6, pkg).toBeLessThanOrEqual(httpViolations6.length);
    expect(new Set(HELD_OUT_6_A11Y_LABELS.map((l) => `${l.file}:${l.line}`)).size).toBe(
      HELD_OUT_6_A11Y_LABELS.length,
    );
    const violations6 = HELD_OUT_6_A11Y_LABELS.filter((l) => l.expect !== null);
    expect(violations6.length).toBeGreaterThanOrEqual(25);
    // Recorded exception (the lead's decision, taken before any checker ran on set 6): once icon-only buttons whose
    // icon is defined in the same package were labelled, @refinedev/devtools-ui holds 12 of the violations (its seven
    // close / maximize / resize buttons over ./icons/*.tsx, and five more). Rows are not dropped to meet the cap;
    // set 6 recall is reported with and without this package (corpus README). The count is pinned, so a change to
    // it has to be recorded here again.
    const set6CapExceptions = new Map([['@refinedev+devtools-ui@2.0.3', 12]]);
    for (const pkg of new Set(violations6.map((l) => l.file.split('/')[0]))) {
      const held = violations6.filter((l) => l.file.startsWith(`${pkg}/`)).length;
      const excepted = set6CapExceptions.get(pkg ?? '');
      if (excepted !== undefined) {
        expect(held, `${pkg}: recorded exception to the fifth cap`).toBe(excepted);
        continue;
      }
      expect(held * 5, `${pkg} holds ${held} of ${violations6.length}`).toBeLessThanOrEqual(
        violations6.length,
      );
    }
    // Set 2 was built to estimate recall: enough sites and violations per family.
    for (const family of ['http', 'a11y'] as const) {
      const sites = HELD_OUT_2_LABELS.filter((l) => l.family === family);
      expect(sites.length, family).toBeGreaterThanOrEqual(family === 'http' ? 15 : 30);
      expect(sites.filter((l) => l.expect !== null).length, family).toBeGreaterThanOrEqual(8);
    }
    expect(LABELS.filter((l) => l.expect !== null).length).toBeGreaterThanOrEqual(40);
    expect(LABELS.filter((l) => l.expect === null).length).toBeGreaterThanOrEqual(80);
  });

  for (const [part, family] of [
    ['tuning', 'http'],
    ['tuning', 'a11y'],
    ['held-out', 'http'],
    ['held-out', 'a11y'],
    ['held-out-2', 'http'],
    ['held-out-2', 'a11y'],
    ['held-out-3', 'http'],
    ['held-out-3', 'a11y'],
    ['held-out-4', 'http'],
    ['held-out-4', 'a11y'],
    ['held-out-5', 'http'],
    ['held-out-5', 'a11y'],
    ['held-out-6', 'http'],
    ['held-out-6', 'a11y'],
    ['held-out-7', 'http'],
    ['held-out-7', 'a11y'],
    ['held-out-8', 'http'],
    ['held-out-8', 'a11y'],
    ['held-out-9', 'http'],
    ['held-out-9', 'a11y'],
    ['held-out-10', 'http'],
    ['held-out-10', 'a11y'],
    ['held-out-11', 'http'],
    ['held-out-11', 'a11y'],
    ['held-out-12', 'http'],
    ['held-out-12', 'a11y'],
    ['held-out-13', 'http'],
    ['held-out-13', 'a11y'],
    ['held-out-14', 'http'],
    ['held-out-14', 'a11y'],
    ['held-out-15', 'http'],
    ['held-out-15', 'a11y'],
    ['held-out-16', 'http'],
    ['held-out-16', 'a11y'],
    ['held-out-17', 'http'],
    ['held-out-17', 'a11y'],
    ['held-out-18', 'http'],
    ['held-out-18', 'a11y'],
    ['held-out-19', 'http'],
    ['held-out-19', 'a11y'],
    ['held-out-20', 'http'],
    ['held-out-20', 'a11y'],
    ['held-out-21', 'http'],
    ['held-out-21', 'a11y'],
    ['held-out-22', 'http'],
    ['held-out-22', 'a11y'],
    ['held-out-23', 'http'],
    ['held-out-23', 'a11y'],
    ['held-out-24', 'http'],
    ['held-out-24', 'a11y'],
  ] as const) {
    it(`${part} ${family}: precision and recall stay at the level reached`, () => {
      const score = scoreFamily(family, part);
      const floor = FLOOR[part][family];
      expect(score.fp, score.misses.filter((m) => m.startsWith('FP')).join('\n')).toBeLessThanOrEqual(
        floor.fp,
      );
      expect(score.tp, score.misses.filter((m) => m.startsWith('FN')).join('\n')).toBeGreaterThanOrEqual(
        floor.tp,
      );
      // A part scores in seconds alone, but set 13 (two generated SDKs of 12 files each) takes about 35 s, and 84 s was
      // seen with eight jobs on two cores: the budget is a guard against a hang, not a speed assertion.
    }, 600_000);
  }
});
