/**
 * A simple horizontal bar chart for printed reports: one line per point with its label on the
 * start side, one bar per series growing from the start side on one scale, each bar's value
 * beside it, and a legend above. In right-to-left documents the bars grow leftwards.
 */
import { MUTED, type PdfSheet } from './pdf-sheet.ts';
import type { TextStyle } from './pdf-text.ts';

export interface BarChart {
  series: readonly string[];
  points: readonly { label: string; values: readonly (number | null)[] }[];
  /** A value as the reader sees it ("12", "€1,200.00"). */
  format: (value: number, series: number) => string;
}

const PALETTE = ['#3b6fb6', '#e08a2e', '#6a9e4f', '#9b5fb0'];
const BAR = 7;
const GAP = 6;
const LABEL: TextStyle = { size: 8 };

export function drawBarChart(sheet: PdfSheet, chart: BarChart): void {
  const values = chart.points.flatMap((point) => point.values);
  const highest = Math.max(0, ...values.map((value) => value ?? 0));
  if (chart.points.length === 0 || highest <= 0) return;
  const colours = chart.series.map((_, index) =>
    index === 0 ? sheet.accent : (PALETTE[index % PALETTE.length] ?? MUTED),
  );
  legend(sheet, chart.series, colours);
  const labelWidth = Math.min(180, sheet.width * 0.28);
  const valueWidth = 70;
  const barsWidth = sheet.width - labelWidth - valueWidth - 2 * GAP;
  for (const point of chart.points) {
    const height = Math.max(chart.series.length * (BAR + 2), sheet.text.lineHeight(LABEL)) + GAP;
    sheet.ensure(height);
    sheet.text.layout(point.label, labelWidth, LABEL, 1).forEach((line) => {
      sheet.text.drawLines([line], sheet.startX(0, labelWidth), sheet.y, labelWidth, LABEL);
    });
    point.values.forEach((value, index) => {
      const top = sheet.y + index * (BAR + 2);
      const length = value && value > 0 ? (value / highest) * barsWidth : 0;
      const start = labelWidth + GAP;
      if (length > 0) {
        sheet.doc.rect(sheet.startX(start, length), top, length, BAR).fill(colours[index] ?? MUTED);
      }
      if (value !== null) {
        const textX = sheet.startX(start + length + 3, valueWidth);
        sheet.text.draw(chart.format(value, index), textX, top - 0.5, valueWidth, {
          size: 6.5,
          color: MUTED,
        });
      }
    });
    sheet.gap(height);
  }
}

function legend(sheet: PdfSheet, series: readonly string[], colours: readonly string[]): void {
  const style: TextStyle = { size: 8, color: MUTED };
  sheet.ensure(sheet.text.lineHeight(style) + GAP);
  let offset = 0;
  series.forEach((label, index) => {
    const width = sheet.text.width(label, style);
    sheet.doc.rect(sheet.startX(offset, 8), sheet.y + 3, 8, 8).fill(colours[index] ?? MUTED);
    sheet.text.draw(label, sheet.startX(offset + 12, width + 1), sheet.y, width + 1, style);
    offset += width + 28;
  });
  sheet.gap(sheet.text.lineHeight(style) + GAP);
}
