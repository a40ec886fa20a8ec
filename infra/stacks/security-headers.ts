/**
 * The security headers of every answer of the app's origin, web and /api/* alike. CloudFront adds
 * them in AWS (WebStack's response headers policy) and the local dev server adds the same values,
 * so every browser test runs under the policy the product ships with.
 */

/** Where Google sign-in (web/src/features/auth/google-identity.ts) loads and talks from. */
const googleIdentity = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
} as const;

/** What firebase/messaging calls when the optional web push asks for a token (firebase-token.ts). */
const firebaseMessaging = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'] as const;

export interface ContentSecurityPolicyOptions {
  /**
   * Origins of the buckets the browser reaches with presigned URLs: uploads (connect-src) and the
   * photos an API route redirects to (img-src).
   */
  readonly storageOrigins: readonly string[];
  /** Local development only: hashes of the inline scripts Vite's dev server injects. */
  readonly devScriptSources?: readonly string[];
}

/** The S3 origins of presigned URLs in a region, for a stack that does not know the bucket names. */
export function s3Origins(region: string): string[] {
  return [`https://*.s3.${region}.amazonaws.com`, 'https://*.s3.amazonaws.com'];
}

/**
 * No inline script and no eval; styles may be inline because Chakra UI (emotion) writes its CSS
 * into <style> elements at run time and sets style attributes.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const storage = options.storageOrigins;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.devScriptSources ?? []), googleIdentity.script],
    'style-src': ["'self'", "'unsafe-inline'", googleIdentity.style],
    'img-src': ["'self'", 'data:', 'blob:', ...storage],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...storage, googleIdentity.connect, ...firebaseMessaging],
    'frame-src': [googleIdentity.frame],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Two years, the preload list's minimum. */
export const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;
export const referrerPolicy = 'strict-origin-when-cross-origin';

/** The headers as an HTTP server writes them (the local dev server). */
export function securityHeaders(options: ContentSecurityPolicyOptions): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(options),
    'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
    'x-frame-options': 'DENY',
  };
}
