/** Addresses of conferences, seminars and institutions as one readable line. */

export interface RecordAddress {
  place_name?: string;
  cities?: string[];
  state?: string;
  country?: string;
  country_code?: string;
  postal_address?: string[];
}

let regionNames: Intl.DisplayNames | null | undefined;

/** 'ES' → 'Spain' through the runtime's region names; the code itself when unknown. */
export function countryName(code: string | undefined): string | undefined {
  if (!code) {
    return undefined;
  }
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  try {
    return regionNames?.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** 'Valencia, Spain'; 'CERN, Geneva, Switzerland' with a place name; '' for an empty address. */
export function formatAddress(address: RecordAddress): string {
  const country = address.country ?? countryName(address.country_code);
  return [address.place_name, ...(address.cities ?? []), address.state, country]
    .map((part) => part?.trim())
    .filter((part): part is string => Boolean(part))
    .filter((part, index, parts) => parts.indexOf(part) === index)
    .join(', ');
}
