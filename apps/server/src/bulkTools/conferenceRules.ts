import { linkOf } from '@parton/records';

/**
 * What assigning a paper to a conference changes (submissions-backoffice.md §6 "Assign to a conference", upstream
 * `assign_conference`): pure, so the rules are tested without a database.
 */

export interface ConferenceLink {
  cnum: string;
  /** The conference's `$ref` (`{PUBLIC_URL}/api/conferences/{recid}`). */
  ref: string;
}

type PublicationInfo = Record<string, unknown>;

/** Document types that already say "this belongs to a conference": nothing is added to them. */
const CONFERENCE_DOCUMENT_TYPES = ['proceedings', 'conference paper'];

function sameCnum(value: unknown, cnum: string): boolean {
  return typeof value === 'string' && value.trim().toUpperCase() === cnum.trim().toUpperCase();
}

/** A `$ref` names the conference whatever host it was written with (records imported from elsewhere). */
function sameConference(value: unknown, ref: string): boolean {
  const link = linkOf(value);
  const wanted = linkOf({ $ref: ref });
  return (
    link !== undefined &&
    wanted !== undefined &&
    link.collection === wanted.collection &&
    link.controlNumber === wanted.controlNumber
  );
}

/**
 * The paper's metadata assigned to the conference (a new object):
 * - `document_type` gains "conference paper" unless it has "proceedings" or "conference paper";
 * - when no publication_info entry names the conference (by `$ref` or by cnum), `{cnum, conference_record}` is
 *   appended; an entry naming it one way gets the other (its missing cnum or `conference_record`).
 */
export function assignToConference(
  metadata: Record<string, unknown>,
  conference: ConferenceLink,
): Record<string, unknown> {
  const documentTypes = Array.isArray(metadata.document_type) ? (metadata.document_type as unknown[]) : [];
  const hasConferenceType = documentTypes.some(
    (type) => typeof type === 'string' && CONFERENCE_DOCUMENT_TYPES.includes(type),
  );
  const infos: PublicationInfo[] = Array.isArray(metadata.publication_info)
    ? (metadata.publication_info as PublicationInfo[])
    : [];
  const namesConference = infos.some(
    (info) => sameConference(info.conference_record, conference.ref) || sameCnum(info.cnum, conference.cnum),
  );
  const publicationInfo = namesConference
    ? infos.map((info) => {
        if (sameConference(info.conference_record, conference.ref) && info.cnum === undefined) {
          return { ...info, cnum: conference.cnum };
        }
        if (sameCnum(info.cnum, conference.cnum) && info.conference_record === undefined) {
          return { ...info, conference_record: { $ref: conference.ref } };
        }
        return info;
      })
    : [...infos, { cnum: conference.cnum, conference_record: { $ref: conference.ref } }];
  return {
    ...metadata,
    document_type: hasConferenceType ? documentTypes : [...documentTypes, 'conference paper'],
    publication_info: publicationInfo,
  };
}
