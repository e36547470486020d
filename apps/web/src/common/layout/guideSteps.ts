import { PRODUCT_NAME } from '@parton/records';

/** Where the tour's steps live: the literature search (every target below is one of its parts). */
export const GUIDE_SEARCH_PATH = '/literature';

/** How long the tour waits for the search page's parts (results and facets load after the page) before skipping. */
export const GUIDE_TARGET_TIMEOUT_MS = 6_000;

export interface GuideText {
  title: string;
  description: string;
}

/** A step that points at a part of the page; `find` answers the element, or null while it is not (yet) there. */
export interface GuideTarget extends GuideText {
  key: string;
  find: (document: Document) => HTMLElement | null;
  placement: 'bottom' | 'right' | 'top' | 'left';
}

export const GUIDE_WELCOME: GuideText = {
  title: `Welcome to ${PRODUCT_NAME}`,
  description:
    'Search the literature of high-energy physics: papers, authors, conferences, jobs, seminars and more. ' +
    'This short tour shows the parts of the literature search.',
};

function visible(element: Element | null | undefined): HTMLElement | null {
  if (!(element instanceof HTMLElement)) {
    return null;
  }
  // Hidden parts (display: none, or a zero-sized box) cannot be pointed at.
  const box = element.getBoundingClientRect();
  return box.width > 0 || box.height > 0 ? element : null;
}

/** The "Filters" button that opens the facets' drawer on small screens. */
function filtersButton(document: Document): HTMLElement | null {
  const buttons = document.querySelectorAll('.search-page__results button');
  return visible([...buttons].find((button) => button.textContent?.trim() === 'Filters'));
}

/**
 * The steps on the literature search, in order. The facets are a column beside the results on wide screens and a
 * drawer behind the "Filters" button on phones: the step points at whichever is there.
 */
export const GUIDE_TARGETS: readonly GuideTarget[] = [
  {
    key: 'search-box',
    title: 'Search like a physicist',
    description:
      'Type free text, or use the search language: "a E.Witten.1", "t higgs boson", "topcite 1000+", ' +
      '"date 2012 and cn atlas". Help → Search Tips lists every keyword.',
    find: (document) => visible(document.querySelector('.site-header__search')),
    placement: 'bottom',
  },
  {
    key: 'facets',
    title: 'Refine the results',
    description:
      'Narrow the results by date, document type, author, subject, collaboration and more. On a phone the ' +
      'filters open from the Filters button.',
    find: (document) => visible(document.querySelector('.search-page__facets')) ?? filtersButton(document),
    placement: 'right',
  },
  {
    key: 'citation-summary',
    title: 'Citation summary',
    description:
      'Switch on the citation summary to see the citations, h-index and citation distribution of all the results.',
    find: (document) => visible(document.getElementById('citation-summary-switch')?.closest('.switch-label')),
    placement: 'bottom',
  },
  {
    key: 'cite',
    title: 'Cite and export',
    description:
      'Every result can be cited in BibTeX, LaTeX (EU or US) or CV format; "Cite all" exports the whole list.',
    find: (document) => visible(document.querySelector('.search-page__results .result-item__tools')),
    placement: 'bottom',
  },
  {
    key: 'help',
    title: 'Come back any time',
    description: 'Take the tour again, or read the Search Tips, from the Help menu.',
    find: (document) => visible(document.querySelector('.header-menu button[aria-label="Help"]')),
    placement: 'bottom',
  },
];
