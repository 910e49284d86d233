import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { association } from './etablissement';

/**
 * The header an association's payroll software expects for a column of the payroll export
 * (decision 058). A column without a row here keeps its default header.
 */
export const codeExportPaye = pgTable(
  'code_export_paye',
  {
    associationId: integer()
      .notNull()
      .references(() => association.id, { onDelete: 'cascade' }),
    colonne: text().notNull(),
    code: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.associationId, t.colonne] })],
);
