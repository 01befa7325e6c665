// Preloaded with --import: reports the process's CPU time (user + system, all threads, microseconds) on
// stderr when it exits.
process.on('exit', () => {
  const usage = process.resourceUsage();
  process.stderr.write(`\ncpu-us=${usage.userCPUTime + usage.systemCPUTime}\n`);
});
