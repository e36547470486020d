import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { recordRoutes } from './records/routes';

export type RoutePlugin = (app: FastifyInstance, context: AppContext) => Promise<void>;

/**
 * Every group of API routes, registered in this order. More specific paths (`/api/literature/facets`,
 * `/api/doi/*`) coexist with `/api/:collection/:controlNumber` because the router prefers static segments.
 * Add a group here: one import, one entry.
 */
export const ROUTE_GROUPS: RoutePlugin[] = [recordRoutes];
