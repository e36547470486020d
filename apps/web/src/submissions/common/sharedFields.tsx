import { COUNTRY_NAMES } from '@parton/records';
import { ArrayOf, SelectField, SuggesterField, TextField } from './fields';

/** What a chosen record writes into a suggester field (facts §1.0 "Autocomplete fields"). */
export const suggestedText = {
  institution: (metadata: Record<string, unknown>) => stringAt(metadata, 'legacy_ICN'),
  experiment: (metadata: Record<string, unknown>) => stringAt(metadata, 'legacy_name'),
  journal: (metadata: Record<string, unknown>) => stringAt(metadata, 'short_title'),
  author: (metadata: Record<string, unknown>) => {
    const name = metadata.name as { value?: unknown } | undefined;
    return typeof name?.value === 'string' ? name.value : undefined;
  },
};

function stringAt(metadata: Record<string, unknown>, key: string): string | undefined {
  const value = metadata[key];
  return typeof value === 'string' ? value : undefined;
}

/** "name (current institution)", as the person suggester lists authors. */
function authorLabel(metadata: Record<string, unknown>): string | undefined {
  const name = suggestedText.author(metadata);
  const positions = Array.isArray(metadata.positions)
    ? (metadata.positions as Record<string, unknown>[])
    : [];
  const current = positions.find((position) => position.current === true)?.institution;
  return name && typeof current === 'string' ? `${name} (${current})` : name;
}

export function InstitutionSuggester({
  path,
  label,
  required,
}: {
  path: string;
  label: string;
  required?: boolean;
}) {
  return (
    <SuggesterField
      path={`${path}.value`}
      recordPath={`${path}.record`}
      collection="institutions"
      textOf={suggestedText.institution}
      label={label}
      required={required}
    />
  );
}

/** Contacts: a person (suggested from authors) and an e-mail; an entry may stay empty (facts §1.1 contacts). */
export function ContactsField({ path = 'contacts', label }: { path?: string; label: string }) {
  return (
    <ArrayOf
      path={path}
      label={label}
      emptyItem={{}}
      itemName="contact"
      renderItem={(itemPath) => (
        <>
          <SuggesterField
            path={`${itemPath}.name`}
            recordPath={`${itemPath}.record`}
            collection="authors"
            textOf={suggestedText.author}
            labelOf={authorLabel}
            label="Name"
          />
          <TextField path={`${itemPath}.email`} label="Email" type="email" />
        </>
      )}
    />
  );
}

/** A postal address of a conference or seminar: city and country (required when given), state, venue. */
export function AddressFields({ path }: { path: string }) {
  return (
    <>
      <TextField path={`${path}.city`} label="City" required />
      <SelectField path={`${path}.country`} label="Country/Region" options={COUNTRY_NAMES} required />
      <TextField path={`${path}.state`} label="State" />
      <TextField path={`${path}.venue`} label="Venue" />
    </>
  );
}

/** A repeatable list of texts (acronyms, keywords, websites). */
export function TextList({
  path,
  label,
  itemLabel,
  help,
  placeholder,
}: {
  path: string;
  label: string;
  itemLabel: string;
  help?: string;
  placeholder?: string;
}) {
  return (
    <ArrayOf
      path={path}
      label={label}
      help={help}
      emptyItem=""
      itemName={itemLabel.toLowerCase()}
      renderItem={(itemPath, index) => (
        <TextField path={itemPath} label={`${itemLabel} ${index + 1}`} placeholder={placeholder} />
      )}
    />
  );
}
