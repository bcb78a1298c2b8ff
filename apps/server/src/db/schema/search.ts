/** A full-text search column: a stored tsvector generated from the row, searched with a GIN index. */
import { customType } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string; driverData: string }>({
  dataType: () => 'tsvector',
});
