/**
 * The caller's country, from the geo-IP header CloudFront adds to requests it forwards
 * (CloudFront-Viewer-Country, passed on by the API behaviour's origin request policy).
 * Callers that do not come through CloudFront (mobile apps, the local stack) have none.
 */
export function viewerCountry(headers: Record<string, string | undefined>): string | null {
  const value = headers['cloudfront-viewer-country']?.trim().toUpperCase();
  return value && /^[A-Z]{2}$/.test(value) ? value : null;
}
