/**
 * How the web build's files are cached, by CloudFront (web-stack.ts) and by the local front door
 * serving a build (infra/local/built-web.ts). No CDK here: the local server imports it.
 */

/** Vite writes content-hashed files under this folder of the build; they never change. */
export const hashedAssetsFolder = 'assets';

/** Content-hashed files are kept a year; everything else (index.html, icons) is revalidated on every use. */
export const hashedAssetMaxAgeDays = 365;

export function cacheControlOf(relativePath: string): string {
  return relativePath.startsWith(`${hashedAssetsFolder}/`) ? `public, max-age=${hashedAssetMaxAgeDays * 86_400}, immutable` : 'no-cache';
}

/**
 * The hash of the inputs a local build was made from (infra/local/web-build.ts), kept in the build
 * folder. It is not part of the site: the deployment leaves it out and the local server refuses it.
 */
export const buildInputsFile = '.build-inputs.sha256';
