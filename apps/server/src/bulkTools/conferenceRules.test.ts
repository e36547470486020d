import { describe, expect, it } from 'vitest';
import { assignToConference } from './conferenceRules';

const CONFERENCE = { cnum: 'C26-05-11', ref: 'http://parton.test/api/conferences/1234' };
const paper = (overrides: Record<string, unknown> = {}) => ({
  control_number: 1,
  titles: [{ title: 'A paper' }],
  document_type: ['article'],
  ...overrides,
});

describe('assignToConference', () => {
  it('adds "conference paper" and a publication_info naming the conference by cnum and $ref', () => {
    const assigned = assignToConference(
      paper({ publication_info: [{ journal_title: 'Phys.Rev.D' }] }),
      CONFERENCE,
    );
    expect(assigned.document_type).toEqual(['article', 'conference paper']);
    expect(assigned.publication_info).toEqual([
      { journal_title: 'Phys.Rev.D' },
      { cnum: 'C26-05-11', conference_record: { $ref: CONFERENCE.ref } },
    ]);
  });

  it('gives a paper without document type or publication_info both', () => {
    const assigned = assignToConference({ control_number: 2, titles: [{ title: 'x' }] }, CONFERENCE);
    expect(assigned.document_type).toEqual(['conference paper']);
    expect(assigned.publication_info).toEqual([
      { cnum: 'C26-05-11', conference_record: { $ref: CONFERENCE.ref } },
    ]);
  });

  it('leaves proceedings and conference papers their document type', () => {
    expect(assignToConference(paper({ document_type: ['proceedings'] }), CONFERENCE).document_type).toEqual([
      'proceedings',
    ]);
    expect(
      assignToConference(paper({ document_type: ['conference paper', 'article'] }), CONFERENCE).document_type,
    ).toEqual(['conference paper', 'article']);
  });

  it('fills the missing cnum of an entry that names the conference by $ref, whatever host the $ref has', () => {
    const infos = [
      { conference_record: { $ref: 'https://inspirehep.net/api/conferences/1234' }, page_start: '5' },
    ];
    expect(assignToConference(paper({ publication_info: infos }), CONFERENCE).publication_info).toEqual([
      {
        conference_record: { $ref: 'https://inspirehep.net/api/conferences/1234' },
        page_start: '5',
        cnum: 'C26-05-11',
      },
    ]);
  });

  it('fills the missing $ref of an entry that names the conference by cnum', () => {
    const infos = [{ cnum: 'c26-05-11', page_start: '5' }];
    expect(assignToConference(paper({ publication_info: infos }), CONFERENCE).publication_info).toEqual([
      { cnum: 'c26-05-11', page_start: '5', conference_record: { $ref: CONFERENCE.ref } },
    ]);
  });

  it('changes nothing in an entry that already names the conference both ways', () => {
    const infos = [{ cnum: 'C26-05-11', conference_record: { $ref: CONFERENCE.ref } }];
    const before = paper({ document_type: ['conference paper'], publication_info: infos });
    expect(assignToConference(before, CONFERENCE)).toEqual(before);
  });

  it('appends an entry when the paper names another conference', () => {
    const other = { cnum: 'C20-01-01', conference_record: { $ref: 'http://parton.test/api/conferences/99' } };
    expect(assignToConference(paper({ publication_info: [other] }), CONFERENCE).publication_info).toEqual([
      other,
      { cnum: 'C26-05-11', conference_record: { $ref: CONFERENCE.ref } },
    ]);
  });

  it('leaves the given metadata as it was', () => {
    const before = paper({ publication_info: [{ cnum: 'C26-05-11' }] });
    const copy = structuredClone(before);
    assignToConference(before, CONFERENCE);
    expect(before).toEqual(copy);
  });
});
