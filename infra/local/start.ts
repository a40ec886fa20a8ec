import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { bootstrapResources } from './bootstrap';
import { startFlitt } from './flitt-sandbox';
import { repoRoot } from './gateway';
import { ownerOnlyFolder } from './owner-only';
import { startSchedules } from './schedules';
import { demo, seedDemo } from './seed';
import { persistentSigningKeys } from './signing-keys';
import { defaultWebDist, ensureWebBuild, type WebBuildResult } from './web-build';
import { freePort, PrerequisiteError, startDynamo, startNovaPoshta, startS3, startPush, startSes, startSms, startSqs, type RunningService } from './services';

/**
 * `npm start`: the whole product on one machine with no AWS account. Starts the AWS stand-ins,
 * creates the table, buckets and queues, seeds the demo company, and serves the app and API on one
 * origin: the production build of the web (built first when its sources changed since the last
 * build), or with `--dev` (`npm run dev`) Vite's development server with hot reload. Ctrl-C stops
 * everything it started.
 */

const development = process.argv.includes('--dev');

const localDir = path.join(repoRoot, '.local');
const ports = {
  app: Number(process.env.PORT ?? 3000),
  mail: Number(process.env.MAIL_PORT ?? 8005),
  dynamodb: Number(process.env.DYNAMODB_PORT ?? 8000),
  s3: Number(process.env.S3_PORT ?? 4569),
  sqs: Number(process.env.SQS_PORT ?? 9324),
  sms: Number(process.env.SMS_PORT ?? 8006),
  push: Number(process.env.PUSH_PORT ?? 8007),
  novaPoshta: Number(process.env.NOVA_POSHTA_PORT ?? 8008),
  flitt: Number(process.env.FLITT_PORT ?? 8009),
};

async function main(): Promise<void> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  ownerOnlyFolder(localDir);
  const services: RunningService[] = [];
  let devServer: ChildProcess | undefined;
  let stopSchedules: (() => void) | undefined;
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    stopSchedules?.();
    if (devServer && devServer.exitCode === null) {
      await new Promise<void>((resolve) => {
        devServer!.once('exit', () => resolve());
        devServer!.kill('SIGTERM');
      });
    }
    await Promise.allSettled(services.reverse().map((service) => service.stop()));
    process.exit(code);
  };
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));

  try {
    // Check every port first, so a busy one is reported before anything starts.
    await freePort(ports.app);
    await freePort(ports.mail);
    await freePort(ports.sms);
    await freePort(ports.push);
    await freePort(ports.novaPoshta);
    await freePort(ports.flitt);
    console.log('Starting the local stack...');
    // The build runs beside the services' start; the front door waits for it.
    const webBuild: Promise<WebBuildResult | undefined> = development
      ? Promise.resolve(undefined)
      : ensureWebBuild(defaultWebDist, (reason) => console.log(reason === 'none' ? 'Building the web (5 to 10 s)...' : 'Building the web: its sources changed since the last build (5 to 10 s)...'));
    webBuild.catch(() => undefined);
    services.push(await startDynamo({ port: ports.dynamodb, dataDir: path.join(localDir, 'dynamodb') }));
    services.push(await startS3({ port: ports.s3, dataDir: path.join(localDir, 's3') }));
    services.push(await startSqs({ port: ports.sqs }));
    const ses = await startSes({ port: ports.mail });
    services.push(ses);
    const sms = await startSms({ port: ports.sms });
    services.push(sms);
    const push = await startPush({ port: ports.push });
    services.push(push);
    const novaPoshta = await startNovaPoshta({ port: ports.novaPoshta });
    services.push(novaPoshta);
    const flitt = await startFlitt({ port: ports.flitt });
    services.push(flitt);
    const [dynamodb, s3, sqs] = services.map((service) => service.endpoint) as [string, string, string];

    const appUrl = `http://localhost:${ports.app}`;
    const environment = {
      ...(await bootstrapResources({ endpoints: { dynamodb, s3, sqs, ses: ses.endpoint, sns: sms.endpoint, push: push.endpoint, novaPoshta: novaPoshta.endpoint, flitt: flitt.endpoint }, tableName: 'assetbook', prefix: 'assetbook-', appUrl })),
      MAIL_FROM: 'Assetbook <no-reply@assetbook.local>',
      SUPPORT_EMAIL: 'support@assetbook.local',
      ...persistentSigningKeys(path.join(localDir, 'signing-keys.json')),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    };
    // It holds the private signing keys: readable by the owner only.
    writeFileSync(path.join(localDir, 'env.json'), JSON.stringify(environment, null, 2), { mode: 0o600 });
    chmodSync(path.join(localDir, 'env.json'), 0o600);
    Object.assign(process.env, environment);
    await seedDemo();
    const build = await webBuild;
    if (build) {
      const where = path.relative(repoRoot, defaultWebDist);
      console.log(build.built ? `Built the web into ${where} in ${(build.ms / 1000).toFixed(1)} s.` : `The web build in ${where} is current (its sources have not changed).`);
    }

    devServer = spawn(process.execPath, ['--import', 'tsx', '--watch-path=functions', '--watch-path=shared', '--watch-path=infra/local', '--watch-preserve-output', 'infra/local/serve.ts'], {
      cwd: repoRoot,
      env: { ...process.env, ...environment, PORT: String(ports.app), ASSETBOOK_WEB: development ? 'vite' : 'dist' },
      stdio: 'inherit',
    });
    devServer.once('exit', (code) => {
      if (!stopping) {
        console.error(`The dev server stopped (exit code ${code}).`);
        void stopAll(1);
      }
    });
    // The daily subscription check, hourly; the dev server's poller runs it.
    stopSchedules = startSchedules();

    console.log(`
  App:          ${appUrl}   (${development ? 'Vite development server with hot reload' : 'the production build in web/dist; npm run dev for hot reload'})
  API:          ${appUrl}/api/v1/openapi.json
  Mail viewer:  ${ses.endpoint.replace('127.0.0.1', 'localhost')}
  SMS outbox:   ${sms.endpoint.replace('127.0.0.1', 'localhost')}
  Push outbox:  ${push.endpoint.replace('127.0.0.1', 'localhost')}
  Nova Poshta:  ${novaPoshta.endpoint}   (the delivery directory stand-in, docs/sticker-orders.md)
  Payments:     ${flitt.endpoint}   (the Flitt sandbox, docs/payments.md)
  Demo sign-in: ${demo.email} / ${demo.password}   (or ${demo.phone})

  Data is kept in .local/ between runs. Press Ctrl-C to stop.
`);
  } catch (error) {
    console.error(error instanceof PrerequisiteError ? `\n${error.message}\n` : error);
    await stopAll(1);
  }
}

await main();
