import { CATALOGER_ROLES, COLLECTION_NAMES } from '@parton/records';
import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { RequireLogin } from '../app/guards';
import { LoadingSpinner } from '../common/components/LoadingSpinner';

// The editor is a chunk of its own (the form generator, the schemas' JSON Schema, the JSON view).
const RecordEditorPage = lazy(() =>
  import('./pages/RecordEditorPage').then((module) => ({ default: module.RecordEditorPage })),
);

/**
 * `/editor/record/<collection>/<id>` for every collection: any logged-in user may open it and the API decides
 * (catalogers, a profile's own author, a job's or seminar's submitter; others see 'You are not allowed to edit
 * this record.'); `/editor/record/<collection>` creates a record, catalogers only.
 */
export const editorRoutes: RouteObject[] = COLLECTION_NAMES.flatMap((collection) => [
  {
    path: `editor/record/${collection}/:controlNumber`,
    element: (
      <RequireLogin>
        <Suspense fallback={<LoadingSpinner />}>
          <RecordEditorPage key={collection} collection={collection} />
        </Suspense>
      </RequireLogin>
    ),
  },
  {
    path: `editor/record/${collection}`,
    element: (
      <RequireLogin roles={CATALOGER_ROLES}>
        <Suspense fallback={<LoadingSpinner />}>
          <RecordEditorPage key={`${collection}-new`} collection={collection} isNew />
        </Suspense>
      </RequireLogin>
    ),
  },
]);
