import type { InstitutionUiMetadata } from '@parton/records';
import { countryName } from '../common/addresses';

/** 'Faculty of Physics, University of Warsaw'; acronyms in brackets. */
export function institutionHierarchy(institution: InstitutionUiMetadata): string {
  return (institution.institution_hierarchy ?? [])
    .map((level) => (level.acronym ? `${level.name} (${level.acronym})` : level.name))
    .join(', ');
}

/** The institution's name as the community writes it (ICN), else the hierarchy. */
export function institutionName(institution: InstitutionUiMetadata): string {
  return (
    institution.legacy_ICN ??
    institution.ICN?.[0] ??
    institution.institution_hierarchy?.[0]?.name ??
    'Institution'
  );
}

/** The ROR link: the serializer's `ror`, else the `ROR` external identifier (an id or a whole URL). */
export function rorUrl(institution: InstitutionUiMetadata): string | undefined {
  const value =
    institution.ror ??
    institution.external_system_identifiers?.find((identifier) => identifier.schema.toUpperCase() === 'ROR')
      ?.value;
  if (!value) {
    return undefined;
  }
  return /^https?:\/\//.test(value) ? value : `https://ror.org/${value}`;
}

/** One address as lines: the postal lines, then city, state and country unless the postal lines already say them. */
export function institutionAddressLine(
  address: NonNullable<InstitutionUiMetadata['addresses']>[number],
): string {
  const postal = (address.postal_address ?? []).map((line) => line.trim()).filter(Boolean);
  const said = postal.join(' ').toLowerCase();
  const rest = [
    ...(address.cities ?? []),
    address.state,
    address.country ?? countryName(address.country_code),
  ]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part) && !said.includes((part ?? '').toLowerCase()));
  return [...postal, ...new Set(rest)].join(', ');
}
