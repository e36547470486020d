import type { CollectionName } from '@parton/records';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RecordEditorPage } from './RecordEditorPage';

/** The editor page at `/editor/record/<collection>/<id>` (or the new-record route), with the record page beside it. */
export function renderEditor(collection: CollectionName, id?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: `/editor/record/${collection}/:controlNumber`,
        element: <RecordEditorPage collection={collection} />,
      },
      { path: `/editor/record/${collection}`, element: <RecordEditorPage collection={collection} isNew /> },
      { path: `/${collection}/:id`, element: <p>record page</p> },
    ],
    { initialEntries: [id ? `/editor/record/${collection}/${id}` : `/editor/record/${collection}`] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router };
}

/** `GET /api/editor/…` as the contract's `EditorRecord`. */
export function editorAnswer(collection: CollectionName, metadata: Record<string, unknown>, revisionId = 3) {
  return {
    id: String(metadata.control_number),
    uuid: '00000000-0000-4000-8000-000000000000',
    collection,
    revision_id: revisionId,
    created: '2024-01-01T00:00:00+00:00',
    updated: '2024-02-01T00:00:00+00:00',
    deleted: false,
    metadata,
  };
}

/** A paper with `count` authors, each with an affiliation. */
export function paperWithAuthors(count: number): Record<string, unknown> {
  return {
    $schema: 'http://localhost/schemas/records/hep.json',
    control_number: 1,
    titles: [{ title: 'A large collaboration paper' }],
    document_type: ['article'],
    authors: Array.from({ length: count }, (_, index) => ({
      full_name: `Author, Number ${index + 1}`,
      affiliations: [{ value: index % 2 === 0 ? 'CERN' : 'DESY' }],
    })),
    collaborations: [{ value: 'ATLAS' }],
  };
}
