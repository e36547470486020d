import {
  ASSIGN_MESSAGES,
  type AssignConferenceRequest,
  type AssignFailure,
  recordRef,
} from '@parton/records';
import type { AppContext } from '../context';
import { RecordValidationError, RevisionConflictError } from '../records/errors';
import { saveRecordsInTransaction } from '../records/writer';
import { assignToConference, type ConferenceLink } from './conferenceRules';
import { BulkToolError } from './errors';
import { findConference, lockLiterature } from './repository';

export interface ConferenceAssignOutcome {
  /** Papers written (or already assigned: nothing to change). */
  assigned: number[];
  failures: AssignFailure[];
}

/** The conference's cnum and `$ref`; 404 when it does not exist, 400 when it has no cnum. */
async function conferenceLink(context: AppContext, conferenceRecid: number): Promise<ConferenceLink> {
  const conference = await findConference(context.db, conferenceRecid);
  if (!conference) {
    throw new BulkToolError(404, ASSIGN_MESSAGES.conferenceNotFound);
  }
  const cnum = typeof conference.cnum === 'string' ? conference.cnum.trim() : '';
  if (cnum === '') {
    throw new BulkToolError(400, ASSIGN_MESSAGES.conferenceWithoutCnum);
  }
  return {
    cnum,
    ref: recordRef(context.config.publicUrl, { collection: 'conferences', controlNumber: conferenceRecid })
      .$ref,
  };
}

/** Why one paper could not be assigned, in words for the cataloger. */
function failureMessage(error: unknown): string {
  if (error instanceof RecordValidationError || error instanceof RevisionConflictError) {
    return error.message;
  }
  throw error;
}

/**
 * Assigns each paper to the conference (POST /api/assign/conference), each in a transaction of its own through the
 * record writer, so one bad paper (unknown, invalid) is listed in `failures` and the others are written. The
 * conference's contributions count follows through the search rows the writer updates.
 */
export async function assignPapersToConference(
  context: AppContext,
  request: AssignConferenceRequest,
  userId: number,
): Promise<ConferenceAssignOutcome> {
  const conference = await conferenceLink(context, request.conference_recid);
  const outcome: ConferenceAssignOutcome = { assigned: [], failures: [] };
  for (const controlNumber of new Set(request.literature_recids)) {
    try {
      const written = await context.db.transaction().execute(async (tx) => {
        const paper = await lockLiterature(tx, controlNumber);
        if (!paper) {
          return false;
        }
        await saveRecordsInTransaction(
          tx,
          [
            {
              collection: 'literature',
              metadata: assignToConference(paper.metadata, conference),
              expectedRevisionId: paper.revisionId,
            },
          ],
          {
            actor: {
              userId,
              source: 'conference-assign',
              note: `Assigned to conference ${conference.cnum} (${request.conference_recid})`,
            },
          },
        );
        return true;
      });
      if (written) {
        outcome.assigned.push(controlNumber);
      } else {
        outcome.failures.push({ literature_id: controlNumber, message: ASSIGN_MESSAGES.notFound });
      }
    } catch (error) {
      outcome.failures.push({ literature_id: controlNumber, message: failureMessage(error) });
    }
  }
  return outcome;
}
