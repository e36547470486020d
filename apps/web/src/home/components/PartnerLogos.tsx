import type { PartnerInstitution } from '@parton/records';
import { useRuntimeConfig } from '../../common/api/runtimeConfig';

function PartnerMark({ partner }: { partner: PartnerInstitution }) {
  const content = partner.logo ? (
    <img src={partner.logo} alt={partner.name} className="partner__logo" loading="lazy" />
  ) : (
    <span className="partner__name">{partner.name}</span>
  );
  if (!partner.href) {
    return content;
  }
  return (
    <a href={partner.href} target="_blank" rel="noopener noreferrer" title={partner.name}>
      {content}
    </a>
  );
}

/** The laboratories that run the community platform, shown until a deployment configures its own. */
const DEFAULT_PARTNERS: readonly PartnerInstitution[] = [
  { name: 'CERN', href: 'https://home.cern' },
  { name: 'DESY', href: 'https://www.desy.de' },
  { name: 'Fermilab', href: 'https://www.fnal.gov' },
  { name: 'IHEP', href: 'http://english.ihep.cas.cn' },
  { name: 'SLAC', href: 'https://www6.slac.stanford.edu' },
];

/** The partner institutions from runtime configuration; a partner without a logo shows its name. */
export function PartnerLogos() {
  const configured = useRuntimeConfig().partners;
  const partners = configured && configured.length > 0 ? configured : DEFAULT_PARTNERS;
  return (
    <section className="partners" aria-label="Partner institutions">
      <ul className="partners__list">
        {partners.map((partner) => (
          <li key={partner.name} className="partner">
            <PartnerMark partner={partner} />
          </li>
        ))}
      </ul>
    </section>
  );
}
