export interface SearchExample {
  label: string;
  operators?: string;
  query: string;
}

/** SPIRES operators of spec §1, each with a query that links to a literature search. */
export const SPIRES_EXAMPLES: readonly SearchExample[] = [
  { label: 'Author', operators: 'a, au, author, name', query: 'a E.Witten.1' },
  { label: 'Title', operators: 't, title, ti', query: 't A First Course in String Theory' },
  { label: 'Collaboration', operators: 'cn, collaboration', query: 'cn atlas' },
  { label: 'Number of authors', operators: 'ac, authorcount', query: 'ac 1->10' },
  { label: 'Citation number', operators: 'topcite, topcit, cited', query: 'topcite 1000+' },
];

export const FREE_TEXT_EXAMPLES: readonly SearchExample[] = [
  { label: 'Author and year', query: 'Witten 1995' },
  { label: 'Title words', query: 'higgs boson discovery' },
  { label: 'Journal reference', query: 'Phys.Rev.Lett. 19 1264' },
  { label: 'arXiv identifier', query: '1207.7214' },
  { label: 'Report number', query: 'CERN-PH-EP-2012-218' },
];
