import * as oidc from 'openid-client';
import type { OrcidSettings } from '../config';
import type { AppContext } from '../context';
import { orcidLoginScope, saveOrcidLoginToken } from '../orcid/service';
import { ORCID_CALLBACK_PATH } from './cookies';
import { type Account, isOrcid } from './model';
import { insertOauthFlow, pruneOauthFlows, takeOauthFlow } from './repository';
import { logInWithOrcid } from './service';
import { hashToken, randomToken } from './sessions';

/** How long the browser has to come back from ORCID. */
export const ORCID_FLOW_MINUTES = 10;

/** Why an ORCID login did not complete; the browser is sent back to the login page with it. */
export class OrcidLoginError extends Error {
  readonly code: 'orcid_denied' | 'orcid_expired' | 'orcid_failed';
  constructor(code: OrcidLoginError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OrcidLoginError';
    this.code = code;
  }
}

const configurations = new Map<string, Promise<oidc.Configuration>>();

/** The provider's OpenID configuration, discovered once per issuer and client. */
function providerConfiguration(settings: OrcidSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}`;
  const cached = configurations.get(key);
  if (cached) {
    return cached;
  }
  const issuer = new URL(settings.issuer);
  const discovered = oidc.discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
    // Plain http is only ever a local provider (the tests' mock); the real ORCID is https.
    execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
  });
  configurations.set(key, discovered);
  discovered.catch(() => configurations.delete(key));
  return discovered;
}

function callbackUrl(context: AppContext): string {
  return `${context.config.publicUrl}${ORCID_CALLBACK_PATH}`;
}

/** Starts an authorization-code flow with state, nonce and PKCE; the flow token goes into a browser cookie. */
export async function beginOrcidLogin(
  context: AppContext,
  settings: OrcidSettings,
  nextUrl: string,
): Promise<{ authorizationUrl: string; flowToken: string }> {
  const configuration = await providerConfiguration(settings);
  const flow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    nextUrl,
  };
  const flowToken = randomToken();
  await pruneOauthFlows(context.db, ORCID_FLOW_MINUTES);
  await insertOauthFlow(context.db, hashToken(flowToken), flow);
  const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(context),
    // With ORCID push configured, also `/activities/update`: the token then lets the push write works.
    scope: orcidLoginScope(context.config, settings.scope),
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { authorizationUrl: authorizationUrl.href, flowToken };
}

/**
 * Finishes the flow the browser started: exchanges the code, reads the ORCID iD, logs the account in and keeps
 * the access token for ORCID push.
 */
export async function completeOrcidLogin(
  context: AppContext,
  settings: OrcidSettings,
  request: { url: string; flowToken: string | undefined; currentUser: Account | null },
): Promise<{ account: Account; nextUrl: string }> {
  const flow = request.flowToken
    ? await takeOauthFlow(context.db, hashToken(request.flowToken), ORCID_FLOW_MINUTES)
    : undefined;
  if (!flow) {
    throw new OrcidLoginError('orcid_expired', 'No ORCID login in progress for this browser, or it expired.');
  }
  const currentUrl = new URL(request.url, context.config.publicUrl);
  if (currentUrl.searchParams.has('error')) {
    throw new OrcidLoginError('orcid_denied', `ORCID answered ${currentUrl.searchParams.get('error')}`);
  }
  const configuration = await providerConfiguration(settings);
  let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
  try {
    tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
    });
  } catch (error) {
    throw new OrcidLoginError('orcid_failed', 'The ORCID login could not be completed.', { cause: error });
  }
  const claims = tokens.claims();
  // ORCID puts the iD in `sub` (OpenID Connect) and in an `orcid` field of the token response (OAuth).
  const orcid = [claims?.sub, claims?.orcid, tokens.orcid].find(
    (value): value is string => typeof value === 'string' && isOrcid(value),
  );
  if (!orcid) {
    throw new OrcidLoginError('orcid_failed', 'ORCID gave no ORCID iD.');
  }
  const email = claims?.email_verified === true && typeof claims.email === 'string' ? claims.email : null;
  const account = await logInWithOrcid(context, { orcid, email }, request.currentUser);
  // The token is kept (sealed) only for pushing works to ORCID, and only when push is configured.
  await saveOrcidLoginToken(context, account, orcid, tokens);
  return { account, nextUrl: flow.nextUrl };
}
