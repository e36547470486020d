import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { accountRoutes } from './accounts/routes';
import { aiRoutes } from './ai/routes';
import { assignRoutes } from './assign/routes';
import { authorListRoutes } from './authorList/routes';
import { backofficeRoutes } from './backoffice/routes';
import { bibliographyRoutes } from './bibliography/routes';
import { bulkToolsRoutes } from './bulkTools/routes';
import { citationRoutes } from './citations/routes';
import { editorRoutes } from './editor/routes';
import { feedbackRoutes } from './feedback/routes';
import { helpRoutes } from './help/routes';
import { literatureImportRoutes } from './literatureImport/routes';
import { lookupRoutes } from './lookups/routes';
import { mailingRoutes } from './mailing/routes';
import { mergeRoutes } from './merge/routes';
import { recordRoutes } from './records/routes';
import { referenceCurationRoutes } from './referenceCuration/routes';
import { searchRoutes } from './search/routes';
import { submissionRoutes } from './submissions/routes';

export type RoutePlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

/**
 * Every group of API routes, registered in this order. More specific paths (`/api/literature/facets`,
 * `/api/doi/*`) coexist with `/api/:collection/:controlNumber` because the router prefers static segments.
 * Add a group here: one import, one entry.
 */
export const ROUTE_GROUPS: RoutePlugin[] = [
  recordRoutes,
  accountRoutes,
  mailingRoutes,
  searchRoutes,
  lookupRoutes,
  citationRoutes,
  editorRoutes,
  authorListRoutes,
  literatureImportRoutes,
  backofficeRoutes,
  assignRoutes,
  bulkToolsRoutes,
  submissionRoutes,
  referenceCurationRoutes,
  mergeRoutes,
  bibliographyRoutes,
  feedbackRoutes,
  aiRoutes,
  helpRoutes,
];
