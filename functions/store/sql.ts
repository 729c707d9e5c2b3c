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
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onPayload` with each `NOTIFY` on `channel` (from any process on the same database)
   * until the returned function is called.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}
