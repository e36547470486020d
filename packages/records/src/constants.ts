/** Product-wide constants shared by the server and the web app (spec §9). */
export const PRODUCT_NAME = 'Parton';

export const DEFAULT_PAGE = 1;
export const DEFAULT_UI_PAGE_SIZE = 25;
export const DEFAULT_API_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 250] as const;
export const LITERATURE_PAGE_SIZE_OPTIONS = [25, 50, 100, 250] as const;
export const MAX_API_PAGE_SIZE = 1000;
/** page × size may not go past this window; harvesters use the cursor instead. */
export const MAX_RESULT_WINDOW = 10_000;

export const REFERENCES_PAGE_SIZE = 25;
export const CITATIONS_PAGE_SIZE = 10;
export const FIGURES_PAGE_SIZE = 12;
export const PDG_KEYWORDS_LIMIT = 10;
export const AUTHOR_PICKER_SIZE = 20;
export const TITLE_VARIANTS_PAGE_SIZE = 8;
export const AUTHORS_SHOWN = 5;
export const POSITIONS_SHOWN = 3;
export const DEFAULT_LIST_LIMIT = 10;
export const FACET_BUCKETS_SHOWN = 10;
export const SEARCH_HISTORY_SIZE = 25;
export const NEWS_FEED_SIZE = 3;
export const META_DESCRIPTION_LENGTH = 160;
export const SEMINAR_ABSTRACT_LENGTH = 1000;
/** A search export (cite all) is refused above this many results. */
export const EXPORT_LIMIT = 1000;
/** Bulk tools accept at most this many selected papers. */
export const BULK_SELECTION_LIMIT = 1000;

export const CITATION_BUCKETS = [
  { key: '0--0', label: '0', from: 0, to: 1 },
  { key: '1--9', label: '1-9', from: 1, to: 10 },
  { key: '10--49', label: '10-49', from: 10, to: 50 },
  { key: '50--99', label: '50-99', from: 50, to: 100 },
  { key: '100--249', label: '100-249', from: 100, to: 250 },
  { key: '250--499', label: '250-499', from: 250, to: 500 },
  { key: '500--', label: '500+', from: 500, to: undefined },
] as const;

export const CITE_FORMATS = {
  bibtex: { mime: 'application/x-bibtex', extension: 'bib', label: 'BibTeX' },
  'latex-eu': { mime: 'application/vnd+inspire.latex.eu+x-latex', extension: 'tex', label: 'LaTeX (EU)' },
  'latex-us': { mime: 'application/vnd+inspire.latex.us+x-latex', extension: 'tex', label: 'LaTeX (US)' },
  cv: { mime: 'text/vnd+inspire.html+html', extension: 'html', label: 'CV (html)' },
} as const;
export type CiteFormat = keyof typeof CITE_FORMATS;

export const UI_JSON_MIME = 'application/vnd+inspire.record.ui+json';

export const ROLES = ['superuser', 'cataloger', 'betauser'] as const;
export type Role = (typeof ROLES)[number];
/** Roles that hold cataloger rights. */
export const CATALOGER_ROLES: readonly Role[] = ['superuser', 'cataloger'];

export const BREAKPOINTS = { xs: 575, sm: 767, md: 991, lg: 1199, xl: 1599 } as const;
