import {
  type CompiledQuery,
  Kysely,
  PostgresDialect,
  type QueryExecutorProvider,
  type RawBuilder,
} from 'kysely';
import type { QueryNode } from '../ast';
import { parseLiteratureQuery } from '../parser';

/** A Kysely instance that only compiles: no connection is ever made. */
export const compiler = new Kysely<object>({ dialect: new PostgresDialect({ pool: {} as never }) });

export function compiled(fragment: RawBuilder<unknown>): { sql: string; parameters: readonly unknown[] } {
  const query = fragment.compile(compiler);
  return { sql: query.sql, parameters: query.parameters };
}

/** A fixed clock for relative dates: 2024-05-15 (a Wednesday), UTC. */
export const NOW = new Date('2024-05-15T12:00:00Z');

export function parse(query: string): QueryNode {
  return parseLiteratureQuery(query, { now: NOW });
}

export const words = (text: string) => ({ kind: 'words', text }) as const;

/** An executor that records the statements it is given instead of running them. */
export function recordingExecutor(): { provider: QueryExecutorProvider; statements: CompiledQuery[] } {
  const statements: CompiledQuery[] = [];
  const executor = compiler.getExecutor().withConnectionProvider({
    provideConnection: (consumer) =>
      consumer({
        executeQuery: async (query) => {
          statements.push(query);
          return { rows: [] };
        },
        streamQuery: async function* () {
          yield { rows: [] };
        },
      }),
  });
  return { provider: { getExecutor: () => executor }, statements };
}
