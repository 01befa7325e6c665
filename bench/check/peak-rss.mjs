// Preloaded with --import: reports the process's peak resident memory (KiB) on stderr when it exits.
process.on('exit', () => {
  process.stderr.write(`\npeak-rss-kib=${process.resourceUsage().maxRSS}\n`);
});
