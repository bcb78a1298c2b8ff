/**
 * Bidirectional text for PDFKit. PDFKit lays words out left to right only, so Arabic
 * sentences (and Latin names or numbers inside them) come out in the wrong order. Here each
 * paragraph gets its Unicode bidi levels (bidi-js), is wrapped in logical order, and every line
 * is cut into runs of one level and one font family, put in visual order (rule L2 of the
 * algorithm) and drawn run by run at measured positions. Arabic runs are handed to fontkit in
 * logical order: it shapes them (joined letters) and reverses them itself.
 */
import bidiFactory from 'bidi-js';
import { familyOf, fontName, type FontFamily, type FontWeight } from './pdf-fonts.ts';

const bidi = bidiFactory();

export interface TextStyle {
  size: number;
  bold?: boolean;
  color?: string;
  /** Where lines sit in their box: start is right in right-to-left documents. */
  align?: 'start' | 'end' | 'center';
}

interface Run {
  text: string;
  family: FontFamily;
  level: number;
  /** Its width as drawn (set once the line is laid out). */
  width: number;
  /** Its place in reading (logical) order. */
  order: number;
}

export interface LaidLine {
  runs: Run[];
  width: number;
}

/** Bidi marks (LRM, RLM, ALM, embeddings, isolates): they steer the levels but draw nothing. */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const visible = (text: string): string => text.replace(BIDI_CONTROLS, '');
/** Control characters other than line breaks: no font draws them (tabs become spaces). */
// eslint-disable-next-line no-control-regex -- these are the characters it removes
const CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

const ELLIPSIS = '\u2026';

/** Character widths at 1 pt by font (`latin-400\u0000a`), shared by every document. */
const CHARACTER_WIDTHS = new Map<string, number>();

const ARABIC_LETTER =
  /[\u0620-\u064a\u066e-\u06d3\u06fa-\u06fc\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;

export class PdfText {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly rtl: boolean,
  ) {}

  lineHeight(style: TextStyle): number {
    return style.size * 1.5;
  }

  private font(family: FontFamily, style: TextStyle): PDFKit.PDFDocument {
    const weight: FontWeight = style.bold ? 700 : 400;
    return this.doc.font(fontName(family, weight)).fontSize(style.size);
  }

  /**
   * Width of one run of a family. Latin text is summed from the widths of its characters, kept
   * per font: shaping every distinct word with fontkit cost a large report seconds, and kerning
   * only moves a glyph by a fraction of a point. Arabic is shaped: its letters change form (and
   * width) with their neighbours.
   */
  private runWidth(family: FontFamily, text: string, style: TextStyle): number {
    const font = this.font(family, style);
    if (family === 'arabic') return font.widthOfString(text);
    const prefix = `${fontName(family, style.bold ? 700 : 400)}\u0000`;
    let width = 0;
    for (const char of text) {
      let unit = CHARACTER_WIDTHS.get(prefix + char);
      if (unit === undefined) {
        unit = font.widthOfString(char) / style.size;
        CHARACTER_WIDTHS.set(prefix + char, unit);
      }
      width += unit;
    }
    return width * style.size;
  }

  /** Width of logical text [start, end), font family by family. */
  private measure(text: string, start: number, end: number, style: TextStyle): number {
    let width = 0;
    let from = start;
    for (let index = start + 1; index <= end; index += 1) {
      const boundary =
        index === end || familyOf(text.charCodeAt(index)) !== familyOf(text.charCodeAt(from));
      if (boundary) {
        width += this.runWidth(
          familyOf(text.charCodeAt(from)),
          visible(text.slice(from, index)),
          style,
        );
        from = index;
      }
    }
    return width;
  }

  /** Logical line ranges of one paragraph, wrapped greedily at spaces (long words are cut). */
  private wrap(text: string, maxWidth: number, style: TextStyle): [number, number][] {
    const lines: [number, number][] = [];
    let lineStart = 0;
    let lineEnd = 0;
    let width = 0;
    for (const token of text.matchAll(/[^ ]+ *| +/g)) {
      const start = token.index;
      const end = start + token[0].length;
      const coreEnd = start + token[0].replace(/ +$/, '').length;
      const core = this.measure(text, start, coreEnd, style);
      if (lineEnd > lineStart && width + core > maxWidth) {
        lines.push([lineStart, lineEnd]);
        lineStart = start;
        width = 0;
      }
      if (core > maxWidth) {
        // A word wider than the box: cut it where it overflows.
        let cut = start;
        for (let index = start + 1; index <= coreEnd; index += 1) {
          if (index > cut + 1 && this.measure(text, cut, index, style) > maxWidth) {
            lines.push([cut, index - 1]);
            cut = index - 1;
          }
        }
        lineStart = cut;
        width = this.measure(text, cut, end, style);
      } else {
        width += this.measure(text, start, end, style);
      }
      lineEnd = end;
    }
    if (lineEnd > lineStart || lines.length === 0) lines.push([lineStart, lineEnd]);
    return lines.map(([start, end]) => [
      start,
      start + text.slice(start, end).replace(/ +$/, '').length,
    ]);
  }

  /** The runs of a logical line, in visual order (left to right). */
  private visualRuns(text: string, levels: Uint8Array, start: number, end: number): Run[] {
    const runs: Run[] = [];
    for (let index = start; index < end; index += 1) {
      const family = familyOf(text.charCodeAt(index));
      const level = levels[index] ?? 0;
      const last = runs.at(-1);
      if (last && last.family === family && last.level === level) last.text += text[index];
      else runs.push({ text: text[index] ?? '', family, level, width: 0, order: runs.length });
    }
    const highest = Math.max(0, ...runs.map((run) => run.level));
    const lowestOdd = Math.min(
      ...runs.map((run) => (run.level % 2 === 1 ? run.level : Number.POSITIVE_INFINITY)),
    );
    // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at or above it.
    for (let level = highest; level >= lowestOdd && level > 0; level -= 1) {
      let index = 0;
      while (index < runs.length) {
        if ((runs[index]?.level ?? 0) < level) {
          index += 1;
          continue;
        }
        let stop = index;
        while (stop < runs.length && (runs[stop]?.level ?? 0) >= level) stop += 1;
        runs.splice(index, stop - index, ...runs.slice(index, stop).reverse());
        index = stop;
      }
    }
    return runs.map((run) => ({
      ...run,
      text: this.orientRun({ ...run, text: visible(run.text) }),
    }));
  }

  /**
   * Right-to-left runs that fontkit will not reverse (no Arabic letter: spaces, brackets,
   * dashes) are reversed and mirrored here; Arabic runs stay logical for shaping.
   */
  private orientRun(run: Run): string {
    if (run.level % 2 === 0 || (run.family === 'arabic' && ARABIC_LETTER.test(run.text))) {
      return run.text;
    }
    return [...run.text]
      .reverse()
      .map((char) => bidi.getMirroredCharacter(char) ?? char)
      .join('');
  }

  private levels(paragraph: string): Uint8Array {
    return bidi.getEmbeddingLevels(paragraph, this.rtl ? 'rtl' : 'ltr').levels;
  }

  /**
   * Lines of a text (hard line breaks kept) wrapped to `width`; with `maxLines`, the lines past
   * it are dropped and the last one kept ends with an ellipsis (in logical order, so it stands
   * at the end a reader meets last in either direction).
   */
  layout(text: string, width: number, style: TextStyle, maxLines = Infinity): LaidLine[] {
    const paragraphs = text
      .replace(/\r\n?/g, '\n')
      .replace(/\t/g, ' ')
      // French amounts group digits with a narrow no-break space, which the Latin subset lacks.
      .replace(/\u202f/g, '\u00a0')
      .replace(CONTROLS, '')
      .split('\n');
    const ranges = paragraphs.flatMap((paragraph) => {
      const levels = this.levels(paragraph);
      return this.wrap(paragraph, width, style).map(([start, end]) => ({
        paragraph,
        levels,
        start,
        end,
      }));
    });
    const kept = ranges.slice(0, maxLines);
    const last = kept.at(-1);
    if (last && ranges.length > kept.length) {
      let end = last.end;
      // The kept part of the line, without trailing spaces, then the ellipsis.
      const shortened = () =>
        `${last.paragraph.slice(0, last.start)}${last.paragraph.slice(last.start, end).trimEnd()}${ELLIPSIS}`;
      while (
        end > last.start &&
        this.measure(shortened(), last.start, shortened().length, style) > width
      ) {
        end -= 1;
      }
      const paragraph = shortened();
      kept[kept.length - 1] = {
        ...last,
        paragraph,
        levels: this.levels(paragraph),
        end: paragraph.length,
      };
    }
    return kept.map(({ paragraph, levels, start, end }) => {
      const runs = this.visualRuns(paragraph, levels, start, end).map((run) => ({
        ...run,
        width: this.runWidth(run.family, run.text, style),
      }));
      return { runs, width: runs.reduce((total, run) => total + run.width, 0) };
    });
  }

  height(text: string, width: number, style: TextStyle): number {
    return this.layout(text, width, style).length * this.lineHeight(style);
  }

  /** Width of a one-line text in its fonts, as drawn (for sizing columns). */
  width(text: string, style: TextStyle): number {
    return this.measure(text, 0, text.length, style);
  }

  /** Draws laid-out lines from (x, y) in a box `width` wide; returns the height used. */
  drawLines(lines: LaidLine[], x: number, y: number, width: number, style: TextStyle): number {
    const align = style.align ?? 'start';
    lines.forEach((line, index) => {
      const free = width - line.width;
      const towardsRight = (align === 'start') === this.rtl;
      let cursor = x + (align === 'center' ? free / 2 : towardsRight ? free : 0);
      const placed = line.runs.map((run) => {
        const left = cursor;
        cursor += run.width;
        return { run, left };
      });
      // One baseline for every family: their ascenders differ (Arabic is taller).
      const baseline = y + index * this.lineHeight(style) + style.size * 1.1;
      // Placed left to right, written in reading order: text extraction, search and screen
      // readers follow the order of the content, so a line reads in order in either direction.
      placed.sort((a, b) => a.run.order - b.run.order);
      for (const { run, left } of placed) {
        if (!run.text.trim()) continue;
        this.font(run.family, style)
          .fillColor(style.color ?? '#1f2933')
          .text(run.text, left, baseline, { lineBreak: false, baseline: 'alphabetic' });
      }
    });
    return lines.length * this.lineHeight(style);
  }

  draw(text: string, x: number, y: number, width: number, style: TextStyle): number {
    return this.drawLines(this.layout(text, width, style), x, y, width, style);
  }
}
