import { PlusOutlined } from '@ant-design/icons';
import {
  ARXIV_CATEGORIES,
  AUTHOR_ORCID_EXISTS_MESSAGE,
  AUTHOR_STATUSES,
  DEGREE_TYPE_LABELS,
  RANK_LABELS,
} from '@parton/records';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ArrayOf,
  CheckboxField,
  CollapsibleSection,
  FieldShell,
  fieldId,
  NumberField,
  SelectField,
  SuggesterField,
  TextAreaField,
  TextField,
  useFormContext,
} from '../common';

const HIDDEN_HELP =
  'This entry will be hidden from the author profile, but it stays visible to the curators. If it is wrong, ' +
  'please tell us in the Comments at the bottom of the page.';
const DEGREE_TYPE_OPTIONS = Object.entries(DEGREE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const RANK_OPTIONS = Object.entries(RANK_LABELS).map(([value, label]) => ({ value, label }));

function stringAt(metadata: Record<string, unknown>, key: string): string | undefined {
  const value = metadata[key];
  return typeof value === 'string' ? value : undefined;
}

function authorName(metadata: Record<string, unknown>): string | undefined {
  const name = metadata.name as { value?: unknown } | undefined;
  return typeof name?.value === 'string' ? name.value : undefined;
}

/** A text input with a fixed prefix (`orcid.org/`, `linkedin.com/in/` …) shown before it. */
function PrefixedTextField({
  path,
  label,
  prefix,
  placeholder,
  help,
}: {
  path: string;
  label: string;
  prefix: string;
  placeholder?: string;
  help?: ReactNode;
}) {
  const form = useFormContext();
  const value = form.getValue(path);
  return (
    <FieldShell path={path} label={label} help={help}>
      {(aria) => (
        <Input
          {...aria}
          addonBefore={prefix}
          value={typeof value === 'string' ? value : ''}
          placeholder={placeholder}
          onChange={(event) => form.setValue(path, event.target.value)}
          onBlur={() => form.blur(path)}
        />
      )}
    </FieldShell>
  );
}

/**
 * The ORCID field. On the create form an ORCID some profile already holds gets the error "Author with this ORCID
 * already exist, please submit an update", with "update" linking to that profile's update form.
 */
function OrcidField({
  existingAuthor,
  onBlur,
}: {
  existingAuthor?: string;
  onBlur?: (orcid: string) => void;
}) {
  const form = useFormContext();
  const value = form.getValue('orcid');
  const error = form.errorFor('orcid');
  const id = fieldId('orcid');
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  return (
    <div className={`submission-field${error ? ' submission-field--error' : ''}`}>
      <label className="submission-field__label" htmlFor={id}>
        ORCID
      </label>
      <Input
        id={id}
        addonBefore="orcid.org/"
        placeholder="0000-0000-0000-0000"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${helpId}` : helpId}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => form.setValue('orcid', event.target.value)}
        onBlur={() => {
          form.blur('orcid');
          onBlur?.(typeof value === 'string' ? value : '');
        }}
      />
      <div className="submission-field__help" id={helpId}>
        ORCID provides a persistent digital identifier that distinguishes you from other researchers.
      </div>
      {error ? (
        <div className="submission-field__error" id={errorId} role="alert">
          {error === AUTHOR_ORCID_EXISTS_MESSAGE && existingAuthor ? (
            <>
              Author with this ORCID already exist, please submit an{' '}
              <Link to={`/submissions/authors/${encodeURIComponent(existingAuthor)}`}>update</Link>
            </>
          ) : (
            error
          )}
        </div>
      ) : null}
    </div>
  );
}

interface ListProps {
  path: string;
  label: string;
  itemName: string;
  /** False on the update form for non-catalogers: entries can be hidden, not deleted (facts §1.3). */
  removable: boolean;
  renderItem: (itemPath: string, index: number) => ReactNode;
}

/** A repeatable group of objects; without `removable`, entries have no remove icon (new ones can still be added). */
function GroupList({ path, label, itemName, removable, renderItem }: ListProps) {
  const form = useFormContext();
  if (removable) {
    return <ArrayOf path={path} label={label} emptyItem={{}} itemName={itemName} renderItem={renderItem} />;
  }
  const stored = form.getValue(path);
  const items: unknown[] = Array.isArray(stored) && stored.length > 0 ? stored : [{}];
  return (
    <fieldset className="submission-array">
      <legend className="submission-field__label">{label}</legend>
      {items.map((_, index) => (
        // Entries have no identity of their own; their position is their key, as in the form values.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div className="submission-array__item" key={index}>
          <div className="submission-array__fields">{renderItem(`${path}.${index}`, index)}</div>
        </div>
      ))}
      <Button
        type="dashed"
        icon={<PlusOutlined />}
        className="submission-array__add"
        onClick={() => form.setValue(path, [...items, {}])}
      >
        Add new field
      </Button>
    </fieldset>
  );
}

export interface AuthorFieldsProps {
  mode: 'create' | 'update';
  /** Catalogers may delete entries on the update form; everyone may on the create form. */
  canRemoveEntries: boolean;
  /** Create form: the profile that already holds the typed ORCID, and the check to run when it loses focus. */
  existingAuthor?: string;
  onOrcidBlur?: (orcid: string) => void;
}

/** The sections of the author form (facts §1.3), create and update. */
export function AuthorFields({ mode, canRemoveEntries, existingAuthor, onOrcidBlur }: AuthorFieldsProps) {
  const isUpdate = mode === 'update';
  return (
    <>
      <CollapsibleSection title="Personal Info">
        <p className="submission-field__help">
          Email addresses cannot be deleted. If one is wrong, mark it as Hidden and tell us more in the
          Comments.
        </p>
        <TextField path="given_name" label="Given Names" placeholder="e.g. Diego" required />
        <TextField path="family_name" label="Family Name" placeholder="e.g. Martínez Santos" required />
        <TextField
          path="display_name"
          label="Display Name"
          placeholder="How should the author be addressed throughout the site? e.g. Diego Martínez"
          required
        />
        <TextField
          path="native_name"
          label="Native Name"
          placeholder="For non-Latin names e.g. 麦迪娜 or Эдгар Бугаев"
        />
        <TextField
          path="alternate_name"
          label="Alternate Name"
          placeholder="Names that are searchable but not displayed"
        />
        <GroupList
          path="emails"
          label="Emails"
          itemName="email"
          removable={canRemoveEntries}
          renderItem={(itemPath) => (
            <>
              <TextField path={`${itemPath}.value`} label="Email" type="email" />
              <CheckboxField path={`${itemPath}.current`} label="Current" />
              <CheckboxField
                path={`${itemPath}.hidden`}
                label="Hidden"
                help="Hidden e-mails are not displayed; the curators use them only to contact and identify the author."
              />
            </>
          )}
        />
        <SelectField path="status" label="Status" options={AUTHOR_STATUSES} required />
        <OrcidField existingAuthor={existingAuthor} onBlur={onOrcidBlur} />
      </CollapsibleSection>
      <CollapsibleSection title="Author websites">
        <ArrayOf
          path="websites"
          label="Websites"
          emptyItem=""
          itemName="website"
          renderItem={(itemPath, index) => (
            <TextField path={itemPath} label={`Website ${index + 1}`} type="url" placeholder="https://" />
          )}
        />
        <TextField path="blog" label="Blog" type="url" />
        <PrefixedTextField path="linkedin" label="LinkedIn" prefix="linkedin.com/in/" />
        <PrefixedTextField path="twitter" label="X" prefix="x.com/" />
        <PrefixedTextField
          path="bluesky"
          label="Bluesky"
          prefix="bsky.app/profile/"
          placeholder="username.bsky.social"
        />
        <TextField path="mastodon" label="Mastodon" placeholder="username@host" />
      </CollapsibleSection>
      <CollapsibleSection title="Career Info">
        <p className="submission-field__help">
          Career information cannot be deleted. If an entry is wrong, mark it as Hidden and tell us more in
          the Comments.
        </p>
        <SelectField path="arxiv_categories" label="Field of Research" options={ARXIV_CATEGORIES} multiple />
        <GroupList
          path="positions"
          label="Institution History"
          itemName="position"
          removable={canRemoveEntries}
          renderItem={(itemPath) => (
            <>
              <SuggesterField
                path={`${itemPath}.institution`}
                recordPath={`${itemPath}.record`}
                label="Institution"
                placeholder="Institution, type for suggestions"
                collection="institutions"
                textOf={(metadata) => stringAt(metadata, 'legacy_ICN')}
              />
              <NumberField path={`${itemPath}.start_date`} label="Start year" />
              <NumberField path={`${itemPath}.end_date`} label="End year" />
              <SelectField path={`${itemPath}.rank`} label="Rank" options={RANK_OPTIONS} />
              <CheckboxField path={`${itemPath}.current`} label="Current" />
              {isUpdate ? (
                <CheckboxField path={`${itemPath}.hidden`} label="Hidden" help={HIDDEN_HELP} />
              ) : null}
            </>
          )}
        />
        <GroupList
          path="project_membership"
          label="Experiment History"
          itemName="experiment"
          removable={canRemoveEntries}
          renderItem={(itemPath) => (
            <>
              <SuggesterField
                path={`${itemPath}.name`}
                recordPath={`${itemPath}.record`}
                label="Experiment"
                placeholder="Experiment, type for suggestions"
                collection="experiments"
                textOf={(metadata) => stringAt(metadata, 'legacy_name')}
              />
              <NumberField path={`${itemPath}.start_date`} label="Start year" />
              <NumberField path={`${itemPath}.end_date`} label="End year" />
              <CheckboxField path={`${itemPath}.current`} label="Current" />
              {isUpdate ? (
                <CheckboxField path={`${itemPath}.hidden`} label="Hidden" help={HIDDEN_HELP} />
              ) : null}
            </>
          )}
        />
        <GroupList
          path="advisors"
          label="Advisors"
          itemName="advisor"
          removable={canRemoveEntries}
          renderItem={(itemPath) => (
            <>
              <SuggesterField
                path={`${itemPath}.name`}
                recordPath={`${itemPath}.record`}
                label="Advisor"
                placeholder="Family name, first name"
                collection="authors"
                textOf={authorName}
              />
              <SelectField
                path={`${itemPath}.degree_type`}
                label="Degree type"
                options={DEGREE_TYPE_OPTIONS}
              />
              {isUpdate ? (
                <CheckboxField path={`${itemPath}.hidden`} label="Hidden" help={HIDDEN_HELP} />
              ) : null}
            </>
          )}
        />
      </CollapsibleSection>
      <CollapsibleSection title="Comments to the curators">
        <TextAreaField path="comments" label="Comments" rows={4} placeholder="Any comments you might have" />
      </CollapsibleSection>
    </>
  );
}

/** What a new author form starts with: the required names empty, one empty entry per group (facts §1.3). */
export function emptyAuthorValues(bai?: string): Record<string, unknown> {
  return {
    given_name: '',
    family_name: '',
    display_name: '',
    emails: [{}],
    status: 'active',
    websites: [''],
    positions: [{}],
    project_membership: [{}],
    advisors: [{}],
    ...(bai ? { bai } : {}),
  };
}
