import { type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';

/** What drizzle's `prepare` gives on both drivers (node-postgres and PGlite). */
interface PreparedStatement<Mapped> {
  /** The rows mapped by drizzle to the select's shape. */
  execute(values?: Record<string, unknown>): Promise<Mapped>;
  /**
   * The driver's rows, named by column, dates and timestamps as text: the select's mapping passes
   * every field of every row through generic code, most of the server's time for a long list.
   */
  all(values?: Record<string, unknown>): Promise<unknown[]>;
}

interface Preparable<Mapped> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Mapped> };
}

/**
 * A query built once for each database and run many times with its `sql.placeholder` values.
 * Drizzle builds a query's SQL text anew on every call, which took a quarter of the server's
 * time on Home (docs/PERFORMANCE.md); on PostgreSQL the statement is also prepared by name on each
 * connection, so the database parses it once per connection rather than once per request. `name`
 * must be unique: one text per name.
 */
export function prepared<Mapped>(name: string, build: (db: Db) => Preparable<Mapped>) {
  const byDatabase = new WeakMap<Db, PreparedStatement<Mapped>>();
  return (db: Db): PreparedStatement<Mapped> => {
    let statement = byDatabase.get(db);
    if (!statement) {
      statement = build(db).prepare(name) as unknown as PreparedStatement<Mapped>;
      byDatabase.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/**
 * A statement written in SQL, prepared as `prepared` prepares a query: for what drizzle's builders
 * cannot say, as an `insert … select` of some columns. Its rows are the driver's (`all`). A text
 * that embeds a query of the builders is built from the database's handle, as `prepared`'s are.
 */
export const preparedSql = (name: string, text: SQL | ((db: Db) => SQL)) => prepared<unknown>(name, (db) => ({
  prepare: (statementName) => db._.session.prepareQuery(dialect.sqlToQuery(typeof text === 'function' ? text(db) : text), undefined, statementName, false),
}));

/** A value filled in when a prepared statement runs. */
export const param = (name: string) => sql.placeholder(name);

/** A value of a query: given when the query is built, or a placeholder filled in each time a prepared statement runs. */
export type QueryValue<T> = T | Placeholder;

/**
 * A query's rows as one JSON array (empty when none), for a statement that reads several lists at
 * once: each statement costs a request over 100 µs of CPU between Node and the database
 * (docs/PERFORMANCE.md). The objects are named by column as the driver's rows are, their values the
 * same but timestamps, which JSON writes the ISO way. The array keeps the query's order: PostgreSQL
 * aggregates a sorted subquery's rows in their order when no join or grouping comes between
 * (its manual, "Aggregate Expressions").
 */
export const jsonRowsOf = (query: SQLWrapper) => sql<unknown[]>`(select coalesce(json_agg(listed), '[]') from ${query} as listed)`;

/** The FROM of a select of scalar subqueries alone (drizzle's select needs one): one row of no columns. */
export const oneRow = sql`(select) as one_row`;
