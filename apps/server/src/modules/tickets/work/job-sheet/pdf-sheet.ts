/**
 * Page furniture for a printed A4 sheet that reads in either direction: a cursor that moves
 * down and starts a new page when a block does not fit, section headings, label/value grids,
 * tables (header repeated on each page) and image rows. In right-to-left documents columns are
 * laid out from the right, so the first column is the one a reader meets first.
 */
import { PdfText, type TextStyle } from './pdf-text.ts';

export const PAGE = { width: 595.28, height: 841.89, margin: 40, footer: 28 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const MUTED = '#5f6b7a';
const RULE = '#d9dee5';
const BODY: TextStyle = { size: 9.5 };

export interface Column {
  label: string;
  /** Share of the table width. */
  width: number;
  align?: 'start' | 'end';
}

export class PdfSheet {
  readonly text: PdfText;
  y: number = PAGE.margin;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    rtl: boolean,
    readonly accent: string,
  ) {
    this.text = new PdfText(doc, rtl);
  }

  get rtl(): boolean {
    return this.text.rtl;
  }

  get width(): number {
    return CONTENT_WIDTH;
  }

  /** The left edge of a box `width` wide placed `offset` from the start side. */
  startX(offset: number, width: number): number {
    return this.rtl ? PAGE.margin + CONTENT_WIDTH - offset - width : PAGE.margin + offset;
  }

  /** Moves to a new page unless `height` still fits above the footer. */
  ensure(height: number): void {
    if (this.y + height <= PAGE.height - PAGE.margin - PAGE.footer) return;
    this.doc.addPage();
    this.y = PAGE.margin;
  }

  gap(height: number): void {
    this.y += height;
  }

  heading(label: string): void {
    this.ensure(48);
    this.gap(10);
    this.y += this.text.draw(label, PAGE.margin, this.y, CONTENT_WIDTH, {
      size: 11.5,
      bold: true,
      color: this.accent,
    });
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.margin + CONTENT_WIDTH, this.y)
      .lineWidth(0.6)
      .strokeColor(RULE)
      .stroke();
    this.gap(5);
  }

  paragraph(value: string, style: TextStyle = BODY): void {
    for (const line of this.text.layout(value, CONTENT_WIDTH, style)) {
      this.ensure(this.text.lineHeight(style));
      this.y += this.text.drawLines([line], PAGE.margin, this.y, CONTENT_WIDTH, style);
    }
  }

  /** Label above value, two pairs a row. */
  fields(pairs: readonly (readonly [string, string])[]): void {
    const columnWidth = (CONTENT_WIDTH - 16) / 2;
    for (let index = 0; index < pairs.length; index += 2) {
      const row = pairs.slice(index, index + 2);
      const heights = row.map(
        ([label, value]) =>
          this.text.height(label, columnWidth, { size: 8 }) +
          this.text.height(value || '—', columnWidth, BODY),
      );
      const height = Math.max(...heights) + 4;
      this.ensure(height);
      row.forEach(([label, value], column) => {
        const x = this.startX(column * (columnWidth + 16), columnWidth);
        const labelHeight = this.text.draw(label, x, this.y, columnWidth, {
          size: 8,
          color: MUTED,
        });
        this.text.draw(value || '—', x, this.y + labelHeight, columnWidth, BODY);
      });
      this.y += height;
    }
  }

  private row(
    columns: readonly Column[],
    cells: readonly string[],
    style: TextStyle,
    fill?: string,
  ) {
    const widths = columns.map((column) => column.width * CONTENT_WIDTH);
    const padding = 4;
    const height =
      Math.max(
        ...cells.map((cell, index) =>
          this.text.height(cell, (widths[index] ?? 0) - 2 * padding, style),
        ),
      ) +
      2 * padding;
    return {
      height,
      draw: () => {
        if (fill) this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height).fill(fill);
        let offset = 0;
        cells.forEach((cell, index) => {
          const width = widths[index] ?? 0;
          const x = this.startX(offset, width) + padding;
          this.text.draw(cell, x, this.y + padding, width - 2 * padding, {
            ...style,
            align: columns[index]?.align ?? 'start',
          });
          offset += width;
        });
        this.doc
          .moveTo(PAGE.margin, this.y + height)
          .lineTo(PAGE.margin + CONTENT_WIDTH, this.y + height)
          .lineWidth(0.4)
          .strokeColor(RULE)
          .stroke();
        this.y += height;
      },
    };
  }

  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const header = () =>
      this.row(
        columns,
        columns.map((column) => column.label),
        { size: 8.5, bold: true, color: MUTED },
        '#f2f4f7',
      );
    let first = header();
    this.ensure(first.height * 2);
    first.draw();
    for (const cells of rows) {
      const row = this.row(columns, cells, BODY);
      if (this.y + row.height > PAGE.height - PAGE.margin - PAGE.footer) {
        this.ensure(Number.POSITIVE_INFINITY);
        first = header();
        first.draw();
      }
      row.draw();
    }
  }

  /** Images in a row of `perRow`, each fitted in its cell, from the start side. */
  images(images: readonly Buffer[], perRow: number, cellHeight: number): void {
    const gap = 10;
    const cellWidth = (CONTENT_WIDTH - gap * (perRow - 1)) / perRow;
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

  /** The same line on every page: `label(page, pages)` at the foot, start side. */
  footers(label: (page: number, pages: number) => string, note: string): void {
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      const y = PAGE.height - PAGE.margin - PAGE.footer / 2;
      const style: TextStyle = { size: 7.5, color: MUTED };
      this.text.draw(note, PAGE.margin, y, CONTENT_WIDTH, style);
      this.text.draw(label(index + 1, range.count), PAGE.margin, y, CONTENT_WIDTH, {
        ...style,
        align: 'end',
      });
    }
  }
}
