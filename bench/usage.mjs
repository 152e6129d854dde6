/* global process */
// Loaded with `node --import ./bench/usage.mjs`: at exit, writes the process's peak RSS and CPU time
// (worker threads included) as JSON to the file named by BENCH_USAGE_FILE, for bench/run.ts.
import fs from 'node:fs';

const file = process.env.BENCH_USAGE_FILE;
if (file) {
  process.on('exit', () => {
    const usage = process.resourceUsage();
    fs.writeFileSync(
      file,
      JSON.stringify({ maxRssKiB: usage.maxRSS, cpuMicros: usage.userCPUTime + usage.systemCPUTime }),
    );
  });
}
