import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetEnv } from '../lib/env';
import { challengeTaking } from './passkey-store';
import { challengeOf, counterMovesOn, relyingParty } from './webauthn';

/** The rules functions/factors/webauthn.ts and passkey-store.ts add to the WebAuthn library (docs/security.md, "Passkeys"). */

const saved = { APP_URL: process.env.APP_URL, TABLE_NAME: process.env.TABLE_NAME };
beforeEach(() => {
  process.env.TABLE_NAME = 'assetbook-unit';
  resetEnv();
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnv();
});

describe('the relying party', () => {
  it('is the app URL the e-mails link to: its host name as the RP ID and its origin as the one expected', () => {
    expect(relyingParty('https://app.assetbook.example/')).toEqual({ id: 'app.assetbook.example', origin: 'https://app.assetbook.example', name: 'Assetbook' });
    expect(relyingParty('https://assetbook.example:8443/some/path')).toMatchObject({ id: 'assetbook.example', origin: 'https://assetbook.example:8443' });
  });

  it('is localhost on the local stack, with the port in the origin only', () => {
    expect(relyingParty('http://localhost:5173')).toMatchObject({ id: 'localhost', origin: 'http://localhost:5173' });
  });

  it('reads APP_URL when no URL is given', () => {
    process.env.APP_URL = 'https://panel.assetbook.example';
    resetEnv();
    expect(relyingParty()).toMatchObject({ id: 'panel.assetbook.example', origin: 'https://panel.assetbook.example' });
  });

  it('refuses an IP address, which WebAuthn takes as no RP ID', () => {
    expect(() => relyingParty('http://127.0.0.1:3000')).toThrow(/IP address/);
    expect(() => relyingParty('http://[::1]:3000')).toThrow(/IP address/);
  });
});

describe('the signature counter', () => {
  it('must grow; both zero (an authenticator without a counter, as synced passkeys are) is fine', () => {
    expect(counterMovesOn(0, 0)).toBe(true);
    expect(counterMovesOn(0, 1)).toBe(true);
    expect(counterMovesOn(5, 6)).toBe(true);
  });

  it('refuses one that stays or goes back, as a cloned authenticator would send', () => {
    expect(counterMovesOn(5, 5)).toBe(false);
    expect(counterMovesOn(5, 3)).toBe(false);
    expect(counterMovesOn(5, 0)).toBe(false);
  });
});

describe('challenges', () => {
  const clientData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('are read from clientDataJSON, nothing else the client sends', () => {
    expect(challengeOf(clientData({ type: 'webauthn.get', challenge: 'abc_-1', origin: 'http://localhost:3000' }))).toBe('abc_-1');
    expect(challengeOf(clientData({ type: 'webauthn.get' }))).toBeNull();
    expect(challengeOf(clientData({ challenge: 42 }))).toBeNull();
    expect(challengeOf('not json at all')).toBeNull();
  });

  it('are taken by a delete that holds only while live, of their purpose, for their account and session: once', () => {
    const taking = challengeTaking('the-challenge', 'registration', { userId: 'u1', sessionId: 's1' }, 1_000);
    expect(taking.Key.pk).toMatch(/^TOKEN#/);
    // Stored under its hash: the table never holds the challenge itself.
    expect(taking.Key.pk).not.toContain('the-challenge');
    expect(taking.ConditionExpression).toBe('kind = :kind AND expiresAt > :now AND userId = :user AND sessionId = :session');
    expect(taking.ExpressionAttributeValues).toEqual({ ':kind': 'passkey-registration', ':now': 1_000, ':user': 'u1', ':session': 's1' });
    // A sign-in's challenge names no account; the same challenge always names the same record.
    const signIn = challengeTaking('the-challenge', 'sign-in', {}, 2_000);
    expect(signIn.ConditionExpression).toBe('kind = :kind AND expiresAt > :now');
    expect(signIn.Key).toEqual(taking.Key);
  });
});
