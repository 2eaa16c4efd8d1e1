// Prints which tests failed, and the head of each failure, from a jest --json result file.
// A suite's failure is printed inline when it ends, which in `npm test`'s interleaved output of three tracks is
// often far above the end of the log; this repeats it last, where a reader of the log's tail looks first.
//
//   node scripts/print-test-failures.mjs RESULT.json [LABEL]
import { readFileSync } from 'node:fs';
import { stripVTControlCharacters as plain } from 'node:util';

const [file, label = 'tests'] = process.argv.slice(2);
const LINES_PER_FAILURE = 30;
// The message and the test's own frames; jest's and the libraries' frames say nothing here.
const head = (text) =>
  plain(text)
    .split('\n')
    .filter((line) => !(line.trimStart().startsWith('at ') && line.includes('node_modules')))
    .slice(0, LINES_PER_FAILURE)
    .join('\n');

let results;
try {
  results = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`[ci] ${label}: no result file to summarise (${error.message})`);
  process.exit(0);
}

const failures = [];
for (const suite of results.testResults ?? []) {
  const where = suite.name.replace(`${process.cwd()}/`, '');
  const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
  for (const test of failed)
    failures.push({ title: `${where} › ${test.fullName}`, text: test.failureMessages.join('\n') });
  // A suite that failed to run (or failed in a hook) has a message and no failed test.
  if (failed.length === 0 && suite.status === 'failed') failures.push({ title: where, text: suite.message ?? '' });
}

console.log(`[ci] ${label}: ${failures.length} failed — repeated here from above`);
for (const { title, text } of failures) {
  console.log(`[ci] ✕ ${title}`);
  console.log(head(text));
}
