/**
 * Access tokens of the integration API (docs/integration.md) start with this prefix, so a request's
 * bearer value tells one from a session token before anything is read. Kept apart from the schemas:
 * every domain's request pipeline refuses access tokens, and must not bundle the integration's schemas.
 */
export const accessTokenPrefix = 'abk_';

export function isAccessToken(bearer: string): boolean {
  return bearer.startsWith(accessTokenPrefix);
}
