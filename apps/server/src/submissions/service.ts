import {
  type AuthorSubmission,
  type CollectionName,
  type ConferenceSubmission,
  checkJobDeadline,
  type ExperimentSubmission,
  type InstitutionSubmission,
  type JobSubmission,
  type JournalSubmission,
  type LiteratureSubmission,
  type SeminarSubmission,
  type SubmissionPidResponse,
  type SubmissionPrefillResponse,
  type SubmissionType,
} from '@parton/records';
import type { Transaction } from 'kysely';
import { type Account, hasCatalogerRights } from '../accounts/model';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { sendMail } from '../mail/send';
import { RecordValidationError, RevisionConflictError } from '../records/errors';
import { allocateControlNumber, findRecord } from '../records/repository';
import { saveRecordsInTransaction } from '../records/writer';
import { DuplicateWorkflowError, openCuratorTicket, startWorkflow } from '../workflows';
import { buildAuthor, mergeAuthorUpdate } from './builders/author';
import { buildExperiment, buildInstitution, buildJournal } from './builders/cataloger';
import { acquisitionSource, type BuildContext, SubmissionInvalidError } from './builders/common';
import { buildConference, cnumBase, nextCnum } from './builders/conference';
import { buildJob, JOB_REMOVABLE_FIELDS, jobStatusChangeError, thirtyDaysPastDeadline } from './builders/job';
import { buildLiterature } from './builders/literature';
import { buildSeminar, SEMINAR_REMOVABLE_FIELDS } from './builders/seminar';
import { authorFormData, jobFormData, seminarFormData } from './prefill';
import { existingLiterature, lockAndListCnums } from './repository';
import { validateForm } from './validate';

/**
 * The submission forms' backend (README.md, facts §2): a form is validated, built into a record and, in ONE
 * transaction, becomes what its type becomes (facts §2.3) — a workflow, a record plus a curator ticket and a mail,
 * or a record alone. A refused submission writes nothing.
 */

type Json = Record<string, unknown>;

/** What a submission answers: the HTTP status and the body (shapes in @parton/records api/submissions.ts). */
export interface SubmissionResult {
  status: 200 | 201;
  body: Json;
}

export const EDIT_FORBIDDEN_MESSAGES = {
  authors: 'You are not allowed to edit this author',
  jobs: 'You are not allowed to edit this Job opening',
  seminars: 'You are not allowed to edit this seminar',
} as const;
export type UpdatableType = keyof typeof EDIT_FORBIDDEN_MESSAGES;

export const RECORD_CHANGED_MESSAGE =
  'The record was changed meanwhile. Please reload the form and try again.';
export const RECORD_NOT_FOUND_MESSAGE = 'PID does not exist.';

const COLLECTION_OF: Record<UpdatableType, CollectionName> = {
  authors: 'authors',
  jobs: 'jobs',
  seminars: 'seminars',
};

function buildContext(context: AppContext, account: Account): BuildContext {
  return {
    publicUrl: context.config.publicUrl,
    submitter: { userId: account.id, email: account.email, orcid: account.orcid },
    now: new Date(),
  };
}

function submitterOf(account: Account) {
  return { userId: account.id, email: account.email, orcid: account.orcid };
}

/** Creates a record with the next free control number inside the caller's transaction. */
async function createInTransaction(
  tx: Transaction<Database>,
  collection: CollectionName,
  metadata: Json,
): Promise<number> {
  const controlNumber = await allocateControlNumber(tx);
  const [outcome] = await saveRecordsInTransaction(tx, [
    { collection, metadata: { ...metadata, control_number: controlNumber } },
  ]);
  return outcome?.controlNumber ?? controlNumber;
}

/**
 * Runs the writing part of a submission: a record that fails its schema, a workflow duplicate and a concurrent
 * change become client errors; the transaction rolls back whatever was written before.
 */
async function inTransaction<T>(
  context: AppContext,
  write: (tx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  try {
    return await context.db.transaction().execute(write);
  } catch (error) {
    if (error instanceof DuplicateWorkflowError) {
      throw new ApiError(409, error.message);
    }
    if (error instanceof RevisionConflictError) {
      throw new ApiError(409, RECORD_CHANGED_MESSAGE);
    }
    if (error instanceof RecordValidationError) {
      throw new SubmissionInvalidError(
        error.issues.map((issue) => ({ path: issue.path, message: issue.message })),
      );
    }
    throw error;
  }
}

/** The refusal of related papers that do not exist (facts §2.2 "Seminar"). */
async function checkLiteratureRecords(tx: Transaction<Database>, form: SeminarSubmission): Promise<void> {
  const recids = (form.literature_records ?? []).map(Number);
  const existing = await existingLiterature(tx, recids);
  const missing = recids.find((recid) => !existing.has(recid));
  if (missing !== undefined) {
    throw new ApiError(400, `${missing} is not a valid literature record.`);
  }
}

/** `POST /api/submissions/{type}`: validates, builds and writes one submission. */
export async function submit(
  context: AppContext,
  type: SubmissionType,
  raw: Json,
  account: Account,
): Promise<SubmissionResult> {
  const form = validateForm(type, raw);
  const build = buildContext(context, account);
  switch (type) {
    case 'literature':
      return submitLiterature(context, form as LiteratureSubmission, build, account);
    case 'authors':
      return submitAuthor(context, form as AuthorSubmission, build, account);
    case 'jobs':
      return submitJob(context, form as JobSubmission, build, account);
    case 'conferences':
      return submitConference(context, form as ConferenceSubmission, build, account);
    case 'seminars':
      return submitSeminar(context, form as SeminarSubmission, build, account);
    case 'institutions':
      return submitCataloger(context, 'institutions', buildInstitution(form as InstitutionSubmission));
    case 'experiments':
      return submitCataloger(context, 'experiments', buildExperiment(form as ExperimentSubmission));
    case 'journals':
      return submitCataloger(context, 'journals', buildJournal(form as JournalSubmission));
  }
}

/** The CNUM of the conference record a literature form picked, if it has one. */
async function conferenceCnumOf(
  context: AppContext,
  form: LiteratureSubmission,
): Promise<string | undefined> {
  const match = /\/api\/conferences\/(\d+)$/.exec(form.conference_record?.$ref ?? '');
  if (!match) {
    return undefined;
  }
  const stored = await findRecord(context.db, 'conferences', Number(match[1]));
  const cnum = stored ? (JSON.parse(stored.metadataJson) as Json).cnum : undefined;
  return typeof cnum === 'string' ? cnum : undefined;
}

async function submitLiterature(
  context: AppContext,
  form: LiteratureSubmission,
  build: BuildContext,
  account: Account,
): Promise<SubmissionResult> {
  const data = buildLiterature(form, build, await conferenceCnumOf(context, form));
  // The PDF link and the references go to the curators with the workflow, not into the record (facts §2.2).
  const formData: Json = {};
  if (form.pdf_link) {
    formData.url = form.pdf_link;
  }
  if (form.references) {
    formData.references = form.references;
  }
  const started = await inTransaction(context, (tx) =>
    startWorkflow(tx, {
      kind: 'literature',
      workflowType: 'HEP_SUBMISSION',
      data,
      formData,
      submitter: submitterOf(account),
    }),
  );
  return { status: 200, body: { id: started.id, workflow_type: 'HEP_SUBMISSION', status: started.status } };
}

async function submitAuthor(
  context: AppContext,
  form: AuthorSubmission,
  build: BuildContext,
  account: Account,
): Promise<SubmissionResult> {
  const data = buildAuthor(form, build);
  const started = await inTransaction(context, (tx) =>
    startWorkflow(tx, {
      kind: 'authors',
      workflowType: 'AUTHOR_CREATE',
      data,
      submitter: submitterOf(account),
    }),
  );
  return { status: 200, body: { id: started.id, workflow_type: 'AUTHOR_CREATE', status: started.status } };
}

/** The curators' ticket of a job submission or update (facts §2.4; the requester is the acquisition e-mail). */
async function openJobTicket(
  tx: Transaction<Database>,
  controlNumber: number,
  requesterEmail: unknown,
  isUpdate: boolean,
): Promise<void> {
  await openCuratorTicket(tx, {
    type: 'job_submission',
    subject: isUpdate
      ? `Job ${controlNumber} has been updated in the Jobs database`
      : `Job ${controlNumber} has been submitted to the Jobs database`,
    description: isUpdate
      ? `The job opening ${controlNumber} was updated by its submitter. Edit form: /submissions/jobs/${controlNumber}`
      : `A new job opening waits for approval (set its status to open). Edit form: /submissions/jobs/${controlNumber}`,
    link: `/jobs/${controlNumber}`,
    collection: 'jobs',
    controlNumber,
    ...(typeof requesterEmail === 'string' ? { requesterEmail } : {}),
  });
}

async function submitJob(
  context: AppContext,
  form: JobSubmission,
  build: BuildContext,
  account: Account,
): Promise<SubmissionResult> {
  // Only catalogers publish a job at once; everybody else's waits, pending, for a curator (facts §2.3).
  const status = hasCatalogerRights(account) ? form.status : 'pending';
  const deadlineError = checkJobDeadline({ status, deadline_date: form.deadline_date }, build.now);
  if (deadlineError) {
    throw new SubmissionInvalidError([{ path: 'deadline_date', message: deadlineError }]);
  }
  const metadata = { ...buildJob(form, build), status, acquisition_source: acquisitionSource(build) };
  const controlNumber = await inTransaction(context, async (tx) => {
    const created = await createInTransaction(tx, 'jobs', metadata);
    await openJobTicket(tx, created, account.email, false);
    return created;
  });
  return { status: 201, body: { pid_value: controlNumber } };
}

async function submitConference(
  context: AppContext,
  form: ConferenceSubmission,
  build: BuildContext,
  account: Account,
): Promise<SubmissionResult> {
  const metadata = buildConference(form, build);
  const base = cnumBase(form.dates[0] as string);
  const isCurator = hasCatalogerRights(account);
  const created = await inTransaction(context, async (tx) => {
    const cnum = nextCnum(base, await lockAndListCnums(tx, base));
    const controlNumber = await createInTransaction(tx, 'conferences', { ...metadata, cnum });
    if (!isCurator) {
      await openCuratorTicket(tx, {
        type: 'conference_submission',
        subject: `New Conference Submission ${controlNumber}.`,
        description: `${account.email ?? 'A user'} submitted the conference "${form.name}" (${cnum}).`,
        link: `/conferences/${controlNumber}`,
        collection: 'conferences',
        controlNumber,
        ...(account.email ? { requesterEmail: account.email } : {}),
      });
      if (account.email) {
        const recordUrl = `${context.config.publicUrl}/conferences/${controlNumber}`;
        await sendMail(tx, {
          to: account.email,
          subject: `Your conference(${controlNumber}) has been successfully submitted!`,
          text: [
            'Thank you for submitting your conference to INSPIRE.',
            '',
            `It is now listed at ${recordUrl}`,
            '',
            'To request a change, reply to this e-mail.',
          ].join('\n'),
        });
      }
    }
    return { controlNumber, cnum };
  });
  return { status: 201, body: { pid_value: created.controlNumber, cnum: created.cnum } };
}

async function openSeminarTicket(
  tx: Transaction<Database>,
  controlNumber: number,
  account: Account,
  isUpdate: boolean,
): Promise<void> {
  await openCuratorTicket(tx, {
    type: 'seminar_submission',
    subject: `New Seminar Submission ${controlNumber}.`,
    description: `${account.email ?? 'A user'} ${isUpdate ? 'updated' : 'submitted'} the seminar ${controlNumber}.`,
    link: `/seminars/${controlNumber}`,
    collection: 'seminars',
    controlNumber,
    ...(account.email ? { requesterEmail: account.email } : {}),
  });
}

async function submitSeminar(
  context: AppContext,
  form: SeminarSubmission,
  build: BuildContext,
  account: Account,
): Promise<SubmissionResult> {
  const metadata = buildSeminar(form, build);
  const isCurator = hasCatalogerRights(account);
  const controlNumber = await inTransaction(context, async (tx) => {
    await checkLiteratureRecords(tx, form);
    const created = await createInTransaction(tx, 'seminars', metadata);
    if (!isCurator) {
      await openSeminarTicket(tx, created, account, false);
      if (account.email) {
        const recordUrl = `${context.config.publicUrl}/seminars/${created}`;
        const editUrl = `${context.config.publicUrl}/submissions/seminars/${created}`;
        await sendMail(tx, {
          to: account.email,
          subject: `Your seminar (${created}) has been successfully submitted!`,
          text: [
            'Thank you for submitting your seminar to INSPIRE.',
            '',
            `It is now listed at ${recordUrl}`,
            `To change it, use the form at ${editUrl}`,
          ].join('\n'),
        });
      }
    }
    return created;
  });
  return { status: 201, body: { pid_value: controlNumber } };
}

async function submitCataloger(
  context: AppContext,
  collection: 'institutions' | 'experiments' | 'journals',
  metadata: Json,
): Promise<SubmissionResult> {
  const controlNumber = await inTransaction(context, (tx) => createInTransaction(tx, collection, metadata));
  return { status: 201, body: { control_number: controlNumber } };
}

interface LoadedRecord {
  metadata: Json;
  revisionId: number;
}

async function loadRecord(
  context: AppContext,
  type: UpdatableType,
  controlNumber: number,
): Promise<LoadedRecord> {
  const stored = await findRecord(context.db, COLLECTION_OF[type], controlNumber);
  if (!stored || stored.deleted) {
    throw new ApiError(404, RECORD_NOT_FOUND_MESSAGE);
  }
  return { metadata: JSON.parse(stored.metadataJson) as Json, revisionId: stored.revisionId };
}

/** The author's owner: the account whose ORCID is among the author's ids, or whose profile it is (facts §2.1). */
export function ownsAuthor(account: Account, controlNumber: number, metadata: Json): boolean {
  if (account.profileControlNumber === controlNumber) {
    return true;
  }
  const ids = Array.isArray(metadata.ids) ? (metadata.ids as { schema?: unknown; value?: unknown }[]) : [];
  return account.orcid !== null && ids.some((id) => id.schema === 'ORCID' && id.value === account.orcid);
}

/**
 * The submitter of a job or seminar: the account with the ORCID of `acquisition_source` (facts §2.1), or — our
 * accounts may have no ORCID — the account whose id is its `internal_uid`.
 */
export function submittedBy(account: Account, metadata: Json): boolean {
  const source = (metadata.acquisition_source ?? {}) as { orcid?: unknown; internal_uid?: unknown };
  if (account.orcid !== null && source.orcid === account.orcid) {
    return true;
  }
  return source.internal_uid === account.id;
}

function mayEdit(type: UpdatableType, account: Account, controlNumber: number, metadata: Json): boolean {
  if (hasCatalogerRights(account)) {
    return true;
  }
  return type === 'authors' ? ownsAuthor(account, controlNumber, metadata) : submittedBy(account, metadata);
}

/** `GET /api/submissions/{type}/{id}`: the record as update-form values. */
export async function prefill(
  context: AppContext,
  type: UpdatableType,
  controlNumber: number,
  account: Account,
): Promise<SubmissionPrefillResponse> {
  const { metadata } = await loadRecord(context, type, controlNumber);
  switch (type) {
    case 'authors':
      // Only the owner reads an author's form: it carries the hidden e-mail addresses.
      if (!mayEdit('authors', account, controlNumber, metadata)) {
        throw new ApiError(403, EDIT_FORBIDDEN_MESSAGES.authors);
      }
      return { data: authorFormData(metadata) };
    case 'jobs':
      return {
        data: jobFormData(metadata),
        meta: {
          can_modify_status:
            hasCatalogerRights(account) || !thirtyDaysPastDeadline(metadata.deadline_date, new Date()),
        },
      };
    case 'seminars':
      return { data: seminarFormData(metadata) };
  }
}

/** The stored record with the optional fields the form left out removed and the form's fields written over. */
function replaceFields(existing: Json, built: Json, removable: readonly string[]): Json {
  const merged: Json = { ...existing };
  for (const field of removable) {
    if (!(field in built)) {
      delete merged[field];
    }
  }
  return { ...merged, ...built };
}

/** `PUT /api/submissions/{type}/{id}`: applies an update form to the record (owner or cataloger). */
export async function update(
  context: AppContext,
  type: UpdatableType,
  controlNumber: number,
  raw: Json,
  account: Account,
): Promise<{ status: 200; body: SubmissionPidResponse }> {
  const { metadata, revisionId } = await loadRecord(context, type, controlNumber);
  if (!mayEdit(type, account, controlNumber, metadata)) {
    throw new ApiError(403, EDIT_FORBIDDEN_MESSAGES[type]);
  }
  const form = validateForm(type, raw);
  const build = buildContext(context, account);
  const isCurator = hasCatalogerRights(account);
  const save = (tx: Transaction<Database>, collection: CollectionName, next: Json) =>
    saveRecordsInTransaction(tx, [
      { collection, metadata: { ...next, control_number: controlNumber }, expectedRevisionId: revisionId },
    ]);

  if (type === 'authors') {
    const built = buildAuthor(form as AuthorSubmission, build);
    const merged = mergeAuthorUpdate(metadata, built);
    await inTransaction(context, async (tx) => {
      await save(tx, 'authors', merged);
      await startWorkflow(tx, {
        kind: 'authors',
        workflowType: 'AUTHOR_UPDATE',
        data: { ...merged, control_number: controlNumber },
        submitter: submitterOf(account),
      });
    });
    return { status: 200, body: { pid_value: controlNumber } };
  }

  if (type === 'jobs') {
    const jobForm = form as JobSubmission;
    const oldStatus = typeof metadata.status === 'string' ? metadata.status : 'pending';
    if (!isCurator) {
      const refusal = jobStatusChangeError(oldStatus, jobForm.status, metadata.deadline_date, build.now);
      if (refusal) {
        throw new ApiError(400, refusal);
      }
    }
    // The submitter stays who first submitted: the owner check reads it.
    const next = replaceFields(metadata, buildJob(jobForm, build), JOB_REMOVABLE_FIELDS);
    next.acquisition_source = metadata.acquisition_source ?? acquisitionSource(build);
    await inTransaction(context, async (tx) => {
      await save(tx, 'jobs', next);
      if (!isCurator) {
        await openJobTicket(tx, controlNumber, account.email, true);
      }
    });
    return { status: 200, body: { pid_value: controlNumber } };
  }

  const seminarForm = form as SeminarSubmission;
  const next = replaceFields(metadata, buildSeminar(seminarForm, build), SEMINAR_REMOVABLE_FIELDS);
  next.acquisition_source = metadata.acquisition_source ?? acquisitionSource(build);
  if (!seminarForm.literature_records) {
    delete next.literature_records;
  }
  await inTransaction(context, async (tx) => {
    await checkLiteratureRecords(tx, seminarForm);
    await save(tx, 'seminars', next);
    if (!isCurator) {
      await openSeminarTicket(tx, controlNumber, account, true);
    }
  });
  return { status: 200, body: { pid_value: controlNumber } };
}
