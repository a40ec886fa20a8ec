import { createServer, type Server } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';

/**
 * A local stand-in for Google's token issuer: publishes a JWKS over HTTP and signs ID tokens the
 * way Google does (RS256, issuer accounts.google.com), so the real verification path is tested.
 */
export async function startGoogleIssuer(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'local-1', alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  async function idToken(
    email: string,
    options: { audience?: string; issuer?: string; expiresIn?: string; emailVerified?: boolean; key?: CryptoKey } = {},
  ): Promise<string> {
    return new SignJWT({ email, email_verified: options.emailVerified ?? true })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-1' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? clientId)
      .setSubject(`google-${email}`)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? privateKey);
  }

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    idToken,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
