import type { CollectionName } from '@parton/records';
import type { ComponentType } from 'react';

type LazyPage = () => Promise<{ Component: ComponentType }>;

export interface CollectionPages {
  search: LazyPage;
  detail: LazyPage;
}

/** The search and detail pages of each collection outside literature, each loaded on first visit. */
export const COLLECTION_PAGES: Partial<Record<CollectionName, CollectionPages>> = {
  authors: {
    search: () =>
      import('../authors/pages/AuthorsSearchPage').then((m) => ({ Component: m.AuthorsSearchPage })),
    detail: () =>
      import('../authors/pages/AuthorDetailPage').then((m) => ({ Component: m.AuthorDetailPage })),
  },
  jobs: {
    search: () => import('../jobs/pages/JobsSearchPage').then((m) => ({ Component: m.JobsSearchPage })),
    detail: () => import('../jobs/pages/JobDetailPage').then((m) => ({ Component: m.JobDetailPage })),
  },
  conferences: {
    search: () =>
      import('../conferences/pages/ConferencesSearchPage').then((m) => ({
        Component: m.ConferencesSearchPage,
      })),
    detail: () =>
      import('../conferences/pages/ConferenceDetailPage').then((m) => ({
        Component: m.ConferenceDetailPage,
      })),
  },
  seminars: {
    search: () =>
      import('../seminars/pages/SeminarsSearchPage').then((m) => ({ Component: m.SeminarsSearchPage })),
    detail: () =>
      import('../seminars/pages/SeminarDetailPage').then((m) => ({ Component: m.SeminarDetailPage })),
  },
  institutions: {
    search: () =>
      import('../institutions/pages/InstitutionsSearchPage').then((m) => ({
        Component: m.InstitutionsSearchPage,
      })),
    detail: () =>
      import('../institutions/pages/InstitutionDetailPage').then((m) => ({
        Component: m.InstitutionDetailPage,
      })),
  },
  experiments: {
    search: () =>
      import('../experiments/pages/ExperimentsSearchPage').then((m) => ({
        Component: m.ExperimentsSearchPage,
      })),
    detail: () =>
      import('../experiments/pages/ExperimentDetailPage').then((m) => ({
        Component: m.ExperimentDetailPage,
      })),
  },
  journals: {
    search: () =>
      import('../journals/pages/JournalsSearchPage').then((m) => ({ Component: m.JournalsSearchPage })),
    detail: () =>
      import('../journals/pages/JournalDetailPage').then((m) => ({ Component: m.JournalDetailPage })),
  },
  data: {
    search: () => import('../data/pages/DataSearchPage').then((m) => ({ Component: m.DataSearchPage })),
    detail: () => import('../data/pages/DataDetailPage').then((m) => ({ Component: m.DataDetailPage })),
  },
};
