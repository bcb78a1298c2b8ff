/**
 * @mentions in a comment: find the "@partial" being typed at the caret, put "@Full Name " in its
 * place, and at sending time keep only the people whose "@Name" is still in the text.
 */

export interface MentionQuery {
  /** Index of the "@". */
  start: number;
  /** What follows the "@" up to the caret. */
  text: string;
}

// "@" at the start or after a space, then one word: a space ends the search, so the list does
// not reopen after "@Full Name " is inserted.
const MENTION_AT_CARET = /(^|\s)@([\p{L}\p{N}._'-]*)$/u;

export function mentionAt(value: string, caret: number): MentionQuery | null {
  const match = MENTION_AT_CARET.exec(value.slice(0, caret));
  if (!match) return null;
  const text = match[2] ?? '';
  return { start: caret - text.length - 1, text };
}

export function insertMention(
  value: string,
  query: MentionQuery,
  caret: number,
  name: string,
): { value: string; caret: number } {
  const inserted = `@${name} `;
  return {
    value: value.slice(0, query.start) + inserted + value.slice(caret),
    caret: query.start + inserted.length,
  };
}

export function matchingPeople<T extends { name: string; email?: string }>(
  people: readonly T[],
  text: string,
  limit = 6,
): T[] {
  const needle = text.trim().toLocaleLowerCase();
  return people
    .filter(
      (person) =>
        !needle ||
        person.name.toLocaleLowerCase().includes(needle) ||
        (person.email ?? '').toLocaleLowerCase().startsWith(needle),
    )
    .slice(0, limit);
}

/** The ids of chosen people still named in the body, at most the contract's 20. */
export function mentionIds(
  body: string,
  chosen: readonly { id: string; name: string }[],
): string[] {
  const ids = chosen
    .filter((person) => body.includes(`@${person.name}`))
    .map((person) => person.id);
  return [...new Set(ids)].slice(0, 20);
}
