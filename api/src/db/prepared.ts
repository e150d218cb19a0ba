import type { Db } from './client';

/**
 * A query for the hot paths, built once per database instead of on every request: Drizzle's
 * query building costs more than the query itself there. `build` should end in `.prepare(name)`
 * with `sql.placeholder`s; on the PostgreSQL server each pooled connection then also keeps the
 * parsed statement. Names must be unique across the app (the server rejects one name for two
 * texts on a connection).
 */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (statement === undefined) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
