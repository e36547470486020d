import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface MockOrcidPerson {
  orcid: string;
  givenName: string;
  familyName: string;
}

export interface MockOrcid {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who "logs in" at the provider next: its login page is skipped and this person is signed in. */
  person: MockOrcidPerson;
  close(): Promise<void>;
}

/**
 * A local OpenID provider standing in for ORCID, on 127.0.0.1 and a random port: `sub` is the ORCID iD and the
 * ID token carries the names, as ORCID's does. Login and consent happen without a page.
 */
export async function startMockOrcid(redirectUri: string): Promise<MockOrcid> {
  let provider: Provider | undefined;
  const mock = {
    clientId: 'APP-PARTON-TEST',
    clientSecret: 'mock-orcid-secret',
    person: { orcid: '0000-0002-1825-0097', givenName: 'Josiah', familyName: 'Carberry' },
  };
  const server: Server = createServer((req, res) => {
    if (!provider) {
      res.statusCode = 503;
      res.end();
      return;
    }
    if (req.url?.startsWith('/interaction/')) {
      finishInteraction(provider, req, res, mock.person).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, {
    clients: [
      {
        client_id: mock.clientId,
        client_secret: mock.clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    findAccount: async (_context: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({
        sub,
        given_name: mock.person.givenName,
        family_name: mock.person.familyName,
      }),
    }),
    claims: { openid: ['sub', 'given_name', 'family_name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['mock-orcid-cookie-key'] },
    jwks: {
      keys: [generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' })],
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_context: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
  });
  return {
    issuer,
    clientId: mock.clientId,
    clientSecret: mock.clientSecret,
    get person() {
      return mock.person;
    },
    set person(person: MockOrcidPerson) {
      mock.person = person;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function finishInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  person: MockOrcidPerson,
): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: person.orcid } },
      {
        mergeWithLastSubmission: false,
      },
    );
    return;
  }
  const grant =
    (details.grantId ? await provider.Grant.find(details.grantId) : undefined) ??
    new provider.Grant({
      accountId: details.session?.accountId ?? person.orcid,
      clientId: String(details.params.client_id),
    });
  if (details.prompt.details.missingOIDCScope) {
    grant.addOIDCScope(details.prompt.details.missingOIDCScope.join(' '));
  }
  if (details.prompt.details.missingOIDCClaims) {
    grant.addOIDCClaims(details.prompt.details.missingOIDCClaims);
  }
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
