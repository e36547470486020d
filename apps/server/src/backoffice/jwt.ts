import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * JSON Web Tokens signed with HS256 (RFC 7519), with node:crypto only. Only what the back office needs: a
 * header `{"alg":"HS256","typ":"JWT"}` and the claims below. Any other algorithm in a header (`none`, RS256 …) is
 * refused, so a token cannot choose how it is checked.
 */

export type BackofficeTokenType = 'access' | 'refresh';

export interface BackofficeClaims {
  /** The account id, as a string (RFC 7519 §4.1.2). */
  sub: string;
  type: BackofficeTokenType;
  /** This token's id. */
  jti: string;
  /** The refresh token (login) an access token was issued from: logging out ends its access tokens too. */
  sid: string;
  /** Seconds since the epoch. */
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function signature(secret: Buffer, signingInput: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

export function signJwt(secret: Buffer, claims: BackofficeClaims): string {
  const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${signingInput}.${signature(secret, signingInput).toString('base64url')}`;
}

function parseJson(encoded: string): unknown {
  try {
    return JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isClaims(value: unknown): value is BackofficeClaims {
  if (typeof value !== 'object' || value === null) {
    return false;
  }
  const claims = value as Record<string, unknown>;
  return (
    typeof claims.sub === 'string' &&
    (claims.type === 'access' || claims.type === 'refresh') &&
    typeof claims.jti === 'string' &&
    typeof claims.sid === 'string' &&
    Number.isFinite(claims.iat) &&
    Number.isFinite(claims.exp)
  );
}

export type JwtCheck = { valid: true; claims: BackofficeClaims; expired: boolean } | { valid: false };

/**
 * The claims of a token this server signed, with whether it has expired at `nowSeconds`; `{valid: false}` for
 * anything else (malformed, another algorithm, a wrong signature, unknown claims).
 */
export function verifyJwt(secret: Buffer, token: string, nowSeconds: number): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) {
    return { valid: false };
  }
  const [encodedHeader = '', encodedClaims = '', encodedSignature = ''] = parts;
  const header = parseJson(encodedHeader) as { alg?: unknown } | undefined;
  if (header?.alg !== 'HS256') {
    return { valid: false };
  }
  const expected = signature(secret, `${encodedHeader}.${encodedClaims}`);
  const given = Buffer.from(encodedSignature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false };
  }
  const claims = parseJson(encodedClaims);
  if (!isClaims(claims)) {
    return { valid: false };
  }
  return { valid: true, claims, expired: claims.exp <= nowSeconds };
}
