import type { CreateTableBuilder } from 'kysely';

// Column sets the migrations repeat, written once. Each adds exactly the columns, in the order and
// with the constraints, that one `.addColumn` call per column would: a migration that uses them
// creates the same schema on SQLite and PostgreSQL as the calls it replaces.

type Table = CreateTableBuilder<string, string>;

/** NOT NULL columns without default, in the order given. */
export function notNullColumns(columns: Record<string, 'text' | 'integer'>) {
  return (table: Table): Table =>
    Object.entries(columns).reduce<Table>(
      (t, [name, type]) => t.addColumn(name, type, (c) => c.notNull()),
      table,
    );
}

/** `user_id`: the owning user, required; the row goes when the user is deleted. */
export function userIdColumn(table: Table): Table {
  return table.addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'));
}
