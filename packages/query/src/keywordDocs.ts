import { type CanonicalKeyword, KEYWORD_ALIASES } from './keywords';

/**
 * The user documentation of the search language (the Search Tips page, /help/search-tips). It is written against
 * the parser's own keyword table: every CanonicalKeyword must have an entry (the Record type and keywordDocs.test.ts
 * enforce it), the aliases are read from KEYWORD_ALIASES rather than copied, and the test parses every example,
 * so the page cannot describe a keyword or a syntax the parser does not have.
 */

export interface KeywordDoc {
  /** What the keyword searches, in a sentence or two. */
  description: string;
  /** A query that uses the keyword; it starts with one of the keyword's aliases. */
  example: string;
}

export const KEYWORD_DOCS: Record<CanonicalKeyword, KeywordDoc> = {
  author: {
    description:
      'Any author of the record. Write a family name, "family, given" or initials ("ellis, j"), or an author identifier such as E.Witten.1.',
    example: 'a ellis, j',
  },
  firstAuthor: {
    description: 'The first author only, with the same name rules as `a`.',
    example: 'fa witten',
  },
  exactAuthor: {
    description: 'One author whose full name is exactly this (or whose identifier is this), nothing more.',
    example: 'ea witten, edward',
  },
  affiliation: {
    description:
      'An author\'s affiliation as a whole institution name, any case: `aff CERN` finds CERN, not "CERN Theory".',
    example: 'aff CERN',
  },
  affiliationId: {
    description: 'An affiliation by the record number of its institution record.',
    example: 'affid 902725',
  },
  authorCount: {
    description: 'The number of authors: a number, a range or a comparison.',
    example: 'ac 1->10',
  },
  collaboration: {
    description: 'The collaboration name: all words, any order.',
    example: 'cn atlas',
  },
  controlNumber: {
    description: 'The record number (the number in the address of a record page).',
    example: 'recid 1234',
  },
  doi: {
    description: 'A DOI, exactly, any case.',
    example: 'doi 10.1103/PhysRevLett.19.1264',
  },
  eprint: {
    description: 'An arXiv identifier, old or new style, with or without the "arXiv:" prefix.',
    example: 'eprint 1207.7214',
  },
  fulltext: {
    description: 'The text of the attached documents: all words.',
    example: 'ft dark matter',
  },
  irn: {
    description: 'The identifier the record had in SPIRES.',
    example: 'irn 4328',
  },
  journal: {
    description:
      'A journal by its abbreviated title, optionally followed by volume and page or article id, separated by commas.',
    example: 'j Phys.Rev.Lett.,19,1264',
  },
  volume: {
    description: 'A journal volume; it narrows the journal clause it follows.',
    example: 'vol 19',
  },
  keyword: {
    description: 'The keywords of the record: all words, any order.',
    example: 'k higgs particle',
  },
  primaryArxivCategory: {
    description: 'The primary arXiv category of the record, exactly.',
    example: 'primarch hep-ph',
  },
  reportNumber: {
    description: 'A report number; punctuation and case do not matter, the whole number must match.',
    example: 'r CERN-PH-EP-2012-218',
  },
  subject: {
    description:
      'A subject category, exactly as it is written (case matters): Theory-HEP, Phenomenology-HEP, …',
    example: 'subject Theory-HEP',
  },
  title: {
    description:
      'The title and subtitle: all words, any order, accents ignored. Quote a phrase to keep its order.',
    example: 't higgs boson',
  },
  texkey: {
    description: 'The LaTeX citation key of the record, exactly (case matters).',
    example: 'texkey Witten:1998qj',
  },
  topcite: {
    description: 'The number of citations: a number, a range, N+ for at least N, N- for at most N.',
    example: 'topcite 1000+',
  },
  citationsWithoutSelfCitations: {
    description: 'The number of citations, leaving out self-citations.',
    example: 'cx 50+',
  },
  typeCode: {
    description:
      'The kind of document: b (book), c (conference paper), t (thesis), proceedings, p (published), core, citeable, r (review), l (lectures), i (introductory), or any document or publication type.',
    example: 'tc r',
  },
  refersto: {
    description:
      'Records that cite the given record (`refersto:recid:N`) or any paper of the given author identifier.',
    example: 'refersto:recid:1234',
  },
  citedby: {
    description: 'The records the given record cites (its references).',
    example: 'citedby:recid:1234',
  },
  referstoExcludingSelfCitations: {
    description: 'Like refersto, leaving out self-citations.',
    example: 'referstox:recid:1234',
  },
  citedbyExcludingSelfCitations: {
    description: 'Like citedby, leaving out self-citations.',
    example: 'citedbyx:recid:1234',
  },
  date: {
    description:
      'Any date of the record (preprint, publication, thesis, imprint). A year, month or day; ranges and comparisons work.',
    example: 'date 2000->2002',
  },
  dateEarliest: {
    description: 'The earliest date of the record only.',
    example: 'de 2012-07',
  },
  dateAdded: {
    description: 'When the record was added to this site; `today`, `yesterday` and `last month` work too.',
    example: 'da > 2024-01-01',
  },
  dateUpdated: {
    description: 'When the record was last changed.',
    example: 'du last month',
  },
  journalYear: {
    description: 'The year of the journal publication.',
    example: 'jy 2015->2018',
  },
  abstract: {
    description: 'The abstract: all words, any order.',
    example: 'abstract neutrino oscillation',
  },
  cnum: {
    description: 'The conference number (cnum) of a conference paper.',
    example: 'cnum C12-07-04',
  },
  experiment: {
    description: 'The accelerator experiment the record belongs to.',
    example: 'exp CERN-LHC-ATLAS',
  },
  unmapped: {
    description:
      'Older keywords that are accepted for compatibility but have no field of their own: the keyword and its value are searched as free text.',
    example: 'cat hep-th',
  },
};

/** The keyword's aliases as the parser accepts them (any case), the longest-standing name first. */
export function keywordAliases(keyword: CanonicalKeyword): string[] {
  return [...KEYWORD_ALIASES.entries()]
    .filter(([, canonical]) => canonical === keyword)
    .map(([alias]) => alias);
}

export interface SyntaxDoc {
  title: string;
  description: string;
  examples: readonly { query: string; meaning: string }[];
}

/** The parts of the language around the keywords: operators, value forms, numbers and dates. */
export const SYNTAX_DOCS: readonly SyntaxDoc[] = [
  {
    title: 'Free text',
    description:
      'Words without a keyword are searched everywhere in the record (titles, abstracts, authors, keywords, identifiers); every word must occur. A leading `find` (or `f`) is ignored.',
    examples: [
      { query: 'higgs boson', meaning: 'records containing both words' },
      { query: 'find a witten', meaning: 'the same as `a witten`' },
    ],
  },
  {
    title: 'Two ways to write a keyword',
    description:
      'Either `keyword value` or `keyword:value`. In the first form the value runs up to the next `and`, `or` or `not`, so join two clauses with an operator.',
    examples: [
      { query: 'a witten and t anomalies', meaning: 'author witten and title anomalies' },
      { query: 'author:witten title:anomalies', meaning: 'the same, both clauses required' },
    ],
  },
  {
    title: 'and, or, not',
    description:
      '`and` (also `&`, `+`), `or` (also `|`) and `not` (also `-` before a clause), any case. There is no precedence between `and` and `or`: they group to the right, so use parentheses.',
    examples: [
      { query: 't higgs and (cn atlas or cn cms)', meaning: 'Higgs papers of ATLAS or CMS' },
      { query: 'a ellis not t supersymmetry', meaning: 'papers of Ellis without supersymmetry in the title' },
      { query: '-t review and k qcd', meaning: 'QCD keyword, title without "review"' },
    ],
  },
  {
    title: 'Phrases, substrings, wildcards and patterns',
    description:
      '"double quotes" match a phrase in that order; \'single quotes\' match a part of a word; `*` is a wildcard; `/…/` is a regular expression on single words.',
    examples: [
      { query: 't "higgs boson"', meaning: 'the phrase, in this order' },
      { query: "t 'symmetr'", meaning: 'supersymmetry, symmetric, …' },
      { query: 't neutrino*', meaning: 'neutrino, neutrinos, neutrinoless, …' },
      { query: 't /neutrinos?/', meaning: 'neutrino or neutrinos' },
    ],
  },
  {
    title: 'Numbers and ranges',
    description:
      'Citation and author counts take a number, a range `a->b`, `N+` (at least), `N-` (at most) or a comparison `>`, `>=`, `<`, `<=`.',
    examples: [
      { query: 'topcite 1000+', meaning: 'cited at least 1000 times' },
      { query: 'topcite 10->50', meaning: 'cited 10 to 50 times' },
      { query: 'ac < 5', meaning: 'fewer than five authors' },
    ],
  },
  {
    title: 'Dates',
    description:
      'Dates are written `2001`, `2001-05`, `2001-05-31`, `05/2001`, `may 2001`, `today`, `yesterday`, `this month` or `last month`; a date means the whole year, month or day it names. Ranges and comparisons (also `before`, `after`) work as for numbers.',
    examples: [
      { query: 'date 2012', meaning: 'any date in 2012' },
      { query: 'date after 2015-06', meaning: 'after June 2015' },
      { query: 'date 1978+', meaning: 'from 1978 on' },
      { query: 'date 2000->2002', meaning: '2000 to 2002, both included' },
    ],
  },
  {
    title: 'Citations',
    description: 'Find what cites a record, or what it cites, by its record number.',
    examples: [
      { query: 'refersto:recid:1234', meaning: 'papers citing record 1234' },
      {
        query: 'citedby:recid:1234 and t boson',
        meaning: 'references of record 1234 with boson in the title',
      },
    ],
  },
];
