import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Users. Row id 1 is the anonymous user (spec: id 1 means not signed in); a migration inserts it
 * and starts the id sequence at 2.
 */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 2 }),
    email: text('email'),
    name: text('name').notNull(),
    role: text('role').notNull().default('FREE'),
    passwordHash: text('password_hash'),
    languageNative: text('language_native'),
    languageLearn: text('language_learn'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);

export type UserRow = typeof users.$inferSelect;
