// `npm test`: the type check and every test at once; the run fails if either does. The type check is
// TypeScript 7's native compiler (the `typescript-native` alias, about half the CPU of 5.9's tsc, which
// stays for the tools that use the compiler's JavaScript API, e.g. dependency-cruiser).
// Arguments go to vitest (`npm test -- --project unit`).
import { spawn } from 'node:child_process';

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const [typecheck, tests] = await Promise.all([
  // One thread: the native compiler's parallel checkers each check much of the program again (28 CPU-seconds
  // against 13 here), and the tests beside it want the cores.
  run('node_modules/typescript-native/bin/tsc', ['-p', '.', '--singleThreaded']).then((code) => {
    console.log(code === 0 ? '\nType check passed.' : '\nType check FAILED.');
    return code;
  }),
  run('node_modules/.bin/vitest', ['run', ...process.argv.slice(2)]),
]);
process.exit(typecheck || tests);
