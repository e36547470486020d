import type { CookieSerializeOptions } from '@fastify/cookie';
import { CSRF_COOKIE, CSRF_HEADER } from '@parton/records';
import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../config';
import type { IssuedSession } from './sessions';

export const SESSION_COOKIE = 'parton_session';
// Readable by the web app, which echoes it in the CSRF header (double submit): names shared with the web app.
export { CSRF_COOKIE, CSRF_HEADER };
export const ORCID_FLOW_COOKIE = 'parton_orcid_flow';
export const ORCID_CALLBACK_PATH = '/api/accounts/authorized/orcid';

function baseOptions(config: AppConfig): CookieSerializeOptions {
  return { path: '/', sameSite: 'lax', secure: config.publicUrl.startsWith('https:') };
}

export function setSessionCookies(reply: FastifyReply, config: AppConfig, issued: IssuedSession): void {
  const maxAge = Math.round(config.sessionMaxAgeDays * 86_400);
  reply.setCookie(SESSION_COOKIE, issued.token, { ...baseOptions(config), httpOnly: true, maxAge });
  reply.setCookie(CSRF_COOKIE, issued.csrfToken, { ...baseOptions(config), httpOnly: false, maxAge });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(SESSION_COOKIE, { ...baseOptions(config), httpOnly: true });
  reply.clearCookie(CSRF_COOKIE, { ...baseOptions(config), httpOnly: false });
}

export function setOrcidFlowCookie(
  reply: FastifyReply,
  config: AppConfig,
  token: string,
  maxAge: number,
): void {
  reply.setCookie(ORCID_FLOW_COOKIE, token, {
    ...baseOptions(config),
    path: ORCID_CALLBACK_PATH,
    httpOnly: true,
    maxAge,
  });
}

export function clearOrcidFlowCookie(reply: FastifyReply, config: AppConfig): void {
  reply.clearCookie(ORCID_FLOW_COOKIE, { ...baseOptions(config), path: ORCID_CALLBACK_PATH, httpOnly: true });
}
