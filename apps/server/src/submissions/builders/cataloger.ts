import type { ExperimentSubmission, InstitutionSubmission, JournalSubmission } from '@parton/records';

/** The institution form as an institution record (facts §2.2): the identifier is both legacy ICN and ICN. */
export function buildInstitution(form: InstitutionSubmission): Record<string, unknown> {
  return { _collections: ['Institutions'], legacy_ICN: form.identifier, ICN: [form.identifier] };
}

export function buildExperiment(form: ExperimentSubmission): Record<string, unknown> {
  return { _collections: ['Experiments'], legacy_name: form.legacy_name, project_type: form.project_type };
}

export function buildJournal(form: JournalSubmission): Record<string, unknown> {
  return {
    _collections: ['Journals'],
    short_title: form.short_title,
    journal_title: { title: form.journal_title },
  };
}
