/** The literature query of a conference's contributions. */
export function contributionsQuery(conferenceId: number): string {
  return `publication_info.conference_record.$ref:${conferenceId}`;
}

export const CONFERENCE_PAPER = 'conference paper';

/** `/literature?q=publication_info.conference_record.$ref:{id}&doc_type=conference%20paper`. */
export function contributionsSearchHref(conferenceId: number): string {
  return `/literature?q=${contributionsQuery(conferenceId)}&doc_type=${encodeURIComponent(CONFERENCE_PAPER)}`;
}
