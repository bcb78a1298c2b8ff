/** Column helpers every table shares, so ids and timestamps look the same everywhere. */
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** gen_random_uuid() exists on both PostgreSQL 15 and PGlite (18); uuidv7() does not. */
export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const timestamps = () => ({
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});
