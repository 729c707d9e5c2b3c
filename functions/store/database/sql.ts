/**
 * The little both databases have in common: parameterised queries and transactions. The lead
 * store and its migrations are written once against this, so PGlite and PostgreSQL run the same
 * SQL.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Sql extends Queryable {
  /**
   * How many batches of writes may be under way at once: one for PGlite, which runs one
   * statement at a time; a few for a PostgreSQL pool. The store's writers take it from here.
   */
  readonly writers: number;
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each `NOTIFY` on `channel` (from any process on the same database)
   * until the returned function is called.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
