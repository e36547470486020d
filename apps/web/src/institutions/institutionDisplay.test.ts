import type { InstitutionUiMetadata } from '@parton/records';
import { describe, expect, it } from 'vitest';
import { institutionAddressLine, institutionHierarchy, institutionName, rorUrl } from './institutionDisplay';

function institution(fields: Partial<InstitutionUiMetadata>): InstitutionUiMetadata {
  return { control_number: 902725, ...fields } as InstitutionUiMetadata;
}

describe('institution display', () => {
  it('names the institution by its ICN and writes the hierarchy with acronyms', () => {
    const cern = institution({
      legacy_ICN: 'CERN',
      institution_hierarchy: [{ name: 'European Organization for Nuclear Research', acronym: 'CERN' }],
    });
    expect(institutionName(cern)).toBe('CERN');
    expect(institutionHierarchy(cern)).toBe('European Organization for Nuclear Research (CERN)');
  });

  it('links ROR from a bare id or a whole address', () => {
    expect(
      rorUrl(
        institution({ external_system_identifiers: [{ schema: 'ROR', value: 'https://ror.org/01ggx4157' }] }),
      ),
    ).toBe('https://ror.org/01ggx4157');
    expect(rorUrl(institution({ ror: '01ggx4157' }))).toBe('https://ror.org/01ggx4157');
    expect(rorUrl(institution({}))).toBeUndefined();
  });

  it('does not repeat the city or country the postal lines already give', () => {
    expect(
      institutionAddressLine({
        postal_address: ['Newtonstr. 15, 12489 Berlin'],
        cities: ['Berlin'],
        country_code: 'DE',
      }),
    ).toBe('Newtonstr. 15, 12489 Berlin, Germany');
    expect(institutionAddressLine({ cities: ['Geneva'], country_code: 'CH' })).toBe('Geneva, Switzerland');
  });
});
