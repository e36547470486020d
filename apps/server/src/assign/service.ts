import {
  ASSIGN_JOB_THRESHOLD,
  ASSIGN_MESSAGES,
  type AssignDifferentProfileRequest,
  type AssignFailure,
  type AssignOperation,
  type AssignOperationKind,
  type AssignRequest,
  type CheckNamesResponse,
  linkOf,
  type UnassignRequest,
} from '@parton/records';
import type { Transaction } from 'kysely';
import { type Account, hasCatalogerRights } from '../accounts/model';
import type { AppContext } from '../context';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import { timeOrderedUuid } from '../records/ids';
import { allocateControlNumber, findRecord } from '../records/repository';
import { type RevisionActor, saveRecordsInTransaction } from '../records/writer';
import { openCuratorTicket } from '../workflows/tickets';
import { enqueueAssignOperation, movePayload } from './job';
import {
  authorRecordNames,
  displayedAuthorName,
  findMatchingSignature,
  namesCompatible,
  stubAuthorName,
} from './names';
import { failureMessage, inPaperTransaction, movePaperSignatures, type PaperMove } from './paper';
import {
  findOperation,
  findOperationFailures,
  findSignaturesOfAuthor,
  insertOperation,
  type OperationRow,
} from './repository';

/**
 * Claiming and assigning papers (spec §4, §6; facts inspire-api.md §6, submissions-backoffice.md §6): the checks
 * of `/api/assign/*`, then the papers written one transaction each — during the request, or, for
 * ASSIGN_JOB_THRESHOLD papers and more, by a durable `assign.operation` job (./job.ts).
 */

type Json = Record<string, unknown>;

/** What an assign answers (the route picks 200 or 202 from `queued`). */
export interface AssignOutcome {
  queued: boolean;
  body: {
    message: string;
    stub_author_id?: number;
    created_rt_ticket?: boolean;
    failures?: AssignFailure[];
    operation?: AssignOperation;
  };
}

/** Every paper failed: nothing was written, the answer is a refusal naming why. */
export class AssignNothingWrittenError extends ApiError {
  readonly failures: AssignFailure[];
  constructor(failures: AssignFailure[]) {
    super(
      422,
      failures.length === 1
        ? failures[0]!.message
        : `None of the ${failures.length} papers could be assigned.`,
    );
    this.failures = failures;
  }
}

function profileOf(account: Account): number {
  if (account.profileControlNumber === null) {
    throw new ApiError(403, ASSIGN_MESSAGES.profileRequired);
  }
  return account.profileControlNumber;
}

/** The owner of the profile or a cataloger may move its papers (`can_user_edit_author_record`). */
function requireCanEditAuthor(account: Account, authorRecid: number): void {
  if (hasCatalogerRights(account)) {
    return;
  }
  if (profileOf(account) !== authorRecid) {
    throw new ApiError(403, ASSIGN_MESSAGES.notYourProfile);
  }
}

async function requireAuthor(context: AppContext, recid: number): Promise<Json> {
  const author = await findRecord(context.db, 'authors', recid);
  if (!author || author.deleted) {
    throw new ApiError(404, ASSIGN_MESSAGES.authorNotFound);
  }
  return JSON.parse(author.metadataJson) as Json;
}

async function authorExists(context: AppContext, recid: number): Promise<boolean> {
  const author = await findRecord(context.db, 'authors', recid);
  return author !== undefined && !author.deleted;
}

function who(account: Account): string {
  return account.email ?? `user ${account.id}`;
}

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

// ---- check-names-compatibility ----

/** The signature of the paper that is the caller's profile (`GET /api/assign/check-names-compatibility`). */
export async function checkNamesCompatibility(
  context: AppContext,
  account: Account,
  literatureRecid: number,
): Promise<CheckNamesResponse> {
  const profile = profileOf(account);
  const [author, paper] = await Promise.all([
    findRecord(context.db, 'authors', profile),
    findRecord(context.db, 'literature', literatureRecid),
  ]);
  if (!author || author.deleted || !paper || paper.deleted) {
    throw new ApiError(404, ASSIGN_MESSAGES.notFound);
  }
  const metadata = JSON.parse(paper.metadataJson) as Json;
  const authors = Array.isArray(metadata.authors) ? (metadata.authors as Json[]) : [];
  const position = findMatchingSignature(
    authors.map((entry) => (typeof entry?.full_name === 'string' ? entry.full_name : '')),
    authorRecordNames(JSON.parse(author.metadataJson) as Json),
  );
  if (position === undefined) {
    throw new ApiError(404, ASSIGN_MESSAGES.notFound);
  }
  const link = linkOf(authors[position]?.record);
  if (link?.collection === 'authors' && (await authorExists(context, link.controlNumber))) {
    return { matched_author_recid: link.controlNumber };
  }
  // No author record (or one this database lacks, as in partial dumps): the signature is named by its position.
  return { matched_author_recid: null, matched_author_position: position };
}

// ---- running the moves ----

/** The papers written now, one transaction each; the failures listed, the others written. */
async function moveNow(
  context: AppContext,
  move: PaperMove,
  literatureIds: readonly number[],
): Promise<AssignFailure[]> {
  const failures: AssignFailure[] = [];
  for (const literatureId of unique(literatureIds)) {
    try {
      await inPaperTransaction(context.db, (tx) =>
        movePaperSignatures(tx, context.config.publicUrl, literatureId, move),
      );
    } catch (error) {
      failures.push({ literature_id: literatureId, message: failureMessage(error) });
    }
  }
  return failures;
}

/** The operation of a queued move, created (with its papers and its job) in the caller's transaction. */
async function queueMove(
  tx: Transaction<Database>,
  account: Account,
  kind: AssignOperationKind,
  move: PaperMove,
  literatureIds: readonly number[],
): Promise<AssignOperation> {
  const id = timeOrderedUuid();
  await insertOperation(tx, {
    id,
    userId: account.id,
    kind,
    payload: movePayload(move),
    toAuthorRecid: move.toAuthorRecid,
    literatureIds,
  });
  await enqueueAssignOperation(tx, id);
  const row = await findOperation(tx, id);
  return presentOperation(row!, []);
}

function shouldQueue(literatureIds: readonly number[]): boolean {
  return unique(literatureIds).length >= ASSIGN_JOB_THRESHOLD;
}

/** 200 Success (with the failures, if some papers failed); every paper failed → 422 naming why. */
function answerNow(
  failures: AssignFailure[],
  attempted: number,
  extra: Omit<AssignOutcome['body'], 'message'> = {},
): AssignOutcome {
  if (attempted > 0 && failures.length === attempted && extra.created_rt_ticket !== true) {
    throw new AssignNothingWrittenError(failures);
  }
  return {
    queued: false,
    body: { message: ASSIGN_MESSAGES.success, ...extra, ...(failures.length > 0 ? { failures } : {}) },
  };
}

function actorFor(account: Account, toAuthorRecid: number, note: string): RevisionActor {
  const ownProfile = account.profileControlNumber === toAuthorRecid;
  return { userId: account.id, source: ownProfile ? 'claim' : 'assign', note };
}

// ---- assign ----

/** `POST /api/assign/literature/assign`: the from author's signatures point at the to author, curated. */
export async function assignPapers(
  context: AppContext,
  account: Account,
  request: AssignRequest,
): Promise<AssignOutcome> {
  requireCanEditAuthor(account, request.from_author_recid);
  await requireAuthor(context, request.from_author_recid);
  await requireAuthor(context, request.to_author_recid);
  const to = request.to_author_recid;
  const note =
    request.from_author_recid === to
      ? `Claimed by ${who(account)} for author ${to}`
      : `Assigned by ${who(account)} from author ${request.from_author_recid} to author ${to}`;
  const move: PaperMove = {
    selector: { fromAuthorRecid: request.from_author_recid },
    toAuthorRecid: to,
    curated: true,
    actor: actorFor(account, to, note),
  };
  if (shouldQueue(request.literature_ids)) {
    const operation = await context.db
      .transaction()
      .execute((tx) => queueMove(tx, account, 'assign', move, request.literature_ids));
    return { queued: true, body: { message: ASSIGN_MESSAGES.accepted, operation } };
  }
  const failures = await moveNow(context, move, request.literature_ids);
  return answerNow(failures, unique(request.literature_ids).length);
}

// ---- unassign ----

/** A new stub author named after the moved signatures (or the from author), in the caller's transaction. */
async function createStubAuthor(
  tx: Transaction<Database>,
  fromAuthor: Json,
  signatureNames: readonly string[],
  actor: RevisionActor,
): Promise<number> {
  const name = stubAuthorName(signatureNames) ?? (fromAuthor.name as Json);
  const controlNumber = await allocateControlNumber(tx);
  await saveRecordsInTransaction(
    tx,
    [
      {
        collection: 'authors',
        metadata: {
          $schema: 'https://inspirehep.net/schemas/records/authors.json',
          _collections: ['Authors'],
          control_number: controlNumber,
          name,
          stub: true,
          acquisition_source: { method: 'beard', datetime: new Date().toISOString() },
        },
      },
    ],
    { actor },
  );
  return controlNumber;
}

/** `POST /api/assign/literature/unassign`: "not mine" — the papers move to a new stub author. */
export async function unassignPapers(
  context: AppContext,
  account: Account,
  request: UnassignRequest,
): Promise<AssignOutcome> {
  const from = request.from_author_recid;
  requireCanEditAuthor(account, from);
  const fromAuthor = await requireAuthor(context, from);
  const signatures = await findSignaturesOfAuthor(context.db, from, unique(request.literature_ids));
  const names = signatures.map((signature) => signature.fullName);
  const creationActor: RevisionActor = {
    userId: account.id,
    source: account.profileControlNumber === from ? 'claim' : 'assign',
    note: `Stub author for papers removed from author ${from} by ${who(account)}`,
  };
  const moveTo = (stub: number): PaperMove => ({
    selector: { fromAuthorRecid: from },
    toAuthorRecid: stub,
    curated: false,
    actor: { ...creationActor, note: `Removed from author ${from} to new author ${stub} by ${who(account)}` },
  });
  if (shouldQueue(request.literature_ids)) {
    const { stub, operation } = await context.db.transaction().execute(async (tx) => {
      const stub = await createStubAuthor(tx, fromAuthor, names, creationActor);
      return {
        stub,
        operation: await queueMove(tx, account, 'unassign', moveTo(stub), request.literature_ids),
      };
    });
    return { queued: true, body: { message: ASSIGN_MESSAGES.accepted, stub_author_id: stub, operation } };
  }
  const stub = await context.db
    .transaction()
    .execute((tx) => createStubAuthor(tx, fromAuthor, names, creationActor));
  const failures = await moveNow(context, moveTo(stub), request.literature_ids);
  return answerNow(failures, unique(request.literature_ids).length, { stub_author_id: stub });
}

// ---- assign-different-profile ----

interface TicketPapers {
  alreadyClaimed: number[];
  /** Paper → the signature's name. */
  incompatibleNames: Map<number, string>;
}

/** Which papers need a curator (already claimed, or names that do not fit the target) and which move directly. */
async function classifyPapers(
  context: AppContext,
  request: AssignDifferentProfileRequest,
  toNames: readonly string[],
): Promise<{ direct: number[]; ticket: TicketPapers }> {
  const ids = unique(request.literature_ids);
  const ticket: TicketPapers = { alreadyClaimed: [], incompatibleNames: new Map() };
  const direct: number[] = [];
  const signaturesByPaper = new Map<number, { fullName: string; curated: boolean }[]>();
  let fromIsStub = false;
  const ownSignatures = request.from_author_recid === request.to_author_recid;
  if (request.from_author_recid !== undefined) {
    const fromAuthor = await requireAuthor(context, request.from_author_recid);
    fromIsStub = fromAuthor.stub === true;
    for (const signature of await findSignaturesOfAuthor(context.db, request.from_author_recid, ids)) {
      const list = signaturesByPaper.get(signature.controlNumber) ?? [];
      list.push(signature);
      signaturesByPaper.set(signature.controlNumber, list);
    }
  } else {
    const paper = await findRecord(context.db, 'literature', ids[0]!);
    const metadata = paper && !paper.deleted ? (JSON.parse(paper.metadataJson) as Json) : {};
    const entry = Array.isArray(metadata.authors)
      ? (metadata.authors as Json[])[request.from_author_position!]
      : undefined;
    if (entry && typeof entry.full_name === 'string') {
      // A signature without an author record has nobody to be claimed by; a curated one with a record has.
      fromIsStub = linkOf(entry.record) === undefined;
      signaturesByPaper.set(ids[0]!, [
        { fullName: entry.full_name, curated: entry.curated_relation === true },
      ]);
    }
  }
  for (const id of ids) {
    const signatures = signaturesByPaper.get(id);
    if (!signatures) {
      // No signature to move: the paper fails when written, with the reason.
      direct.push(id);
      continue;
    }
    if (ownSignatures) {
      // Moving from the target itself (the claim button's own-profile case): nothing to review.
      direct.push(id);
      continue;
    }
    if (!fromIsStub && signatures.some((signature) => signature.curated)) {
      ticket.alreadyClaimed.push(id);
      continue;
    }
    if (!signatures.some((signature) => namesCompatible(signature.fullName, toNames))) {
      ticket.incompatibleNames.set(id, signatures[0]!.fullName);
      continue;
    }
    direct.push(id);
  }
  return { direct, ticket };
}

function ticketDescription(
  publicUrl: string,
  request: AssignDifferentProfileRequest,
  toNames: readonly string[],
  ticket: TicketPapers,
): string {
  const toUrl = `${publicUrl}/authors/${request.to_author_recid}`;
  const fromUrl =
    request.from_author_recid === undefined
      ? `a signature without author record (position ${request.from_author_position})`
      : `${publicUrl}/authors/${request.from_author_recid}`;
  const paperUrl = (id: number) => `${publicUrl}/literature/${id}`;
  return [
    `The claims of ${toUrl} need to be handled manually.`,
    '',
    `Names in the profile: ${toNames.join('; ')}`,
    ...(ticket.alreadyClaimed.length === 0
      ? []
      : [
          '',
          'Already claimed:',
          ...ticket.alreadyClaimed.map((id) => `- paper ${paperUrl(id)} claimed to ${fromUrl}`),
        ]),
    ...(ticket.incompatibleNames.size === 0
      ? []
      : [
          '',
          'Incompatible names:',
          ...[...ticket.incompatibleNames].map(
            ([id, name]) => `- paper ${paperUrl(id)} from ${fromUrl}, signature "${name}"`,
          ),
        ]),
  ].join('\n');
}

/**
 * `POST /api/assign/literature/assign-different-profile`: "Move to my profile". Papers claimed by somebody else or
 * whose signature's names do not fit the target become one curator ticket; the others move directly.
 */
export async function assignDifferentProfile(
  context: AppContext,
  account: Account,
  request: AssignDifferentProfileRequest,
): Promise<AssignOutcome> {
  const to = request.to_author_recid;
  if (!hasCatalogerRights(account) && profileOf(account) !== to) {
    throw new ApiError(403, ASSIGN_MESSAGES.notYourProfile);
  }
  const toAuthor = await requireAuthor(context, to);
  const toNames = authorRecordNames(toAuthor);
  const { direct, ticket } = await classifyPapers(context, request, toNames);
  const needsTicket = ticket.alreadyClaimed.length > 0 || ticket.incompatibleNames.size > 0;
  const openTicket = (tx: Transaction<Database>) =>
    openCuratorTicket(tx, {
      type: 'claim_review',
      subject: `Claims by user ${displayedAuthorName(toAuthor)} require curator action`,
      description: ticketDescription(context.config.publicUrl, request, toNames, ticket),
      link: `/authors/${to}`,
      collection: 'authors',
      controlNumber: to,
      ...(account.email ? { requesterEmail: account.email } : {}),
    });
  const fromLabel =
    request.from_author_recid === undefined
      ? `signature ${request.from_author_position}`
      : `author ${request.from_author_recid}`;
  const move: PaperMove = {
    selector:
      request.from_author_recid === undefined
        ? { fromAuthorPosition: request.from_author_position! }
        : { fromAuthorRecid: request.from_author_recid },
    toAuthorRecid: to,
    curated: true,
    actor: actorFor(account, to, `Moved by ${who(account)} from ${fromLabel} to author ${to}`),
  };
  const ticketFlag = needsTicket ? { created_rt_ticket: true } : {};
  if (shouldQueue(direct)) {
    const operation = await context.db.transaction().execute(async (tx) => {
      if (needsTicket) {
        await openTicket(tx);
      }
      return queueMove(tx, account, 'assign-different-profile', move, direct);
    });
    return { queued: true, body: { message: ASSIGN_MESSAGES.accepted, ...ticketFlag, operation } };
  }
  if (needsTicket) {
    await context.db.transaction().execute(openTicket);
  }
  const failures = await moveNow(context, move, direct);
  return answerNow(failures, direct.length, ticketFlag);
}

// ---- operations ----

function presentOperation(row: OperationRow, failures: AssignFailure[]): AssignOperation {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    total: row.total,
    processed: row.processed,
    succeeded: row.succeeded,
    failures,
    to_author_recid: row.toAuthorRecid,
    created: row.created.toISOString(),
    finished: row.finished ? row.finished.toISOString() : null,
    error: row.error,
  };
}

/** `GET /api/assign/operations/{id}`: the operation's progress, for its user or a cataloger (others: 404). */
export async function getAssignOperation(
  context: AppContext,
  account: Account,
  id: string,
): Promise<AssignOperation> {
  const row = await findOperation(context.db, id);
  if (!row || (row.userId !== account.id && !hasCatalogerRights(account))) {
    throw new ApiError(404, ASSIGN_MESSAGES.operationNotFound);
  }
  return presentOperation(row, await findOperationFailures(context.db, id));
}
