/**
 * The option lists of the submission forms (facts: shared/reference/submissions-backoffice.md §1.1). One copy for
 * the web forms (select options) and the server (validation of what a form sends).
 */

export const INSPIRE_CATEGORIES = [
  'Accelerators',
  'Astrophysics',
  'Computing',
  'Condensed Matter',
  'Data Analysis and Statistics',
  'Experiment-HEP',
  'Experiment-Nucl',
  'General Physics',
  'Gravitation and Cosmology',
  'Instrumentation',
  'Lattice',
  'Math and Math Physics',
  'Other',
  'Phenomenology-HEP',
  'Quantum Physics',
  'Theory-HEP',
  'Theory-Nucl',
] as const;
export type InspireCategory = (typeof INSPIRE_CATEGORIES)[number];

/** The back office's one-letter shortcuts for the categories above. */
export const INSPIRE_CATEGORY_SHORTCUTS: Readonly<Record<string, InspireCategory>> = {
  b: 'Accelerators',
  a: 'Astrophysics',
  c: 'Computing',
  f: 'Condensed Matter',
  s: 'Data Analysis and Statistics',
  e: 'Experiment-HEP',
  x: 'Experiment-Nucl',
  q: 'General Physics',
  g: 'Gravitation and Cosmology',
  i: 'Instrumentation',
  l: 'Lattice',
  m: 'Math and Math Physics',
  o: 'Other',
  p: 'Phenomenology-HEP',
  k: 'Quantum Physics',
  t: 'Theory-HEP',
  n: 'Theory-Nucl',
};

/** The arXiv categories the forms offer (validation also accepts sub-categories such as `astro-ph.CO`). */
export const ARXIV_CATEGORIES = [
  'astro-ph',
  'cond-mat',
  'cs',
  'econ',
  'eess',
  'gr-qc',
  'hep-ex',
  'hep-lat',
  'hep-ph',
  'hep-th',
  'math',
  'math-ph',
  'nlin',
  'nucl-ex',
  'nucl-th',
  'physics',
  'physics.acc-ph',
  'physics.ins-det',
  'q-bio',
  'q-fin',
  'quant-ph',
  'stat',
] as const;

/** A known arXiv category or one of its sub-categories (`astro-ph.CO`, `cs.AI`, `math.AG`, …). */
export function isArxivCategory(value: string): boolean {
  if ((ARXIV_CATEGORIES as readonly string[]).includes(value)) {
    return true;
  }
  const [archive, sub] = value.split('.');
  return (
    sub !== undefined &&
    /^[A-Za-z-]{2,}$/.test(sub) &&
    (ARXIV_CATEGORIES as readonly string[]).includes(archive ?? '')
  );
}

export const JOB_REGIONS = [
  'Africa',
  'Australasia',
  'Asia',
  'Europe',
  'Middle East',
  'North America',
  'South America',
] as const;

/** A job's field of interest: the arXiv list plus `other`. */
export const JOB_FIELDS_OF_INTEREST = [...ARXIV_CATEGORIES, 'other'] as const;

export const AUTHOR_STATUSES = ['active', 'deceased', 'departed', 'retired'] as const;

export const LITERATURE_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'zh', label: 'Chinese' },
  { value: 'fr', label: 'French' },
  { value: 'de', label: 'German' },
  { value: 'it', label: 'Italian' },
  { value: 'ja', label: 'Japanese' },
  { value: 'pt', label: 'Portuguese' },
  { value: 'ru', label: 'Russian' },
  { value: 'es', label: 'Spanish' },
  { value: 'oth', label: 'Other' },
] as const;

export const LITERATURE_DOCUMENT_TYPES = [
  { value: 'article', label: 'Article/Conference paper' },
  { value: 'thesis', label: 'Thesis' },
  { value: 'book', label: 'Book' },
  { value: 'bookChapter', label: 'Book Chapter' },
] as const;
export type LiteratureSubmissionType = (typeof LITERATURE_DOCUMENT_TYPES)[number]['value'];

export const DEGREE_TYPE_LABELS = {
  phd: 'PhD',
  diploma: 'Diploma',
  bachelor: 'Bachelor',
  master: 'Master',
  habilitation: 'Habilitation',
  laurea: 'Laurea',
  other: 'Other',
} as const;

export const EXPERIMENT_TYPES = [
  { value: 'collaboration', label: 'Collaboration' },
  { value: 'experiment', label: 'Experiment' },
  { value: 'accelerator', label: 'Accelerator' },
] as const;
