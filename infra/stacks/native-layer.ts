import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AssetHashType, DockerImage } from 'aws-cdk-lib';
import { Code, LayerVersion } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { lambdaArchitecture, lambdaRuntime } from './lambda';

/** npm's name of a Lambda architecture, for `npm install --cpu`. */
export const npmCpu = (): string => (lambdaArchitecture.name === 'arm64' ? 'arm64' : 'x64');

/** The exact versions the project pins for these modules (package.json). */
export function pinnedVersions(rootDir: string, modules: readonly string[]): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.fromEntries(
    modules.map((name) => {
      const version = manifest.dependencies[name];
      if (!version || !/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${name} must be pinned to an exact version in package.json`);
      return [name, version];
    }),
  );
}

/**
 * A Lambda layer holding native modules (sharp) built for the functions' architecture, whatever
 * machine synthesizes: npm installs the module with `--cpu/--os/--libc` of Lambda, which picks the
 * matching prebuilt binary package (@img/sharp-linux-arm64 and its libvips). Bundled locally, never
 * in Docker; `--prefer-offline` serves it from the npm cache, so synth needs no network once the
 * packages were fetched. The asset hash is the module versions and the architecture.
 */
export function nativeModulesLayer(scope: Construct, id: string, rootDir: string, modules: readonly string[]): LayerVersion {
  const versions = pinnedVersions(rootDir, modules);
  const cpu = npmCpu();
  return new LayerVersion(scope, id, {
    description: `${Object.entries(versions).map(([name, version]) => `${name}@${version}`).join(', ')} for linux-${cpu}`,
    compatibleRuntimes: [lambdaRuntime],
    compatibleArchitectures: [lambdaArchitecture],
    code: Code.fromAsset(join(rootDir, 'infra/stacks'), {
      assetHashType: AssetHashType.CUSTOM,
      assetHash: `${JSON.stringify(versions)}-linux-${cpu}-glibc`,
      bundling: {
        // Required by the type; local bundling below always succeeds or throws.
        image: DockerImage.fromRegistry('public.ecr.aws/docker/library/node:22-slim'),
        local: {
          tryBundle(outputDir) {
            const dir = join(outputDir, 'nodejs');
            mkdirSync(dir, { recursive: true });
            writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true, dependencies: versions }));
            execFileSync(
              'npm',
              ['install', '--omit=dev', `--cpu=${cpu}`, '--os=linux', '--libc=glibc', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'],
              { cwd: dir, stdio: 'pipe' },
            );
            return true;
          },
        },
      },
    }),
  });
}
