import {
  DEGREE_TYPE_LABELS,
  INSPIRE_CATEGORIES,
  LITERATURE_DOCUMENT_TYPES,
  LITERATURE_LANGUAGES,
  type LiteratureSubmissionType,
} from '@parton/records';
import {
  ArrayOf,
  CollapsibleSection,
  NumberField,
  SelectField,
  SuggesterField,
  TextAreaField,
  TextField,
} from '../common';

const DATE_PLACEHOLDER = 'YYYY-MM-DD, YYYY-MM or YYYY';
const DEGREE_TYPE_OPTIONS = Object.entries(DEGREE_TYPE_LABELS).map(([value, label]) => ({ value, label }));
const LANGUAGE_OPTIONS = LITERATURE_LANGUAGES.map(({ value, label }) => ({ value, label }));
const DOCUMENT_TYPE_OPTIONS = LITERATURE_DOCUMENT_TYPES.map(({ value, label }) => ({ value, label }));

function firstTitle(metadata: Record<string, unknown>): string | undefined {
  const titles = metadata.titles;
  if (!Array.isArray(titles)) {
    return undefined;
  }
  const [first] = titles as { title?: unknown }[];
  return typeof first?.title === 'string' ? first.title : undefined;
}

function textField(metadata: Record<string, unknown>, field: string): string | undefined {
  const value = metadata[field];
  return typeof value === 'string' ? value : undefined;
}

function authorName(metadata: Record<string, unknown>): string | undefined {
  const name = metadata.name as { value?: unknown } | undefined;
  return typeof name?.value === 'string' ? name.value : undefined;
}

/** "Title (acronym), place, date" for a conference suggestion, like the existing form's list. */
function conferenceLabel(metadata: Record<string, unknown>): string | undefined {
  const title = firstTitle(metadata);
  if (!title) {
    return undefined;
  }
  const acronyms = Array.isArray(metadata.acronyms) ? (metadata.acronyms as string[]) : [];
  const address = Array.isArray(metadata.addresses) ? (metadata.addresses as { cities?: string[] }[]) : [];
  const city = address[0]?.cities?.[0];
  const opening = textField(metadata, 'opening_date');
  return [acronyms[0] ? `${title} (${acronyms[0]})` : title, city, opening].filter(Boolean).join(', ');
}

/** Authors or supervisors: a person suggester and an affiliation suggester per entry. */
function PeopleField({ path, label, required }: { path: string; label: string; required?: boolean }) {
  return (
    <ArrayOf
      path={path}
      label={label}
      required={required}
      emptyItem={{}}
      itemName={label === 'Authors' ? 'author' : 'supervisor'}
      renderItem={(itemPath) => (
        <>
          <SuggesterField
            path={`${itemPath}.full_name`}
            recordPath={`${itemPath}.record`}
            label="Full name"
            required={required}
            placeholder="Family name, first name"
            collection="authors"
            textOf={authorName}
          />
          <SuggesterField
            path={`${itemPath}.affiliation`}
            recordPath={`${itemPath}.affiliation_record`}
            label="Affiliation"
            placeholder="Affiliation, type for suggestions"
            collection="institutions"
            textOf={(metadata) => textField(metadata, 'legacy_ICN')}
          />
        </>
      )}
    />
  );
}

export function DocumentTypeField() {
  return (
    <SelectField path="document_type" label="Type of the document" options={DOCUMENT_TYPE_OPTIONS} required />
  );
}

function LinkFields() {
  return (
    <CollapsibleSection title="Links">
      <TextField
        path="pdf_link"
        label="Link to PDF"
        help="Where can we find a PDF to check the references?"
        placeholder="https://example.com/document.pdf"
      />
      <TextField
        path="additional_link"
        label="Link to additional info"
        help="Link to additional information (e.g. an abstract page): which page should we link from this site?"
        placeholder="https://example.com/page.html"
      />
    </CollapsibleSection>
  );
}

function BasicInfoFields({ withCollaboration }: { withCollaboration: boolean }) {
  return (
    <CollapsibleSection title="Basic Info">
      <TextField path="title" label="Title" required />
      <SelectField path="language" label="Language" options={LANGUAGE_OPTIONS} />
      <SelectField path="subjects" label="Subjects" options={INSPIRE_CATEGORIES} multiple required />
      <PeopleField path="authors" label="Authors" required />
      {withCollaboration ? <TextField path="collaboration" label="Collaboration" /> : null}
      <SuggesterField
        path="experiment"
        recordPath="experiment_record"
        label="Experiment"
        placeholder="Experiment, type for suggestions"
        collection="experiments"
        textOf={(metadata) => textField(metadata, 'legacy_name')}
      />
      <TextAreaField path="abstract" label="Abstract" rows={4} />
      <ArrayOf
        path="report_numbers"
        label="Report Numbers"
        emptyItem=""
        itemName="report number"
        renderItem={(itemPath, index) => <TextField path={itemPath} label={`Report number ${index + 1}`} />}
      />
      <TextField path="doi" label="DOI" placeholder="e.g. 10.1086/305772 or doi:10.1086/305772" />
    </CollapsibleSection>
  );
}

function ArticleSections() {
  return (
    <>
      <CollapsibleSection title="Publication Info">
        <SuggesterField
          path="journal_title"
          recordPath="journal_record"
          label="Journal Title"
          collection="journals"
          textOf={(metadata) => textField(metadata, 'short_title')}
          labelOf={(metadata) => {
            const short = textField(metadata, 'short_title');
            const full = textField(metadata, 'journal_title');
            return short && full && full !== short ? `${short} (${full})` : short;
          }}
        />
        <TextField path="volume" label="Volume" />
        <TextField path="issue" label="Issue" />
        <NumberField path="year" label="Year" />
        <TextField path="page_range" label="Page Range/Article ID" placeholder="e.g. 1-100" />
      </CollapsibleSection>
      <CollapsibleSection title="Conference Info" defaultOpen={false}>
        <SuggesterField
          path="conference_info"
          recordPath="conference_record"
          label="Conference Info"
          placeholder="Conference name, acronym, place, date, type for suggestions"
          collection="conferences"
          textOf={firstTitle}
          labelOf={conferenceLabel}
        />
      </CollapsibleSection>
      <CollapsibleSection title="Proceedings Info (if not published in a journal)" defaultOpen={false}>
        <TextAreaField
          path="proceedings_info"
          label="Proceedings"
          rows={6}
          placeholder="Editors, title of proceedings, publisher, year of publication, page range, URL"
        />
      </CollapsibleSection>
    </>
  );
}

function ThesisSection() {
  return (
    <CollapsibleSection title="Thesis Info">
      <SelectField path="degree_type" label="Degree Type" options={DEGREE_TYPE_OPTIONS} />
      <TextField path="submission_date" label="Date of Submission" placeholder={DATE_PLACEHOLDER} />
      <TextField path="defense_date" label="Date of Defense" placeholder={DATE_PLACEHOLDER} />
      <TextField path="institution" label="Institution" />
      <PeopleField path="supervisors" label="Supervisors" />
    </CollapsibleSection>
  );
}

function BookSection() {
  return (
    <CollapsibleSection title="Publication Info">
      <TextField path="series_title" label="Series Title" />
      <TextField path="volume" label="Volume" />
      <TextField path="publication_date" label="Publication Date" placeholder={DATE_PLACEHOLDER} />
      <TextField path="publisher" label="Publisher" />
      <TextField path="publication_place" label="Publication Place" />
    </CollapsibleSection>
  );
}

function BookChapterSection() {
  return (
    <CollapsibleSection title="Publication Info">
      <SuggesterField
        path="book_title"
        recordPath="parent_book_record"
        label="Book Title"
        collection="literature"
        textOf={firstTitle}
      />
      <TextField path="start_page" label="Start Page" />
      <TextField path="end_page" label="End Page" />
    </CollapsibleSection>
  );
}

const TYPE_SECTIONS: Record<LiteratureSubmissionType, () => React.JSX.Element> = {
  article: ArticleSections,
  thesis: ThesisSection,
  book: BookSection,
  bookChapter: BookChapterSection,
};

/** The sections of one document type's form (facts §1.2), in the existing form's order. */
export function LiteratureFields({ documentType }: { documentType: LiteratureSubmissionType }) {
  const TypeSections = TYPE_SECTIONS[documentType];
  return (
    <>
      <LinkFields />
      <BasicInfoFields withCollaboration={documentType === 'article'} />
      <TypeSections />
      <CollapsibleSection title="References" defaultOpen={false}>
        <TextAreaField
          path="references"
          label="References"
          rows={8}
          placeholder="References in plain text format"
          help="One reference per line."
        />
      </CollapsibleSection>
      <CollapsibleSection title="Comments" defaultOpen={false}>
        <TextAreaField
          path="comments"
          label="Comments"
          rows={6}
          help="Why is this content relevant to this site?"
          placeholder="Any extra comments related to your submission"
        />
      </CollapsibleSection>
    </>
  );
}
