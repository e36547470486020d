import type { RouteObject } from 'react-router';

/**
 * The back office (spec §2.1): its login is open, everything else needs a back-office token (BackofficeGate).
 * The screens are loaded only when visited, so the main site's bundle does not carry them.
 */
export const backofficeRoutes: RouteObject[] = [
  {
    path: 'backoffice',
    lazy: () => import('./BackofficeLayout').then((module) => ({ Component: module.BackofficeLayout })),
    children: [
      {
        path: 'login',
        lazy: () => import('./pages/LoginPage').then((module) => ({ Component: module.LoginPage })),
      },
      {
        path: 'login/local',
        lazy: () => import('./pages/LoginPage').then((module) => ({ Component: module.LoginPage })),
      },
      {
        lazy: () => import('./BackofficeLayout').then((module) => ({ Component: module.BackofficeGate })),
        children: [
          {
            index: true,
            lazy: () =>
              import('./pages/DashboardPage').then((module) => ({ Component: module.DashboardPage })),
          },
          {
            path: 'search',
            lazy: () => import('./pages/SearchPage').then((module) => ({ Component: module.SearchRedirect })),
          },
          {
            path: 'tickets',
            lazy: () => import('./pages/TicketsPage').then((module) => ({ Component: module.TicketsPage })),
          },
          {
            path: 'feedback',
            lazy: () =>
              import('../feedback/FeedbackListPage').then((module) => ({
                Component: module.FeedbackListPage,
              })),
          },
          {
            path: ':kind/search',
            lazy: () => import('./pages/SearchPage').then((module) => ({ Component: module.SearchPage })),
          },
          {
            path: ':kind/:id',
            lazy: () =>
              import('./pages/WorkflowDetailPage').then((module) => ({
                Component: module.WorkflowDetailPage,
              })),
          },
        ],
      },
    ],
  },
];
