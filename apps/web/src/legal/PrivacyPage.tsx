import { PRODUCT_NAME } from '@parton/records';
import { useRuntimeConfig } from '../common/api/runtimeConfig';
import { hasCapability } from '../common/capabilities';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { SiteLink } from '../common/layout/Footer';
import { siteLinksFrom } from '../common/siteLinks';
import './legal.css';
import {
  PRIVACY_ORCID_HEADING,
  PRIVACY_ORCID_LOGIN,
  PRIVACY_ORCID_PUSH,
  PRIVACY_TITLE,
} from './privacyTexts';

/*
 * Every sentence here describes what the code does (apps/server/src/accounts, src/orcid, src/mailing, src/mail,
 * the security headers, the web app's local storage); change it with the code. Sentences about a feature that is
 * configured per site are shown only when the server has it (privacyTexts.ts; promises.ts lists them).
 */

/** The built-in privacy notice (/privacy); the footer links to PRIVACY_URL instead when the operator sets it. */
export function PrivacyPage() {
  usePageMeta({ title: PRIVACY_TITLE });
  const config = useRuntimeConfig();
  const contactUrl = siteLinksFrom(config).contact;
  return (
    <article className="legal-page" aria-labelledby="privacy-heading">
      <h1 id="privacy-heading">{PRIVACY_TITLE}</h1>
      <p>
        This page says what this site, which runs {PRODUCT_NAME}, stores about you and why. The organisation
        that runs the site decides who may read its database and logs and how long its logs are kept.
      </p>

      <h2>Reading without an account</h2>
      <p>
        You can search and read without an account. Your browser keeps, on your device only: your recent
        searches, your display preferences and preferred cite format, the banners you closed and whether you
        have seen the guide.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>
          Your e-mail address, your roles, the author profile linked to your account and your preferences.
        </li>
        <li>Your password only as an argon2 hash: the password itself is never stored.</li>
        <li>
          While you are logged in, a session: a random token in a cookie your browser sends back (the page’s
          scripts cannot read it) and a second token against forged requests. The server keeps the session
          with the time it started and your last activity. It deletes the session when you log out; a session
          that has expired is refused at once and deleted at a later login.
        </li>
        <li>
          Failed logins, with the e-mail address tried and your IP address, to limit password guessing. They
          are deleted when you log in; older ones are cleared out as new failed logins are recorded.
        </li>
      </ul>

      {hasCapability(config, 'orcidLogin') ? (
        <>
          <h2>{PRIVACY_ORCID_HEADING}</h2>
          <p>{PRIVACY_ORCID_LOGIN}</p>
          {hasCapability(config, 'orcidPush') ? <p>{PRIVACY_ORCID_PUSH}</p> : null}
        </>
      ) : null}

      <h2>The weekly jobs update</h2>
      <p>
        When you subscribe to the weekly jobs update, the site stores your e-mail address, first name and last
        name, sends you a confirmation and then, on Mondays with new jobs, the update. Every e-mail has a link
        that ends the subscription and deletes it.
      </p>

      <h2>E-mail the site sends</h2>
      <p>
        The site keeps a copy of every e-mail it sends, with the address it went to, in its database. A site
        that has no mail server configured writes its e-mails to its log instead of sending them.
      </p>

      <h2>Logs</h2>
      <p>
        The server writes a log for the people who run it: errors and, depending on its settings, the requests
        it answers, each with its address, time and the IP address it came from.
      </p>

      <h2>No tracking</h2>
      <p>
        There is no analytics, advertising or tracking. The pages run only this site’s own scripts; its
        security policy lets the browser load no others. Pictures in records and partner logos may be loaded
        from other sites, which then see your IP address.
      </p>

      <h2>Your data</h2>
      <p>
        To see, correct or delete what is stored about you, or to end a subscription, ask the people who run
        this site
        {contactUrl ? (
          <>
            {' '}
            (<SiteLink href={contactUrl}>contact</SiteLink>)
          </>
        ) : null}
        .
      </p>
    </article>
  );
}
