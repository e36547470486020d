import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ORCID_PUSH_SCOPE, orcidLoginScope, orcidPushSettings } from './service';

const LOGIN = { ORCID_CLIENT_ID: 'APP-1', ORCID_CLIENT_SECRET: 'secret' };

describe('ORCID push configuration', () => {
  it('is on only with ORCID_API_URL and ORCID login', () => {
    expect(loadConfig({ ORCID_API_URL: 'https://api.orcid.org/v3.0' }).orcidPush).toBeUndefined();
    expect(loadConfig(LOGIN).orcidPush).toBeUndefined();
    const config = loadConfig({ ...LOGIN, ORCID_API_URL: ' https://api.sandbox.orcid.org/v3.0/ ' });
    expect(config.orcidPush).toEqual({
      apiUrl: 'https://api.sandbox.orcid.org/v3.0',
      requestIntervalMs: 100,
    });
    expect(orcidPushSettings(config)?.orcid.clientId).toBe('APP-1');
  });

  it('adds /activities/update to the login scopes once, and only when push is on', () => {
    const push = loadConfig({ ...LOGIN, ORCID_API_URL: 'https://api.orcid.org/v3.0' });
    expect(orcidLoginScope(push, 'openid')).toBe(`openid ${ORCID_PUSH_SCOPE}`);
    expect(orcidLoginScope(push, `openid  ${ORCID_PUSH_SCOPE}`)).toBe(`openid ${ORCID_PUSH_SCOPE}`);
    expect(orcidLoginScope(loadConfig(LOGIN), 'openid')).toBe('openid');
  });
});
