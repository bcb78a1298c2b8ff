/** The shapes shared by the row checks of every kind of import. */
import type { AccessScope } from '../../lib/access-scope.ts';
import type { Lookups } from './lookups.ts';
import type { TableRow } from './read-table.ts';

/** A row of the file with its cells reachable by field key (mapped columns only). */
export interface MappedRow extends TableRow {
  get(field: string): string;
}

export interface Rejection {
  number: number;
  values: string[];
  reasons: string[];
}

export interface Accepted<T> {
  number: number;
  value: T;
}

export interface CheckResult<T> {
  accepted: Accepted<T>[];
  rejected: Rejection[];
}

export interface CheckContext {
  lookups: Lookups;
  scope: AccessScope;
}

export const OUTSIDE_SCOPE = 'You can only import into the buildings you are assigned to';

/** Rows whose cells are read through the mapping (header -> field). */
export function mapRows(
  headers: readonly string[],
  mapping: Record<string, string>,
  rows: readonly TableRow[],
): MappedRow[] {
  const columnOf = new Map<string, number>();
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (field) columnOf.set(field, index);
  });
  return rows.map((row) => ({
    ...row,
    get(field: string) {
      const index = columnOf.get(field);
      return index === undefined ? '' : (row.values[index] ?? '').trim();
    },
  }));
}

/** Collects a row's reasons while its cells are read; `take` keeps the value when it parsed. */
export class RowCheck {
  readonly reasons: string[] = [];

  take<T>(parsed: { ok: true; value: T } | { ok: false; reason: string }): T | undefined {
    if (parsed.ok) return parsed.value;
    this.reasons.push(parsed.reason);
    return undefined;
  }

  /** The parsed value of an optional cell, null when empty. */
  optional<T>(
    text: string,
    parse: (text: string) => { ok: true; value: T } | { ok: false; reason: string },
  ): T | null {
    if (text === '') return null;
    return this.take(parse(text)) ?? null;
  }

  require(text: string, label: string): void {
    if (text === '') this.reasons.push(`${label} is required`);
  }
}
