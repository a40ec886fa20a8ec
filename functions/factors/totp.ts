import { Secret, TOTP } from 'otpauth';
import { limits } from '../../shared/limits';

/**
 * TOTP (RFC 6238) with the otpauth package: HMAC-SHA1, 30-second steps, 6 digits, which every
 * authenticator app reads from an otpauth:// URI. Only this function imports it (docs/security.md,
 * "Second factor").
 */
export const totpSettings = { issuer: 'Assetbook', algorithm: 'SHA1', digits: limits.totpDigits, period: 30 } as const;

/**
 * Steps either side of now that a code may be from: one (RFC 6238 section 5.2 advises at most one
 * step back for network delay; one forward forgives a phone clock a little fast).
 */
export const totpWindow = 1;

/** A new random secret of 160 bits (RFC 4226 section 4 recommends that length), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI of a secret for one account (its e-mail or phone), for the QR code. */
export function totpUri(secretBase32: string, account: string): string {
  return new TOTP({ ...totpSettings, label: account, secret: Secret.fromBase32(secretBase32) }).toString();
}

/** The time step (RFC 6238 T) of a moment. */
export function totpStep(atMs: number, period: number = totpSettings.period): number {
  return Math.floor(atMs / 1000 / period);
}

interface CheckOptions {
  digits?: number;
  algorithm?: 'SHA1' | 'SHA256' | 'SHA512';
  window?: number;
}

/**
 * The step a code belongs to, if it is the code of the (base32) secret within the window around `atMs`; else null.
 * The caller refuses a step already used (replay).
 */
export function matchTotp(secretBase32: string, code: string, atMs: number, options: CheckOptions = {}): number | null {
  const digits = options.digits ?? totpSettings.digits;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return null;
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: options.algorithm ?? totpSettings.algorithm,
    digits,
    period: totpSettings.period,
    timestamp: atMs,
    window: options.window ?? totpWindow,
  });
  return delta === null ? null : totpStep(atMs) + delta;
}

/** The code of a base32 secret at a moment (tests; the server only checks codes). */
export function totpCode(secretBase32: string, atMs: number): string {
  return TOTP.generate({ ...totpSettings, secret: Secret.fromBase32(secretBase32), timestamp: atMs });
}
