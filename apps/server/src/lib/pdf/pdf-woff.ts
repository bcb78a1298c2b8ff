/**
 * WOFF 1.0 to a plain OpenType (sfnt) font. fontkit reads WOFF, but it inflates a compressed
 * table again on every read, and it reads the glyph table once per glyph drawn: a report of
 * a few thousand cells then spends seconds inflating. Inflated once here, the font is read as
 * a TTF. Format: https://www.w3.org/TR/WOFF/ (header, table directory, zlib-compressed tables).
 */
import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const WOFF_HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_HEADER = 12;
const SFNT_ENTRY = 16;

const align4 = (length: number) => (length + 3) & ~3;

export function isWoff(data: Buffer): boolean {
  return data.length >= WOFF_HEADER && data.readUInt32BE(0) === WOFF_SIGNATURE;
}

/** The font as sfnt; tables named in `without` (e.g. GSUB, GPOS) are left out. */
export function woffToSfnt(woff: Buffer, without: readonly string[] = []): Buffer {
  if (!isWoff(woff)) throw new Error('Not a WOFF font');
  const flavor = woff.readUInt32BE(4);
  const entries = Array.from({ length: woff.readUInt16BE(12) }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY;
    return { entry, tag: woff.toString('latin1', entry, entry + 4) };
  }).filter(({ tag }) => !without.includes(tag));
  const tables = entries.map(({ entry }) => {
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error('A WOFF table has the wrong length');
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data };
  });
  const numTables = tables.length;
  // The sfnt table directory is sorted by tag, as the WOFF one is; binary search fields follow.
  const power = 2 ** Math.floor(Math.log2(numTables));
  let offset = SFNT_HEADER + numTables * SFNT_ENTRY;
  const size = tables.reduce((total, table) => total + align4(table.data.length), offset);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(numTables, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(numTables * 16 - power * 16, 10);
  tables.forEach((table, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY;
    sfnt.writeUInt32BE(table.tag, entry);
    sfnt.writeUInt32BE(table.checksum, entry + 4);
    sfnt.writeUInt32BE(offset, entry + 8);
    sfnt.writeUInt32BE(table.data.length, entry + 12);
    table.data.copy(sfnt, offset);
    offset += align4(table.data.length);
  });
  return sfnt;
}
