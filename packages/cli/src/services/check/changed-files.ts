import { UsageError } from '../../exit-codes';

/** NUL-separated git output to paths (git prints them relative to `cwd` with --relative / ls-files). */
const toPaths = (stdout: string) => stdout.split('\0').filter((path) => path !== '');

async function git(cwd: string, args: string[]): Promise<string> {
  // Loaded here, not at the top: a check without --changed starts no process (node:child_process and node:util,
  // with the modules they load, cost each check about 20 M instructions of callgrind; issue 15).
  const { execFile } = await import('node:child_process');
  const { promisify } = await import('node:util');
  const { stdout } = await promisify(execFile)('git', args, { cwd, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/**
 * `charter check --changed [base]`: the files under `root` (paths relative to it) that changed, deletions
 * left out. Without a base: what differs from HEAD, staged or not, plus untracked files that are not
 * ignored (the pre-commit case; in a repository with no commit yet, every file). With a base: what differs
 * between the merge base of `base` and HEAD and the working tree (a pull request's files, `--changed
 * origin/main`). A directory outside git or an unknown base is a usage error, never "nothing changed".
 */
export async function listChangedFiles(root: string, base: string | undefined): Promise<Set<string>> {
  try {
    await git(root, ['rev-parse', '--is-inside-work-tree']);
  } catch {
    throw new UsageError(`--changed needs a git repository, and ${root} is not in one.`);
  }
  const untracked = toPaths(await git(root, ['ls-files', '-z', '--others', '--exclude-standard', '--', '.']));
  if (base === undefined) {
    const hasHead = await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).then(
      () => true,
      () => false,
    );
    if (!hasHead) {
      const staged = toPaths(await git(root, ['ls-files', '-z', '--cached', '--', '.']));
      return new Set([...staged, ...untracked]);
    }
  } else {
    try {
      await git(root, ['rev-parse', '--verify', '--quiet', `${base}^{commit}`]);
    } catch {
      throw new UsageError(
        `--changed ${base}: git knows no commit by that name.`,
        'Name a branch, tag or commit (e.g. --changed origin/main); in CI, fetch it first (fetch-depth: 0).',
      );
    }
  }
  const range = base === undefined ? ['HEAD'] : ['--merge-base', base];
  const changed = toPaths(
    await git(root, ['diff', '-z', '--name-only', '--relative', '--diff-filter=d', ...range, '--', '.']),
  );
  return new Set([...changed, ...untracked]);
}
