/**
 * A person's initials for an avatar: the first letters of their first and last names ("Marco
 * Antonio Rossi" → "MR"), whole characters rather than UTF-16 halves, "?" for a blank name.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return (
    letters
      .map((word) => Array.from(word ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
