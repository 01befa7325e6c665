// Builds what `charter serve` runs from the installed package into this package's dist/ (run by `prepack`,
// after build.mjs): the compiled server (dist/server, plain node, core inlined, its npm dependencies
// declared in this package.json), the console with its precompressed copies (dist/web) and the
// `<charter-chat>` scripts (dist/widget). Each is built into this package's own folders, so packing never
// rewrites packages/server/dist, packages/web/dist or packages/widget/dist while a test or server uses them.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const cli = new URL('.', import.meta.url).pathname;
const packages = join(cli, '..');
const dist = join(cli, 'dist');

/** Runs a build step with its output shown; exits with its code when it fails. */
function step(title, command, args, options) {
  console.log(`build-serve: ${title}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`build-serve: could not run ${command}: ${error.message}`);
      process.exit(1);
    });
    child.on('exit', (code, signal) => {
      if (code === 0) return resolve();
      console.error(`build-serve: ${title} failed (${code ?? signal})`);
      process.exit(code ?? 1);
    });
  });
}

// A production build whatever the caller's NODE_ENV (vitest sets `test`, under which Vite's React plugin
// would compile JSX for development: jsxDEV calls carrying each source file's absolute path).
const env = { ...process.env, NODE_ENV: 'production' };
const server = join(dist, 'server');
const web = join(dist, 'web');
const widget = join(dist, 'widget');

await step('the server → dist/server', process.execPath, [join(packages, 'server', 'build.mjs')], {
  cwd: join(packages, 'server'),
  env: { ...env, CHARTER_SERVER_OUTDIR: server },
});
await step(
  'the console → dist/web',
  join(packages, 'web', 'node_modules', '.bin', 'vite'),
  ['build', '--outDir', web, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: join(packages, 'web'), env: { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
);
// The build manifest is for the initial-JS budget test, never sent to a browser.
rmSync(join(web, '.vite'), { recursive: true, force: true });
rmSync(widget, { recursive: true, force: true });
await step(
  'the widget → dist/widget',
  join(packages, 'widget', 'node_modules', '.bin', 'tsup'),
  ['--silent'],
  {
    cwd: join(packages, 'widget'),
    env: { ...env, CHARTER_WIDGET_OUTDIR: widget },
  },
);
