// The exact edits of existing files: above an anchor, into JSON, after a Markdown table.
import { describe, expect, it } from 'vitest';
import {
  anchorComment,
  appendTableRows,
  hasLine,
  insertAboveAnchor,
  setJsonValue,
} from '../edits.js';

const LIST = ['export const ITEMS = [', "  'a',", `  ${anchorComment('items')}`, '];', ''].join(
  '\n',
);

describe('anchored insertions', () => {
  it('inserts above the anchor with its indentation', () => {
    expect(insertAboveAnchor(LIST, 'list.ts', 'items', ["'b',", "'c',"])).toBe(
      [
        'export const ITEMS = [',
        "  'a',",
        "  'b',",
        "  'c',",
        `  ${anchorComment('items')}`,
        '];',
        '',
      ].join('\n'),
    );
  });

  it('refuses, naming the file and the anchor, when the anchor is missing or repeated', () => {
    expect(() => insertAboveAnchor(LIST, 'list.ts', 'other', ['x'])).toThrow(
      'list.ts: the anchor "// new-area:other (npm run new:area inserts above this line)" is missing',
    );
    const twice = `${LIST}${anchorComment('items')}\n`;
    expect(() => insertAboveAnchor(twice, 'list.ts', 'items', ['x'])).toThrow(/appears 2 times/);
  });

  it('tells whether a line is there already', () => {
    expect(hasLine(LIST, "'a',")).toBe(true);
    expect(hasLine(LIST, "'b',")).toBe(false);
  });
});

describe('JSON edits', () => {
  const json = `${JSON.stringify({ nav: { home: 'Home' } }, null, 2)}\n`;

  it('adds a key at a dotted path, creating objects on the way', () => {
    expect(JSON.parse(setJsonValue(json, 'layout.json', 'nav.orders', 'Orders'))).toEqual({
      nav: { home: 'Home', orders: 'Orders' },
    });
    expect(JSON.parse(setJsonValue(json, 'layout.json', 'titles.orders', 'Orders'))).toEqual({
      nav: { home: 'Home' },
      titles: { orders: 'Orders' },
    });
  });

  it('refuses to overwrite a key or to descend into a string', () => {
    expect(() => setJsonValue(json, 'layout.json', 'nav.home', 'x')).toThrow(
      'layout.json: "nav.home" already exists',
    );
    expect(() => setJsonValue(json, 'layout.json', 'nav.home.x', 'x')).toThrow(/is not an object/);
  });
});

describe('Markdown tables', () => {
  const doc = [
    '# API',
    '',
    '### Codes',
    '',
    '| A | B |',
    '| - | - |',
    '| 1 | 2 |',
    '',
    'After.',
  ].join('\n');

  it('appends rows after the last row of the table under the heading', () => {
    expect(
      appendTableRows(doc, 'api.md', '### Codes', ['| 3 | 4 |']).split('\n').slice(4, 9),
    ).toEqual(['| A | B |', '| - | - |', '| 1 | 2 |', '| 3 | 4 |', '']);
  });

  it('refuses without the heading or the table', () => {
    expect(() => appendTableRows(doc, 'api.md', '### Other', [])).toThrow(
      'api.md: the heading "### Other" is missing',
    );
    expect(() => appendTableRows('### Codes\n\nNo table.\n', 'api.md', '### Codes', [])).toThrow(
      /no table/,
    );
  });
});
