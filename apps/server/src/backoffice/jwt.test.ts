import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BackofficeClaims, signJwt, verifyJwt } from './jwt';

const secret = randomBytes(32);
const claims: BackofficeClaims = {
  sub: '7',
  type: 'access',
  jti: 'a',
  sid: 'b',
  iat: 1_000,
  exp: 1_300,
};

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('HS256 tokens', () => {
  it('reads back what it signed, and says when it has expired', () => {
    const token = signJwt(secret, claims);
    expect(token.split('.')).toHaveLength(3);
    expect(JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    expect(verifyJwt(secret, token, 1_299)).toEqual({ valid: true, claims, expired: false });
    expect(verifyJwt(secret, token, 1_300)).toEqual({ valid: true, claims, expired: true });
  });

  it('refuses another key, changed claims, another algorithm and malformed text', () => {
    const token = signJwt(secret, claims);
    const [header, payload, signature] = token.split('.');
    expect(verifyJwt(randomBytes(32), token, 0)).toEqual({ valid: false });
    const promoted = encode({ ...claims, sub: '1' });
    expect(verifyJwt(secret, `${header}.${promoted}.${signature}`, 0)).toEqual({ valid: false });
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    expect(verifyJwt(secret, unsigned, 0)).toEqual({ valid: false });
    for (const text of ['', 'a.b', 'a.b.c', `${token}.x`, `${header}.${payload}`]) {
      expect(verifyJwt(secret, text, 0), text).toEqual({ valid: false });
    }
  });

  it('refuses a correctly signed token whose claims are not ours', () => {
    const header = encode({ alg: 'HS256', typ: 'JWT' });
    const payload = encode({ sub: 7, type: 'admin' });
    // Sign by hand with the right key: only the claims are wrong.
    const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
    expect(verifyJwt(secret, `${header}.${payload}.${signature}`, 0)).toEqual({ valid: false });
  });
});
