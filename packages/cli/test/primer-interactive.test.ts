import { EventEmitter } from 'node:events';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { parseAnswersFile, toAnswersFileText } from '../src/services/primer/answers-file';
import { Collect, makeProject, removeProject } from './helpers';

/** A terminal's stdin as Ink reads it (raw mode, `readable` then `read()`), fed by the test. */
class FakeTerminalIn extends EventEmitter {
  isTTY = true;
  private pending: string | null = null;
  setEncoding() {}
  setRawMode() {}
  resume() {}
  pause() {}
  ref() {}
  unref() {}
  read = () => {
    const data = this.pending;
    this.pending = null;
    return data;
  };
  press(data: string) {
    this.pending = data;
    this.emit('readable');
    this.emit('data', data);
  }
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));
const roots: string[] = [];
afterEach(async () => {
  await Promise.all(roots.splice(0).map(removeProject));
});

interface Started {
  stdin: FakeTerminalIn;
  stderr: Collect;
}
const interviewListens = ({ stdin }: Started) => stdin.listenerCount('readable') > 0;

/** Starts `charter primer <args>` on a fake terminal and waits until `ready` (the interview listens for keys). */
async function startOnTerminal(
  files: Record<string, string>,
  args: string[],
  ready: (started: Started) => boolean = interviewListens,
) {
  const root = await makeProject(files);
  roots.push(root);
  const stdin = new FakeTerminalIn();
  const stdout = new Collect();
  const stderr = new Collect();
  const run = main(['node', 'charter', 'primer', ...args], {
    stdin: stdin as unknown as NodeJS.ReadableStream & { isTTY: boolean },
    stdout,
    stderr,
    cwd: root,
    env: { NO_COLOR: '1' },
  });
  for (let waited = 0; !ready({ stdin, stderr }); waited += 20) {
    if (waited > 10_000) throw new Error(`never ready for keys: ${stderr.text}`);
    await tick();
  }
  await tick(100); // the question's own key handler attaches in an effect after Ink starts reading
  const press = async (key: string, times = 1) => {
    for (let i = 0; i < times; i += 1) {
      stdin.press(key);
      await tick();
    }
  };
  return { root, run, press, stdout, stderr };
}

describe('charter primer on a terminal', () => {
  it('starts from the saved answers, so Enter through every question regenerates the same primer', async () => {
    // Saved by an earlier run: every key present, as the primer run writes it.
    const fixture = await readFile(
      new URL('./fixtures/primer/answers-wrapped.json', import.meta.url),
      'utf8',
    );
    const { experience, answers } = parseAnswersFile(fixture, 'fixture');
    const saved = toAnswersFileText({ ...(experience ? { experience } : {}), answers });
    const ui = await startOnTerminal({ '.charter/primer-answers.json': saved }, ['--yes']);
    // Enter through experience, tier, the 16 questions and Confirm on the summary (19 keys); pressing until
    // the run ends keeps a loaded machine, where a key can land between two questions, from hanging the test.
    let settled = false;
    const code = ui.run.finally(() => {
      settled = true;
    });
    for (let presses = 0; !settled && presses < 60; presses += 1) await ui.press('\r');
    expect(await code).toBe(0);
    expect(ui.stdout.text).toMatch(/^Wrote 7 files: PRIMER\.md, /m); // the answers file itself is unchanged
    expect(await readFile(join(ui.root, 'PRIMER.md'), 'utf8')).toContain('Independent tutors lose hours');
    const constitution = JSON.parse(await readFile(join(ui.root, '.charter/constitution.json'), 'utf8'));
    expect(constitution.tier).toBe('standard'); // no constitution yet: the tier step's default
    expect(await readFile(join(ui.root, '.charter/primer-answers.json'), 'utf8')).toBe(saved);
  });

  it('Ctrl+C ends the interview and writes nothing', async () => {
    const ui = await startOnTerminal({ 'README.md': '# x\n' }, ['--yes']);
    await ui.press('\r');
    await ui.press('\u0003');
    expect(await ui.run).toBe(130);
    expect(ui.stderr.text).toContain('charter: interview cancelled; nothing written.');
    expect(ui.stdout.text).toBe('');
    await expect(readFile(join(ui.root, 'PRIMER.md'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('asks before writing: the changes first, then a yes or no (Ctrl+C is a no)', async () => {
    const fixture = await readFile(
      new URL('./fixtures/primer/answers-wrapped.json', import.meta.url),
      'utf8',
    );
    const promptShown = ({ stderr }: Started) => stderr.text.includes('Write 8 files?');
    const no = await startOnTerminal({ 'a.json': fixture }, ['--answers', 'a.json'], promptShown);
    expect(no.stdout.text).toMatch(/^created {3}PRIMER\.md/m);
    await no.press('n');
    await no.press('\r');
    expect(await no.run).toBe(0);
    expect(no.stdout.text).toMatch(/^Nothing written\.$/m);
    await expect(readFile(join(no.root, 'PRIMER.md'), 'utf8')).rejects.toThrow(/ENOENT/);

    const yes = await startOnTerminal(
      { 'a.json': fixture },
      ['--answers', 'a.json', '--format', 'json'],
      promptShown,
    );
    expect(yes.stderr.text).toMatch(/^created {3}PRIMER\.md/m); // JSON holds stdout, so the changes go to stderr
    await yes.press('y');
    await yes.press('\r');
    expect(await yes.run).toBe(0);
    expect(JSON.parse(yes.stdout.text).written).toBe(true);
    expect(await readFile(join(yes.root, 'PRIMER.md'), 'utf8')).toContain('Independent tutors');

    const quit = await startOnTerminal({ 'a.json': fixture }, ['--answers', 'a.json'], promptShown);
    await quit.press('\u0003');
    expect(await quit.run).toBe(0);
    expect(quit.stdout.text).toMatch(/^Nothing written\.$/m);
  });
});
