/**
 * Where to go after signing in: a page of this app the signed-out visitor asked for (a scanned label's
 * /q/<code>, a link from an e-mail), never another origin and never an auth screen; else nothing.
 */
export function returnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value === '/' || value.startsWith('/auth')) return undefined;
  return value;
}
