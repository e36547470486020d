import type { ReactNode } from 'react';
import { useSiteLinks } from '../siteLinks';
import { ExternalLink } from './ExternalLink';

/**
 * "{offer} contact us." where the operator has set CONTACT_URL; without it `without` is shown instead, so no screen
 * offers a contact that does not exist.
 */
export function ContactUs({ offer, without = null }: { offer: string; without?: ReactNode }) {
  const { contact } = useSiteLinks();
  if (!contact) {
    return <>{without}</>;
  }
  return (
    <>
      {offer} <ExternalLink href={contact}>contact us</ExternalLink>.
    </>
  );
}
