/**
 * A small RFC 4180 reader: walks the text once and yields one record at a time (quoted cells
 * with commas, quotes and line breaks; CRLF, LF or CR line ends), so a large file is never
 * split into an intermediate array of lines. The delimiter (comma, semicolon or tab) is
 * detected from the header line, as spreadsheets in French locales save with semicolons.
 */

export interface CsvRecord {
  /** The record's number in the file, the header being 1. */
  number: number;
  values: string[];
}

/** The delimiter used most outside quotes on the first line. */
export function detectDelimiter(text: string): string {
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  for (let index = 0; index < text.length && index < 64 * 1024; index += 1) {
    const char = text[index] as string;
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

export function* readCsv(input: string, delimiter = detectDelimiter(input)): Generator<CsvRecord> {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const length = text.length;
  let position = 0;
  let number = 0;
  while (position < length) {
    const values: string[] = [];
    let endOfRecord = false;
    while (!endOfRecord) {
      let value = '';
      if (text[position] === '"') {
        position += 1;
        for (;;) {
          const quote = text.indexOf('"', position);
          if (quote === -1) {
            // An unclosed quote takes the rest of the file, as spreadsheets do.
            value += text.slice(position);
            position = length;
            break;
          }
          value += text.slice(position, quote);
          position = quote + 1;
          if (text[position] === '"') {
            value += '"';
            position += 1;
          } else break;
        }
        // Anything between the closing quote and the next delimiter is kept, leniently.
        while (position < length && !isEnd(text, position, delimiter)) {
          value += text[position];
          position += 1;
        }
      } else {
        const start = position;
        while (position < length && !isEnd(text, position, delimiter)) position += 1;
        value = text.slice(start, position);
      }
      values.push(value);
      if (position >= length) endOfRecord = true;
      else if (text[position] === delimiter) position += 1;
      else {
        if (text[position] === '\r' && text[position + 1] === '\n') position += 2;
        else position += 1;
        endOfRecord = true;
      }
    }
    number += 1;
    yield { number, values };
  }
}

function isEnd(text: string, position: number, delimiter: string): boolean {
  const char = text[position];
  return char === delimiter || char === '\n' || char === '\r';
}
