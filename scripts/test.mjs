// `npm test`: the type check and every test at once. tsc takes most of a minute on one core, which
// the test run leaves free while it waits on Chromium and DynamoDB Local; the run fails if either does.
// Arguments go to vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [typecheck, tests] = await Promise.all([
  run('node_modules/.bin/tsc', ['-p', '.']).then((code) => {
    console.log(code === 0 ? '\nType check passed.' : '\nType check FAILED.');
    return code;
  }),
  run('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)]),
]);
process.exit(typecheck || tests);
