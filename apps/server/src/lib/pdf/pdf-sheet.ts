/**
 * Page furniture for a printed A4 sheet, upright or landscape, that reads in either direction:
 * a cursor that moves down and starts a new page when a block does not fit, section headings,
 * label/value grids, tables (header repeated on each page, a totals row, long cells cut to a
 * few lines) and image rows. In right-to-left documents columns are laid out from the right, so
 * the first column is the one a reader meets first.
 */
import { PdfText, type LaidLine, type TextStyle } from './pdf-text.ts';

export type PageOrientation = 'portrait' | 'landscape';

export interface PageSize {
  width: number;
  height: number;
  margin: number;
  footer: number;
}

const A4 = { short: 595.28, long: 841.89 } as const;

export function pageSize(orientation: PageOrientation = 'portrait'): PageSize {
  const portrait = orientation === 'portrait';
  return {
    width: portrait ? A4.short : A4.long,
    height: portrait ? A4.long : A4.short,
    margin: 40,
    footer: 28,
  };
}

export const MUTED = '#5f6b7a';
const RULE = '#d9dee5';
const HEADER_FILL = '#f2f4f7';
const BODY: TextStyle = { size: 9.5 };
const PADDING = 4;
/** Table rows drawn between two turns of the event loop (some tens of milliseconds). */
const ROWS_PER_TURN = 50;

export interface Column {
  label: string;
  /** Share of the table width. */
  width: number;
  align?: 'start' | 'end';
}

export interface TableOptions {
  /** The body's text size (9.5 by default); the header is 1 pt smaller. */
  size?: number;
  /** At most this many lines a cell; the rest is cut with an ellipsis. */
  maxLines?: number;
  /** A last row in bold on a shaded band (the totals). */
  totals?: readonly string[];
}

interface TableRow {
  height: number;
  draw: () => void;
}

export class PdfSheet {
  readonly text: PdfText;
  readonly page: PageSize;
  y: number;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    rtl: boolean,
    readonly accent: string,
    orientation: PageOrientation = 'portrait',
  ) {
    this.text = new PdfText(doc, rtl);
    this.page = pageSize(orientation);
    this.y = this.page.margin;
  }

  get rtl(): boolean {
    return this.text.rtl;
  }

  /** The width between the margins. */
  get width(): number {
    return this.page.width - 2 * this.page.margin;
  }

  /** The lowest y a block may reach above the footer. */
  private get bottom(): number {
    return this.page.height - this.page.margin - this.page.footer;
  }

  /** The left edge of a box `width` wide placed `offset` from the start side. */
  startX(offset: number, width: number): number {
    const { margin } = this.page;
    return this.rtl ? margin + this.width - offset - width : margin + offset;
  }

  /**
   * The top of the first page: a band in the accent colour, the logo and the organisation's
   * name on the start side, the document's title and a line under it on the end side.
   */
  letterhead(
    brand: { name: string; logo: Buffer | null },
    title: string,
    subtitle: TextStyle & { text: string },
  ): void {
    const { doc } = this;
    doc.rect(0, 0, this.page.width, 8).fill(this.accent);
    this.y = this.page.margin;
    const half = this.width / 2;
    let brandHeight = 0;
    if (brand.logo) {
      doc.image(brand.logo, this.startX(0, 140), this.y, {
        fit: [140, 48],
        ...(this.rtl ? { align: 'right' as const } : {}),
      });
      brandHeight = 54;
    }
    brandHeight += this.text.draw(brand.name, this.startX(0, half), this.y + brandHeight, half, {
      size: 13,
      bold: true,
    });
    const end = this.startX(half, half);
    let titleHeight = this.text.draw(title, end, this.y, half, {
      size: 18,
      bold: true,
      color: this.accent,
      align: 'end',
    });
    const { text, ...style } = subtitle;
    titleHeight += this.text.draw(text, end, this.y + titleHeight, half, {
      ...style,
      align: 'end',
    });
    this.gap(Math.max(brandHeight, titleHeight) + 8);
  }

  /** Moves to a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y + height <= this.bottom) return;
    this.doc.addPage();
    this.y = this.page.margin;
  }

  gap(height: number): void {
    this.y += height;
  }

  heading(label: string): void {
    this.ensure(48);
    this.gap(10);
    this.y += this.text.draw(label, this.page.margin, this.y, this.width, {
      size: 11.5,
      bold: true,
      color: this.accent,
    });
    this.rule(this.y, 0.6);
    this.gap(5);
  }

  private rule(y: number, lineWidth: number): void {
    this.doc
      .moveTo(this.page.margin, y)
      .lineTo(this.page.margin + this.width, y)
      .lineWidth(lineWidth)
      .strokeColor(RULE)
      .stroke();
  }

  paragraph(value: string, style: TextStyle = BODY): void {
    for (const line of this.text.layout(value, this.width, style)) {
      this.ensure(this.text.lineHeight(style));
      this.y += this.text.drawLines([line], this.page.margin, this.y, this.width, style);
    }
  }

  /** Label above value, `perRow` pairs a row (two by default). */
  fields(pairs: readonly (readonly [string, string])[], perRow = 2): void {
    const gutter = 16;
    const columnWidth = (this.width - gutter * (perRow - 1)) / perRow;
    for (let index = 0; index < pairs.length; index += perRow) {
      const row = pairs.slice(index, index + perRow);
      const heights = row.map(
        ([label, value]) =>
          this.text.height(label, columnWidth, { size: 8 }) +
          this.text.height(value || '—', columnWidth, BODY),
      );
      const height = Math.max(...heights) + 4;
      this.ensure(height);
      row.forEach(([label, value], column) => {
        const x = this.startX(column * (columnWidth + gutter), columnWidth);
        const labelHeight = this.text.draw(label, x, this.y, columnWidth, {
          size: 8,
          color: MUTED,
        });
        this.text.draw(value || '—', x, this.y + labelHeight, columnWidth, BODY);
      });
      this.y += height;
    }
  }

  /** One row laid out once: its height to decide the page break, then drawn where it lands. */
  private row(
    columns: readonly Column[],
    cells: readonly string[],
    style: TextStyle,
    options: { fill?: string; maxLines?: number } = {},
  ): TableRow {
    const widths = columns.map((column) => column.width * this.width);
    const lines: LaidLine[][] = cells.map((cell, index) =>
      this.text.layout(cell, (widths[index] ?? 0) - 2 * PADDING, style, options.maxLines),
    );
    const height =
      Math.max(...lines.map((cell) => cell.length)) * this.text.lineHeight(style) + 2 * PADDING;
    return {
      height,
      draw: () => {
        if (options.fill) {
          this.doc.rect(this.page.margin, this.y, this.width, height).fill(options.fill);
        }
        let offset = 0;
        lines.forEach((cell, index) => {
          const width = widths[index] ?? 0;
          const x = this.startX(offset, width) + PADDING;
          this.text.drawLines(cell, x, this.y + PADDING, width - 2 * PADDING, {
            ...style,
            align: columns[index]?.align ?? 'start',
          });
          offset += width;
        });
        this.rule(this.y + height, 0.4);
        this.y += height;
      },
    };
  }

  /**
   * A table. Rows are drawn in batches with a turn of the event loop between them: a report of
   * thousands of rows takes seconds of processor, which must not stop the server's other work.
   */
  async table(
    columns: readonly Column[],
    rows: Iterable<readonly string[]>,
    options: TableOptions = {},
  ): Promise<void> {
    const body: TextStyle = { size: options.size ?? BODY.size };
    const header = () =>
      this.row(
        columns,
        columns.map((column) => column.label),
        { size: body.size - 1, bold: true, color: MUTED },
        { fill: HEADER_FILL },
      );
    let first = header();
    this.ensure(first.height * 2);
    first.draw();
    const place = (row: TableRow) => {
      if (this.y + row.height > this.bottom) {
        this.ensure(Number.POSITIVE_INFINITY);
        first = header();
        first.draw();
      }
      row.draw();
    };
    let drawn = 0;
    for (const cells of rows) {
      place(this.row(columns, cells, body, { maxLines: options.maxLines }));
      drawn += 1;
      if (drawn % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    if (options.totals) {
      place(this.row(columns, options.totals, { ...body, bold: true }, { fill: HEADER_FILL }));
    }
  }

  /** Images in a row of `perRow`, each fitted in its cell, from the start side. */
  images(images: readonly Buffer[], perRow: number, cellHeight: number): void {
    const gap = 10;
    const cellWidth = (this.width - gap * (perRow - 1)) / perRow;
    for (let index = 0; index < images.length; index += perRow) {
      this.ensure(cellHeight + gap);
      images.slice(index, index + perRow).forEach((data, column) => {
        const x = this.startX(column * (cellWidth + gap), cellWidth);
        this.doc.image(data, x, this.y, {
          fit: [cellWidth, cellHeight],
          align: 'center',
          valign: 'center',
        });
      });
      this.y += cellHeight + gap;
    }
  }

  /** The same line on every page: `note` on the start side, `label(page, pages)` at the end. */
  footers(label: (page: number, pages: number) => string, note: string): void {
    const range = this.doc.bufferedPageRange();
    const { margin, footer, height } = this.page;
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      const y = height - margin - footer / 2;
      const style: TextStyle = { size: 7.5, color: MUTED };
      this.text.draw(note, margin, y, this.width, style);
      this.text.draw(label(index + 1, range.count), margin, y, this.width, {
        ...style,
        align: 'end',
      });
    }
  }
}
