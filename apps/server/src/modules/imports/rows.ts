/** The shapes shared by the row checks of every kind of import. */
import type { AccessScope } from '../../lib/access-scope.ts';
import type { Lookups } from './lookups.ts';
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

/**
 * Reads one row's cells and collects its reasons: each reader gives the parsed value, or ''
 * (text) or null (the others) when the cell is empty or refused, the reason noted.
 */
export class RowCheck {
  readonly reasons: string[] = [];

  constructor(readonly row: MappedRow) {}

  take<T>(parsed: Parsed<T>): T | undefined {
    if (parsed.ok) return parsed.value;
    this.reasons.push(parsed.reason);
    return undefined;
  }

  /** The parsed value of an optional cell, null when empty. */
  optional<T>(text: string, parse: (text: string) => Parsed<T>): T | null {
    if (text === '') return null;
    return this.take(parse(text)) ?? null;
  }

  require(text: string, label: string): void {
    if (text === '') this.reasons.push(`${label} is required`);
  }

  /** A cell every row must fill, as it is ('' when empty, with the reason). */
  required(field: string, label: string): string {
    const text = this.row.get(field);
    this.require(text, label);
    return text;
  }

  /** A text cell of at most `max` characters. */
  text(field: string, label: string, max = 200): string {
    return this.take(parseText(this.row.get(field), label, max)) ?? '';
  }

  /** One of `values`, or a word for one in `names` (French, other spellings). */
  choice<T extends string>(
    field: string,
    label: string,
    values: readonly T[],
    names: Record<string, T>,
  ): T | null {
    return this.optional(this.row.get(field), (text) => parseChoice(text, label, values, names));
  }

  number(field: string, label: string): number | null {
    return this.optional(this.row.get(field), (text) => parseNumber(text, label));
  }

  integer(field: string, label: string, min: number, max: number): number | null {
    return this.optional(this.row.get(field), (text) => parseInteger(text, label, min, max));
  }

  date(field: string, label: string): string | null {
    return this.optional(this.row.get(field), (text) => parseDate(text, label));
  }

  /** The row is about a building outside the caller's. */
  outsideScope(): void {
    this.reasons.push(OUTSIDE_SCOPE);
  }

  /**
   * A code must be new: refused when another `thing` of the organisation has it (`taken`) or
   * an earlier row of the file gave it (`seen`, by `key`); otherwise this row claims it.
   */
  newCode(code: string, key: string, taken: boolean, seen: Map<string, number>, thing: string) {
    const earlier = seen.get(key);
    if (taken) this.reasons.push(`Code "${code}" is already used by another ${thing}`);
    else if (earlier !== undefined) {
      this.reasons.push(`Code "${code}" appears twice in the file (also row ${earlier})`);
    } else seen.set(key, this.row.number);
  }

  /** The row as the report shows a refused one. */
  rejection(): Rejection {
    return { number: this.row.number, values: this.row.values, reasons: this.reasons };
  }
}
