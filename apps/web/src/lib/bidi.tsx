/**
 * Text of another direction kept whole inside the page's. In Arabic a phone number
 * ("+44 7700 900104") would read "900104 7700 44+", an e-mail address or a code would break at
 * its punctuation, and the full stop of an English sentence would jump to the start of the line.
 * `<bdi>` isolates such text from what surrounds it: with `dir="ltr"` for values that are always
 * left to right (phone numbers, e-mail addresses, codes, serials), with the browser's guess
 * (`dir="auto"`, from the first strong letter) for text a person typed.
 */
import type { ReactNode } from 'react';

/** A value always written left to right: a phone number, an e-mail address, a code. */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>;
}

/** Text a person typed, in whichever direction its first letters have. */
export function Isolated({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>;
}

/**
 * Plain text (a string or a number) isolated; anything else (an element, which isolates what it
 * needs itself, or nothing) as it is. For shared displays that show whatever a page gives them.
 */
export function isolate(value: ReactNode): ReactNode {
  if (typeof value === 'string') return value === '' ? value : <Isolated>{value}</Isolated>;
  if (typeof value === 'number') return <Isolated>{value}</Isolated>;
  return value;
}

/**
 * The same isolation inside a string, for a value put into translated text where no element can
 * go (a page title, an attribute): Unicode's left-to-right isolate, or first-strong isolate for
 * text a person typed, each closed by its pop.
 */
export const ltrText = (value: string): string => `\u2066${value}\u2069`;
export const isolatedText = (value: string): string => `\u2068${value}\u2069`;

/** Input types whose values are written left to right whatever the page's language. */
const LTR_INPUT_TYPES = new Set(['tel', 'email', 'url']);

export const isLtrInputType = (type: string | undefined): boolean =>
  type !== undefined && LTR_INPUT_TYPES.has(type);

/** The extras of a form input holding a left-to-right value (a code, a serial number). */
export const LTR_INPUT = { slotProps: { htmlInput: { dir: 'ltr' } } } as const;
