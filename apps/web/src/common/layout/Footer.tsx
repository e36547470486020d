import { LinkedinOutlined, XOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import { Link } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { ExternalLink } from '../components/ExternalLink';
import { SITE_LINKS } from '../siteLinks';

export function Footer() {
  const { isCataloger } = useCurrentUser();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <section aria-labelledby="footer-product">
          <h2 id="footer-product">{PRODUCT_NAME}</h2>
          <ul>
            <li>
              <ExternalLink href={SITE_LINKS.about}>About</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.contentPolicy}>Content Policy</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.privacyNotice}>Privacy Notice</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.termsOfUse}>Terms of Use</ExternalLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li>
              <ExternalLink href={SITE_LINKS.faq}>FAQ</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.helpCenter}>Help</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.reportMetadataIssues}>Report metadata issues</ExternalLink>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-tools">
          <h2 id="footer-tools">Tools</h2>
          <ul>
            {isCataloger ? (
              <>
                <li>
                  <Link to="/holdingpen/dashboard">Holdingpen</Link>
                </li>
                <li>
                  <Link to="/authorlist">Author list</Link>
                </li>
              </>
            ) : null}
            <li>
              <Link to="/bibliography-generator">Bibliography generator</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-community">
          <h2 id="footer-community">Community</h2>
          <ul>
            <li>
              <ExternalLink href={SITE_LINKS.blog}>Blog</ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.twitter}>
                <XOutlined aria-hidden /> X (Twitter)
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.linkedin}>
                <LinkedinOutlined aria-hidden /> LinkedIn
              </ExternalLink>
            </li>
            <li>
              <ExternalLink href={SITE_LINKS.contact}>Contact</ExternalLink>
            </li>
          </ul>
        </section>
      </div>
      <p className="site-footer__powered">
        Powered by {PRODUCT_NAME}, an open repository platform built on Fastify and PostgreSQL.
      </p>
    </footer>
  );
}
