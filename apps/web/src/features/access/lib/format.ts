/** Formatting shared by the access panels: dates in the reader's language, audit values. */
export function formatDateTime(value: string | null, language: string): string {
  if (!value) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(value),
  );
}

export function formatDate(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(value));
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A before/after value as a person reads it; `empty` stands for no value. */
export function formatAuditValue(value: unknown, language: string, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) {
    return value.length === 0
      ? empty
      : value.map((item) => formatAuditValue(item, language, empty)).join(', ');
  }
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return formatDateTime(value, language);
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
