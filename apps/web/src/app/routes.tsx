import { CATALOGER_ROLES, COLLECTIONS, type CollectionName } from '@parton/records';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { backofficeRoutes } from '../backoffice/routes';
import { COLLECTION_PAGES } from '../common/collectionPages';
import { LoadingSpinner } from '../common/components/LoadingSpinner';
import { editorRoutes } from '../editor/routes';
import { RouteCrash } from '../errors/CrashPage';
import { ErrorPage, NotFoundPage } from '../errors/ErrorPage';
import { holdingpenRoutes } from '../holdingpen/routes';
import { submissionRoutes } from '../submissions/routes';
import { AppShell } from './AppShell';
import { RequireLoggedOut, RequireLogin } from './guards';
import { PlaceholderPage } from './PlaceholderPage';

// Account pages carry the form library: loaded only when visited, so it stays out of the search page's bundle.
// The login choice too: its texts and icon were about 1 kB gzip of every page's first download.
const LoginPage = lazy(() => import('../user/LoginPage').then((m) => ({ default: m.LoginPage })));
const LocalLoginPage = lazy(() =>
  import('../user/LocalLoginPage').then((m) => ({ default: m.LocalLoginPage })),
);
const SignUpPage = lazy(() => import('../user/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const SettingsPage = lazy(() => import('../user/SettingsPage').then((m) => ({ default: m.SettingsPage })));
// The catalogers' author-list tool; `/tools/authorlist` is the legacy address the record editor links as help.
const AuthorListPage = lazy(() =>
  import('../tools/authorList/AuthorListPage').then((m) => ({ default: m.AuthorListPage })),
);
const AUTHOR_LIST_PATHS = ['authorlist', 'tools/authorlist'];
const ReferenceDiffPage = lazy(() =>
  import('../literature/diff/ReferenceDiffPage').then((m) => ({ default: m.ReferenceDiffPage })),
);

const OTHER_COLLECTIONS: readonly CollectionName[] = [
  'authors',
  'jobs',
  'conferences',
  'institutions',
  'seminars',
  'experiments',
  'journals',
  'data',
];

function collectionRoutes(collection: CollectionName): RouteObject[] {
  const pages = COLLECTION_PAGES[collection];
  if (!pages) {
    const label = COLLECTIONS[collection].label;
    return [
      { path: collection, element: <PlaceholderPage title={label} /> },
      { path: `${collection}/:id`, element: <PlaceholderPage title={`${label} record`} /> },
    ];
  }
  return [
    { path: collection, lazy: pages.search },
    { path: `${collection}/:id`, lazy: pages.detail },
  ];
}

/** Every route of the product (spec §2.1); screens not built yet render a placeholder. */
export const appRoutes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteCrash />,
    HydrateFallback: () => <LoadingSpinner fullPage />,
    children: [
      {
        errorElement: <RouteCrash />,
        children: [
          {
            index: true,
            lazy: () => import('../home/HomePage').then((module) => ({ Component: module.HomePage })),
          },
          {
            path: 'literature',
            lazy: () =>
              import('../literature/pages/LiteratureSearchPage').then((module) => ({
                Component: module.LiteratureSearchPage,
              })),
          },
          {
            path: 'literature/:id',
            lazy: () =>
              import('../literature/pages/LiteratureDetailPage').then((module) => ({
                Component: module.LiteratureDetailPage,
              })),
          },
          {
            // The reference diff curators review self-curations with (catalogers; others are redirected).
            path: 'literature/:id/diff/:versions',
            element: (
              <RequireLogin roles={CATALOGER_ROLES}>
                <Suspense fallback={<LoadingSpinner />}>
                  <ReferenceDiffPage />
                </Suspense>
              </RequireLogin>
            ),
          },
          ...OTHER_COLLECTIONS.flatMap(collectionRoutes),
          {
            path: 'bibliography-generator',
            lazy: () =>
              import('../tools/bibliography/BibliographyGeneratorPage').then((module) => ({
                Component: module.BibliographyGeneratorPage,
              })),
          },
          {
            path: 'privacy',
            lazy: () => import('../legal/PrivacyPage').then((module) => ({ Component: module.PrivacyPage })),
          },
          {
            path: 'terms',
            lazy: () => import('../legal/TermsPage').then((module) => ({ Component: module.TermsPage })),
          },
          {
            // About, Content Policy, FAQ, Help, Search Tips and whatever else HELP_PAGES_DIR holds (content/help).
            path: 'help/:page',
            lazy: () => import('../help/HelpPage').then((module) => ({ Component: module.HelpPage })),
          },
          {
            // The page an e-mail's unsubscribe link opens (no login: the link's token is signed).
            path: 'mailing/unsubscribe',
            lazy: () =>
              import('../mailing/UnsubscribePage').then((module) => ({ Component: module.UnsubscribePage })),
          },
          { path: 'user', element: <Navigate to="/user/profile" replace /> },
          { path: 'user/profile', element: <PlaceholderPage title="User Profile" /> },
          {
            path: 'user/login',
            element: (
              <RequireLoggedOut>
                <Suspense fallback={<LoadingSpinner />}>
                  <LoginPage />
                </Suspense>
              </RequireLoggedOut>
            ),
          },
          {
            path: 'user/login/local',
            element: (
              <RequireLoggedOut>
                <Suspense fallback={<LoadingSpinner />}>
                  <LocalLoginPage />
                </Suspense>
              </RequireLoggedOut>
            ),
          },
          {
            path: 'user/signup',
            element: (
              <RequireLoggedOut home>
                <Suspense fallback={<LoadingSpinner />}>
                  <SignUpPage />
                </Suspense>
              </RequireLoggedOut>
            ),
          },
          {
            path: 'user/settings',
            element: (
              <RequireLogin>
                <Suspense fallback={<LoadingSpinner />}>
                  <SettingsPage />
                </Suspense>
              </RequireLogin>
            ),
          },
          ...holdingpenRoutes,
          ...AUTHOR_LIST_PATHS.map((path) => ({
            path,
            element: (
              <RequireLogin roles={CATALOGER_ROLES}>
                <Suspense fallback={<LoadingSpinner />}>
                  <AuthorListPage />
                </Suspense>
              </RequireLogin>
            ),
          })),
          ...backofficeRoutes,
          // Submission, update and editor routes come from the same tables as every edit link (editLinks.ts).
          // Submission forms, update forms and success pages (each a lazy chunk of its own).
          ...submissionRoutes,
          // The record editor (its own lazy chunk): every collection, new records for catalogers.
          ...editorRoutes,
          { path: 'errors/401', element: <ErrorPage kind="401" /> },
          { path: 'errors/404', element: <ErrorPage kind="404" /> },
          { path: 'errors/500', element: <ErrorPage kind="500" /> },
          { path: 'errors/network', element: <ErrorPage kind="network" /> },
          { path: 'errors/*', element: <Navigate to="/errors/404" replace /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
