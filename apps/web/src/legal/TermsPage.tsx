import { PRODUCT_NAME } from '@parton/records';
import { usePageMeta } from '../common/hooks/usePageMeta';
import { SiteLink } from '../common/layout/Footer';
import { useSiteLinks } from '../common/siteLinks';
import './legal.css';

export const TERMS_TITLE = 'Terms of Use';

/** The built-in terms of use (/terms); the footer links to TERMS_URL instead when the operator sets it. */
export function TermsPage() {
  usePageMeta({ title: TERMS_TITLE });
  const { privacy } = useSiteLinks();
  return (
    <article className="legal-page" aria-labelledby="terms-heading">
      <h1 id="terms-heading">{TERMS_TITLE}</h1>
      <p>This site runs {PRODUCT_NAME}, a search platform for the literature of high-energy physics.</p>

      <h2>Using the site</h2>
      <p>
        Anyone may search, read, cite and export the records here, in the web pages or through the API at{' '}
        <code>/api</code>. Programs that use the API should pace their requests: the server may refuse a
        client that asks too often (<code>429 Too Many Requests</code>).
      </p>

      <h2>Records and full texts</h2>
      <p>
        Records describe scholarly works and the people, institutions and events around them. Links to full
        texts and other sites lead elsewhere, under those sites’ own terms.
      </p>

      <h2>Accounts</h2>
      <p>
        An account is personal: keep its password to yourself. What is stored about you is described in the{' '}
        <SiteLink href={privacy}>Privacy Notice</SiteLink>.
      </p>

      <h2>No guarantee</h2>
      <p>
        The site is offered as it is, without a promise that its records are complete or correct or that it is
        always available.
      </p>
    </article>
  );
}
