// node scripts/e2e-durations.mjs <report.json> — writes tests/e2e/durations.json from a vitest JSON report
// of the whole e2e suite (`npm run test:e2e -- --reporter=default --reporter=json --outputFile=<report.json>`):
// each file's seconds, which tests/e2e/sequencer.ts uses to start the longest files first.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const report = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const seconds = Object.fromEntries(
  report.testResults
    .map((r) => [relative(process.cwd(), r.name), Math.round((r.endTime - r.startTime) / 1000)])
    .sort(([a], [b]) => (a < b ? -1 : 1)),
);
writeFileSync('tests/e2e/durations.json', `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`tests/e2e/durations.json: ${Object.keys(seconds).length} files`);
