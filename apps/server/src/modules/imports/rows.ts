/** The shapes shared by the row checks of every kind of import. */
import type { AccessScope } from '../../lib/access-scope.ts';
import type { TranslationParams } from '../../lib/translate.ts';
import type { Lookups } from './lookups.ts';
import { problem, type ImportProblem, type ImportProblemCode } from './problems.ts';
import type { TableRow } from './read-table.ts';
import type { Parsed } from './values.ts';

/** A row of the file with its cells reachable by field key (mapped columns only). */
export interface MappedRow extends TableRow {
  get(field: string): string;
}

export interface Rejection {
  number: number;
  values: string[];
  problems: ImportProblem[];
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

/** Collects a row's problems while its cells are read; `take` keeps the value when it parsed. */
export class RowCheck {
  readonly problems: ImportProblem[] = [];

  get failed(): boolean {
    return this.problems.length > 0;
  }

  add(code: ImportProblemCode, params?: TranslationParams): void {
    this.problems.push(problem(code, params));
  }

  take<T>(parsed: Parsed<T>): T | undefined {
    if (parsed.ok) return parsed.value;
    this.problems.push(parsed.problem);
    return undefined;
  }

  /** The parsed value of an optional cell, null when empty. */
  optional<T>(text: string, parse: (text: string) => Parsed<T>): T | null {
    if (text === '') return null;
    return this.take(parse(text)) ?? null;
  }

  /** `field` (a field key) must not be empty. */
  require(text: string, field: string): void {
    if (text === '') this.add('required', { field });
  }

  /** The row as rejected, with its problems. */
  rejection(row: TableRow): Rejection {
    return { number: row.number, values: row.values, problems: this.problems };
  }
}
