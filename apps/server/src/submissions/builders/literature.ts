import type { LiteratureSubmission } from '@parton/records';
import { acquisitionSource as acquisitionSourceOf, type BuildContext, put, withRecord } from './common';

/** The form's document types as the literature schema names them (`bookChapter` → `book chapter`). */
const DOCUMENT_TYPES: Record<LiteratureSubmission['document_type'], string> = {
  article: 'article',
  thesis: 'thesis',
  book: 'book',
  bookChapter: 'book chapter',
};

/** Conference, proceedings and comment texts go to curators as private notes (facts §2.2). */
function privateNotes(form: LiteratureSubmission): { value: string; source: string }[] {
  const notes: string[] = [];
  if (form.comments) {
    notes.push(form.comments);
  }
  if (form.proceedings_info) {
    notes.push(form.proceedings_info);
  }
  // The conference text only matters when no conference record was picked.
  if (form.conference_info && !form.conference_record) {
    notes.push(form.conference_info);
  }
  return notes.map((value) => ({ value, source: 'submitter' }));
}

/** `123-145` → start and end; a single value is an article id (facts §2.2 `page_range`). */
function pages(pageRange: string | undefined): Record<string, string> {
  if (!pageRange) {
    return {};
  }
  const [start, end] = pageRange.split(/\s*[-–]\s*/, 2);
  if (start && end) {
    return { page_start: start, page_end: end };
  }
  return { artid: pageRange };
}

function publicationInfo(
  form: LiteratureSubmission,
  context: BuildContext,
  conferenceCnum: string | undefined,
): Record<string, unknown> | undefined {
  const journalRecord = withRecord(context.publicUrl, form.journal_record).record;
  const parentRecord = withRecord(context.publicUrl, form.parent_book_record).record;
  const conferenceRecord = withRecord(context.publicUrl, form.conference_record).record;
  const entry: Record<string, unknown> = {};
  put(entry, 'journal_title', form.journal_title);
  put(entry, 'journal_record', journalRecord);
  put(entry, 'journal_volume', form.volume);
  put(entry, 'journal_issue', form.issue);
  put(entry, 'year', form.year === undefined || form.year === '' ? undefined : Number(form.year));
  Object.assign(entry, pages(form.page_range));
  put(entry, 'page_start', form.start_page);
  put(entry, 'page_end', form.end_page);
  put(entry, 'parent_record', parentRecord);
  put(entry, 'conference_record', conferenceRecord);
  put(entry, 'cnum', conferenceRecord ? conferenceCnum : undefined);
  return Object.keys(entry).length > 0 ? entry : undefined;
}

function person(
  entry: {
    full_name?: string | undefined;
    record?: { $ref: string } | undefined;
    affiliation?: string | undefined;
  },
  context: BuildContext,
): Record<string, unknown> {
  return {
    full_name: entry.full_name,
    ...withRecord(context.publicUrl, entry.record),
    ...(entry.affiliation ? { affiliations: [{ value: entry.affiliation }] } : {}),
  };
}

/**
 * The literature form as a record (facts §2.2 "Literature"): what the HEP_SUBMISSION workflow carries. The
 * references text and the PDF link for the curators travel apart, in the workflow's form data. `conferenceCnum`
 * is the CNUM of the picked conference record, looked up by the caller.
 */
export function buildLiterature(
  form: LiteratureSubmission,
  context: BuildContext,
  conferenceCnum?: string,
): Record<string, unknown> {
  const record: Record<string, unknown> = {
    _collections: ['Literature'],
    citeable: true,
    curated: false,
    document_type: [DOCUMENT_TYPES[form.document_type]],
    titles: [{ title: form.title, source: 'submitter' }],
  };
  if (form.arxiv_id) {
    record.arxiv_eprints = [
      { value: form.arxiv_id, ...(form.arxiv_categories ? { categories: form.arxiv_categories } : {}) },
    ];
  }
  put(record, 'preprint_date', form.preprint_date);
  put(record, 'dois', form.doi ? [{ value: form.doi }] : undefined);
  const links = [form.pdf_link, form.additional_link].filter(
    (link): link is string => typeof link === 'string' && link !== '' && !link.includes('arxiv.org'),
  );
  put(
    record,
    'urls',
    links.map((value) => ({ value })),
  );
  put(record, 'languages', form.language && form.language !== 'en' ? [form.language] : undefined);
  put(
    record,
    'inspire_categories',
    form.subjects.map((term) => ({ term })),
  );
  const supervisors = (form.supervisors ?? [])
    .filter((entry) => entry.full_name)
    .map((entry) => ({ ...person(entry, context), inspire_roles: ['supervisor'] }));
  put(record, 'authors', [...form.authors.map((entry) => person(entry, context)), ...supervisors]);
  put(record, 'collaborations', form.collaboration ? [{ value: form.collaboration }] : undefined);
  if (form.experiment) {
    record.accelerator_experiments = [
      { legacy_name: form.experiment, ...withRecord(context.publicUrl, form.experiment_record) },
    ];
  }
  put(record, 'abstracts', form.abstract ? [{ value: form.abstract, source: 'submitter' }] : undefined);
  put(
    record,
    'report_numbers',
    (form.report_numbers ?? []).filter(Boolean).map((value) => ({ value, source: 'submitter' })),
  );
  const publication = publicationInfo(form, context, conferenceCnum);
  put(record, 'publication_info', publication ? [publication] : undefined);
  put(record, 'book_series', form.series_title ? [{ title: form.series_title }] : undefined);
  const imprint: Record<string, unknown> = {};
  put(imprint, 'date', form.publication_date);
  put(imprint, 'publisher', form.publisher);
  put(imprint, 'place', form.publication_place);
  put(record, 'imprints', Object.keys(imprint).length > 0 ? [imprint] : undefined);
  const thesis: Record<string, unknown> = {};
  put(thesis, 'defense_date', form.defense_date);
  put(thesis, 'degree_type', form.degree_type);
  put(thesis, 'institutions', form.institution ? [{ name: form.institution }] : undefined);
  put(thesis, 'date', form.submission_date);
  put(record, 'thesis_info', Object.keys(thesis).length > 0 ? thesis : undefined);
  put(record, '_private_notes', privateNotes(form));
  put(record, 'acquisition_source', acquisitionSourceOf(context));
  return record;
}
