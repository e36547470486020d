import { CATALOGER_ROLES } from '@parton/records';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RequireLogin } from '../app/guards';
import { LoadingSpinner } from '../common/components/LoadingSpinner';

/*
 * Every /submissions route (facts §1.0). Each page is its own lazy chunk: the form kit, antd's form controls and
 * the schemas load only when a form is opened, so the search pages' weight does not grow.
 */

type Page = LazyExoticComponent<ComponentType>;

function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const jobs = () => import('./jobs/JobSubmissionPage');
const seminars = () => import('./seminars/SeminarSubmissionPage');
const cataloger = () => import('./cataloger/CatalogerSubmissionPages');
const success = () => import('./success/SuccessPages');
const authors = () => import('./authors/AuthorSubmissionPage');

const PAGES = {
  literature: page(
    () => import('./literature/LiteratureSubmissionPage'),
    (module) => module.LiteratureSubmissionPage,
  ),
  authors: page(authors, (module) => module.AuthorSubmissionPage),
  authorUpdate: page(authors, (module) => module.AuthorUpdatePage),
  authorUpdateSuccess: page(authors, (module) => module.AuthorUpdateSuccessPage),
  jobs: page(jobs, (module) => module.JobSubmissionPage),
  jobUpdate: page(jobs, (module) => module.JobUpdatePage),
  jobUpdateSuccess: page(success, (module) => module.JobUpdateSuccessPage),
  conferences: page(
    () => import('./conferences/ConferenceSubmissionPage'),
    (module) => module.ConferenceSubmissionPage,
  ),
  conferenceSuccess: page(success, (module) => module.ConferenceSuccessPage),
  seminars: page(seminars, (module) => module.SeminarSubmissionPage),
  seminarUpdate: page(seminars, (module) => module.SeminarUpdatePage),
  seminarSuccess: page(success, (module) => module.SeminarSuccessPage),
  institutions: page(cataloger, (module) => module.InstitutionSubmissionPage),
  experiments: page(cataloger, (module) => module.ExperimentSubmissionPage),
  journals: page(cataloger, (module) => module.JournalSubmissionPage),
  success: page(success, (module) => module.SubmissionSuccessPage),
} satisfies Record<string, Page>;

function protectedRoute(path: string, Page: Page, roles?: readonly string[]): RouteObject {
  return {
    path: `submissions/${path}`,
    element: (
      <RequireLogin roles={roles}>
        <Suspense fallback={<LoadingSpinner />}>
          <Page />
        </Suspense>
      </RequireLogin>
    ),
  };
}

function redirect(path: string, to: string): RouteObject {
  return { path: path ? `submissions/${path}` : 'submissions', element: <Navigate to={to} replace /> };
}

/** The submission forms, their update forms and success pages; login required, cataloger forms by role. */
export const submissionRoutes: RouteObject[] = [
  redirect('', '/submissions/authors'),
  protectedRoute('literature', PAGES.literature),
  redirect('literature/new/success', '/submissions/success'),
  protectedRoute('authors', PAGES.authors),
  redirect('authors/new/success', '/submissions/success'),
  protectedRoute('authors/:id', PAGES.authorUpdate),
  protectedRoute('authors/:id/success', PAGES.authorUpdateSuccess),
  protectedRoute('jobs', PAGES.jobs),
  redirect('jobs/new/success', '/submissions/success'),
  protectedRoute('jobs/:id', PAGES.jobUpdate),
  protectedRoute('jobs/:id/success', PAGES.jobUpdateSuccess),
  protectedRoute('conferences', PAGES.conferences),
  protectedRoute('conferences/new/success', PAGES.conferenceSuccess),
  protectedRoute('seminars', PAGES.seminars),
  protectedRoute('seminars/new/success', PAGES.seminarSuccess),
  protectedRoute('seminars/:id', PAGES.seminarUpdate),
  protectedRoute('seminars/:id/success', PAGES.seminarSuccess),
  protectedRoute('institutions', PAGES.institutions, CATALOGER_ROLES),
  protectedRoute('experiments', PAGES.experiments, CATALOGER_ROLES),
  protectedRoute('journals', PAGES.journals, CATALOGER_ROLES),
  protectedRoute('success', PAGES.success),
];
