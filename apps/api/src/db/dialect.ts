import type { ColumnDefinitionBuilder, CreateTableBuilder } from 'kysely';
import type { Dialect } from './database.ts';

// The few differences between SQLite and PostgreSQL live here (DESIGN.md §3).

export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect) {
  return table.addColumn('id', 'integer', (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
  );
}

/** Money in centavos: bigint on PostgreSQL (totals can pass 2^31), integer (64-bit) on SQLite. */
export function moneyType(dialect: Dialect) {
  return dialect === 'postgres' ? ('bigint' as const) : ('integer' as const);
}

/** Plain decimals that are not money (dimensions, weights, percentages). */
export function realType(dialect: Dialect) {
  return dialect === 'postgres' ? ('double precision' as const) : ('real' as const);
}
