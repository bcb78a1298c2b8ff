/** The shapes shared by the row checks of every kind of import. */
import type { AccessScope } from '../../lib/access-scope.ts';
import type { TranslationParams } from '../../lib/translate.ts';
import type { Lookups } from './lookups.ts';
import { problem, type ImportProblem, type ImportProblemCode } from './problems.ts';
import type { TableRow } from './read-table.ts';
import {
  parseChoice,
  parseDate,
  parseInteger,
  parseNumber,
  parseText,
  type Parsed,
} from './values.ts';

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

/**
 * Reads one row's cells and collects its problems: each reader gives the parsed value, or ''
 * (text) or null (the others) when the cell is empty or refused, the problem noted. `field` is
 * the field's key: a problem names its column by it.
 */
export class RowCheck {
  readonly problems: ImportProblem[] = [];

  constructor(readonly row: MappedRow) {}

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

  /** A cell every row must fill, as it is ('' when empty, with the problem). */
  required(field: string): string {
    const text = this.row.get(field);
    if (text === '') this.add('required', { field });
    return text;
  }

  /** A text cell of at most `max` characters. */
  text(field: string, max = 200): string {
    return this.take(parseText(this.row.get(field), field, max)) ?? '';
  }

  /** One of `values`, or a word for one in `names` (French, other spellings). */
  choice<T extends string>(
    field: string,
    values: readonly T[],
    names: Record<string, T>,
  ): T | null {
    return this.optional(this.row.get(field), (text) => parseChoice(text, field, values, names));
  }

  number(field: string): number | null {
    return this.optional(this.row.get(field), (text) => parseNumber(text, field));
  }

  integer(field: string, min: number, max: number): number | null {
    return this.optional(this.row.get(field), (text) => parseInteger(text, field, min, max));
  }

  date(field: string): string | null {
    return this.optional(this.row.get(field), (text) => parseDate(text, field));
  }

  /** The row is about a building outside the caller's. */
  outsideScope(): void {
    this.add('outsideScope');
  }

  /**
   * A code must be new: refused when another record of the organisation has it (`taken`, the
   * problem saying which kind) or an earlier row of the file gave it (`seen`, by `key`);
   * otherwise this row claims it.
   */
  newCode(
    code: string,
    key: string,
    taken: false | 'buildingCodeTaken' | 'locationCodeTaken' | 'assetCodeTaken',
    seen: Map<string, number>,
  ): void {
    const earlier = seen.get(key);
    if (taken) this.add(taken, { code });
    else if (earlier !== undefined) this.add('codeTwice', { code, row: earlier });
    else seen.set(key, this.row.number);
  }

  /** The row as the report shows a refused one. */
  rejection(): Rejection {
    return { number: this.row.number, values: this.row.values, problems: this.problems };
  }
}
