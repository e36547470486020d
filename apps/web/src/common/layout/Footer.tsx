import { LinkedinOutlined, XOutlined } from '@ant-design/icons';
import { PRODUCT_NAME } from '@parton/records';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../user/useCurrentUser';
import { ExternalLink } from '../components/ExternalLink';
import { isAppPath, useSiteLinks } from '../siteLinks';

/**
 * A link the operator may configure: a route of the app stays in the app, a path of this site or a mailto address
 * is a plain link, anything else opens in a new tab (through ExternalLink's checks).
 */
export function SiteLink({ href, children }: { href: string; children: ReactNode }) {
  if (isAppPath(href)) {
    return <Link to={href}>{children}</Link>;
  }
  if ((href.startsWith('/') && !href.startsWith('//')) || href.startsWith('mailto:')) {
    return <a href={href}>{children}</a>;
  }
  return <ExternalLink href={href}>{children}</ExternalLink>;
}

interface FooterEntry {
  key: string;
  href: string | null;
  label: ReactNode;
}

/** A column of links; the operator's links not configured are left out, and an empty column with them. */
function LinkColumn({ id, title, entries }: { id: string; title: string; entries: FooterEntry[] }) {
  const shown = entries.filter((entry): entry is FooterEntry & { href: string } => entry.href !== null);
  if (shown.length === 0) {
    return null;
  }
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {shown.map((entry) => (
          <li key={entry.key}>
            <SiteLink href={entry.href}>{entry.label}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Footer() {
  const { isCataloger } = useCurrentUser();
  const links = useSiteLinks();
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        <LinkColumn
          id="footer-product"
          title={PRODUCT_NAME}
          entries={[
            { key: 'about', href: links.about, label: 'About' },
            { key: 'content-policy', href: links.contentPolicy, label: 'Content Policy' },
            { key: 'privacy', href: links.privacy, label: 'Privacy Notice' },
            { key: 'terms', href: links.terms, label: 'Terms of Use' },
          ]}
        />
        <LinkColumn
          id="footer-help"
          title="Help"
          entries={[
            { key: 'faq', href: links.faq, label: 'FAQ' },
            { key: 'help', href: links.help, label: 'Help' },
            { key: 'report', href: links.contact, label: 'Report metadata issues' },
          ]}
        />
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
        <LinkColumn
          id="footer-community"
          title="Community"
          entries={[
            { key: 'blog', href: links.blog, label: 'Blog' },
            {
              key: 'x',
              href: links.x,
              label: (
                <>
                  <XOutlined aria-hidden /> X (Twitter)
                </>
              ),
            },
            {
              key: 'linkedin',
              href: links.linkedin,
              label: (
                <>
                  <LinkedinOutlined aria-hidden /> LinkedIn
                </>
              ),
            },
            { key: 'contact', href: links.contact, label: 'Contact' },
          ]}
        />
      </div>
      <p className="site-footer__powered">
        Powered by {PRODUCT_NAME}, an open repository platform built on Fastify and PostgreSQL.
      </p>
    </footer>
  );
}
