/**
 * A filled form drawn on a PDF sheet, shared by the form's own PDF and the job sheet of the
 * ticket it was filled on: its details with the result (worded and coloured), then every shown
 * field in order, sections as sub-headings, each with its answer in words (or "Not answered"),
 * photos as thumbnails, the signature image, who answered and when, the ticket a failure
 * opened; and the signing at the end. A field's block moves to the next page whole when it
 * fits on one; a longer one (a long text) continues line by line.
 */
import { visibleFieldKeys, type TFormAnswer, type TFormDetail } from '@mainstay/contracts';
import { MUTED, type LaidLine, type PdfSheet, type TextStyle } from '../../../lib/pdf/index.ts';
import { wordAnswer, type WordedAnswer } from './form-pdf-answers.ts';
import type { FormImages } from './form-pdf-images.ts';
import type { FormSheetWords } from './form-pdf-words.ts';

/** Outcome colours, always beside the outcome's word (never the colour alone). */
export const OUTCOME_COLOURS = { pass: '#2e7d32', flag: '#a35200', fail: '#c62828' } as const;

const LABEL_SHARE = 0.36;
const GUTTER = 12;
const PADDING = 4;
const LABEL: TextStyle = { size: 9.5, bold: true };
const ANSWER: TextStyle = { size: 9.5 };
const SMALL: TextStyle = { size: 7.5, color: MUTED };
const THUMBNAILS_PER_ROW = 4;
const THUMBNAIL_HEIGHT = 66;
const SIGNATURE_HEIGHT = 56;
/** Fields drawn between two turns of the event loop. */
const FIELDS_PER_TURN = 25;

/** Something drawn in the answer column: its height, then where it lands. */
interface Piece {
  height: number;
  draw(x: number, y: number, width: number): void;
}

const bottomOf = (sheet: PdfSheet) => sheet.page.height - sheet.page.margin - sheet.page.footer;

function textPieces(sheet: PdfSheet, text: string, width: number, style: TextStyle): Piece[] {
  const lineHeight = sheet.text.lineHeight(style);
  return sheet.text.layout(text, width, style).map((line: LaidLine) => ({
    height: lineHeight,
    draw: (x, y, boxWidth) => sheet.text.drawLines([line], x, y, boxWidth, style),
  }));
}

function imagePieces(
  sheet: PdfSheet,
  worded: WordedAnswer,
  images: FormImages,
  signature: boolean,
  words: FormSheetWords,
  width: number,
): Piece[] {
  const found = worded.images.filter((file) => images.has(file.id));
  const missing = worded.images.filter((file) => !images.has(file.id));
  const pieces: Piece[] = [];
  const perRow = signature ? 1 : THUMBNAILS_PER_ROW;
  const height = signature ? SIGNATURE_HEIGHT : THUMBNAIL_HEIGHT;
  const gap = 6;
  const cell = signature ? Math.min(width, 200) : (width - gap * (perRow - 1)) / perRow;
  for (let index = 0; index < found.length; index += perRow) {
    const row = found.slice(index, index + perRow);
    pieces.push({
      height: height + gap,
      draw: (x, y, boxWidth) =>
        row.forEach((file, column) => {
          const offset = column * (cell + gap);
          const left = sheet.rtl ? x + boxWidth - offset - cell : x + offset;
          sheet.doc.image(images.get(file.id) as Buffer, left, y, {
            fit: [cell, height],
            ...(sheet.rtl ? { align: 'right' as const } : {}),
            valign: 'center',
          });
        }),
    });
  }
  if (missing.length > 0) {
    const names = missing.map((file) => file.name || words.t('answers.fileUnavailable'));
    pieces.push(...textPieces(sheet, names.join('\n'), width, { ...ANSWER, color: MUTED }));
  }
  return pieces;
}

function answerPieces(
  sheet: PdfSheet,
  worded: WordedAnswer,
  answer: TFormAnswer | undefined,
  context: { images: FormImages; words: FormSheetWords; signature: boolean; width: number },
): Piece[] {
  const { words, width } = context;
  const { t } = words;
  const colour = worded.outcome ? OUTCOME_COLOURS[worded.outcome] : undefined;
  const emphasis = worded.outcome === 'flag' || worded.outcome === 'fail';
  const pieces: Piece[] = [];
  if (worded.text === null) {
    pieces.push(...textPieces(sheet, t('answers.notAnswered'), width, { ...ANSWER, color: MUTED }));
    return pieces;
  }
  if (worded.text) {
    const style: TextStyle = { ...ANSWER, bold: emphasis, ...(colour ? { color: colour } : {}) };
    pieces.push(...textPieces(sheet, worded.text, width, style));
  }
  if (worded.note) {
    pieces.push(...textPieces(sheet, worded.note, width, { size: 8, color: colour ?? MUTED }));
  }
  pieces.push(...imagePieces(sheet, worded, context.images, context.signature, words, width));
  if (answer?.ticket) {
    const { number, title } = answer.ticket;
    const style: TextStyle = { size: 8, bold: true, color: colour ?? MUTED };
    pieces.push(...textPieces(sheet, t('answers.openedTicket', { number, title }), width, style));
  }
  if (answer) {
    const date = words.dateTime(answer.answered_at);
    const by = answer.answered_by
      ? t('answers.answeredBy', { name: answer.answered_by.name, date })
      : t('answers.answeredOn', { date });
    pieces.push(...textPieces(sheet, by, width, SMALL));
  }
  return pieces;
}

/** One field: the label on the start side, its answer beside it, a rule under both. */
function drawBlock(sheet: PdfSheet, label: string, pieces: readonly Piece[]): void {
  const labelWidth = sheet.width * LABEL_SHARE;
  const answerWidth = sheet.width - labelWidth - GUTTER;
  const labelLines = sheet.text.layout(label, labelWidth, LABEL);
  const labelHeight = labelLines.length * sheet.text.lineHeight(LABEL);
  const piecesHeight = pieces.reduce((total, piece) => total + piece.height, 0);
  const bottom = bottomOf(sheet);
  const room = bottom - sheet.page.margin;
  const whole = Math.max(labelHeight, piecesHeight) + 2 * PADDING;
  // Whole on one page when it fits there; else starting with its label and first line.
  sheet.ensure(whole <= room ? whole : labelHeight + (pieces[0]?.height ?? 0) + PADDING);
  const top = sheet.y + PADDING;
  sheet.text.drawLines(labelLines, sheet.startX(0, labelWidth), top, labelWidth, LABEL);
  const labelEnd = top + labelHeight;
  const x = sheet.startX(labelWidth + GUTTER, answerWidth);
  let y = top;
  let turned = false;
  for (const piece of pieces) {
    if (y + piece.height > bottom) {
      sheet.y = bottom;
      sheet.ensure(piece.height);
      y = sheet.y;
      turned = true;
    }
    piece.draw(x, y, answerWidth);
    y += piece.height;
  }
  // The label is on the block's first page: it sets the height only when no page was turned.
  sheet.y = (turned ? y : Math.max(y, labelEnd)) + PADDING;
  sheet.doc
    .moveTo(sheet.page.margin, sheet.y)
    .lineTo(sheet.page.margin + sheet.width, sheet.y)
    .lineWidth(0.4)
    .strokeColor('#e3e7ec')
    .stroke();
}

function drawSection(sheet: PdfSheet, label: string, instructions: string): void {
  sheet.ensure(60);
  sheet.gap(8);
  sheet.paragraph(label, { size: 10.5, bold: true, color: sheet.accent });
  if (instructions.trim()) sheet.paragraph(instructions, { size: 8.5, color: MUTED });
  sheet.gap(2);
}

/** Every shown field of the form in order; hidden (conditional) fields are left out. */
export async function drawFormFields(
  sheet: PdfSheet,
  form: TFormDetail,
  words: FormSheetWords,
  images: FormImages,
): Promise<void> {
  const answers = new Map(form.answers.map((answer) => [answer.field_key, answer]));
  const shown = visibleFieldKeys(
    form.definition.fields,
    new Map(form.answers.map((answer) => [answer.field_key, answer.value])),
  );
  const width = sheet.width * (1 - LABEL_SHARE) - GUTTER;
  let drawn = 0;
  for (const field of form.definition.fields) {
    if (!shown.has(field.key)) continue;
    if (field.type === 'section') {
      drawSection(sheet, field.label, field.instructions);
      continue;
    }
    const answer = answers.get(field.key);
    const worded = wordAnswer(field, answer, words);
    const signature = field.type === 'signature';
    drawBlock(
      sheet,
      field.label,
      answerPieces(sheet, worded, answer, { images, words, signature, width }),
    );
    drawn += 1;
    if (drawn % FIELDS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The result as a coloured band with its word, or "no result yet" in grey. */
export function drawFormResult(sheet: PdfSheet, form: TFormDetail, words: FormSheetWords): void {
  const { t } = words;
  const text = t('resultLine', { result: t(`results.${form.result ?? 'none'}`) });
  const style: TextStyle = { size: 10.5, bold: true };
  const height = sheet.text.lineHeight(style) + 6;
  sheet.ensure(height + 8);
  if (!form.result) {
    sheet.paragraph(text, { ...style, color: MUTED });
    sheet.gap(4);
    return;
  }
  const width = Math.min(sheet.width, sheet.text.width(text, style) + 20);
  const x = sheet.startX(0, width);
  sheet.doc.roundedRect(x, sheet.y, width, height, 3).fill(OUTCOME_COLOURS[form.result]);
  sheet.text.draw(text, x + 10, sheet.y + 3, width - 20, { ...style, color: '#ffffff' });
  sheet.gap(height + 8);
}

/** Number, template and version, status, the places and people, the times. */
export function drawFormDetails(sheet: PdfSheet, form: TFormDetail, words: FormSheetWords): void {
  const { t } = words;
  const when = (value: string | null) => (value ? words.dateTime(value) : '');
  const pairs: [string, string][] = [
    [t('fields.number'), form.number],
    [
      t('fields.template'),
      t('templateVersion', { name: form.template.name, version: form.template.version }),
    ],
    [t('fields.status'), t(`statuses.${form.status}`)],
    [t('fields.result'), t(`results.${form.result ?? 'none'}`)],
    [
      t('fields.ticket'),
      form.ticket ? t('ticketRef', { number: form.ticket.number, title: form.ticket.title }) : '',
    ],
    [t('fields.asset'), form.asset?.name ?? ''],
    [t('fields.location'), form.location?.name ?? ''],
    [t('fields.building'), form.building?.name ?? ''],
    [t('fields.startedBy'), form.started_by?.name ?? ''],
    [t('fields.startedAt'), when(form.created_at)],
    [t('fields.completedBy'), form.completed_by?.name ?? ''],
    [t('fields.completedAt'), when(form.completed_at)],
  ];
  sheet.fields(pairs);
}

/** The signing: who, when, how they confirmed who they are, and the drawing. */
export function drawFormSignature(
  sheet: PdfSheet,
  form: TFormDetail,
  words: FormSheetWords,
  images: FormImages,
): void {
  const { t } = words;
  const { signature } = form;
  if (!signature && !form.requires_signature) return;
  sheet.heading(t('sections.signature'));
  if (!signature) {
    sheet.paragraph(t('signature.notSigned'), { ...ANSWER, color: MUTED });
    return;
  }
  sheet.fields(
    [
      [t('signature.signedBy'), signature.signed_by?.name ?? t('signature.unknownSigner')],
      [t('signature.signedAt'), words.dateTime(signature.signed_at)],
      [t('signature.method'), t(`signature.methods.${signature.method}`)],
    ],
    3,
  );
  const drawing = signature.file ? images.get(signature.file.id) : undefined;
  if (drawing) {
    sheet.ensure(SIGNATURE_HEIGHT * 1.5 + 8);
    const width = 240;
    sheet.doc.image(drawing, sheet.startX(0, width), sheet.y + 4, {
      fit: [width, SIGNATURE_HEIGHT * 1.5],
      ...(sheet.rtl ? { align: 'right' as const } : {}),
    });
    sheet.gap(SIGNATURE_HEIGHT * 1.5 + 8);
  }
}

/** The whole form after a title the caller draws: details, result, answers, signing. */
export async function drawForm(
  sheet: PdfSheet,
  form: TFormDetail,
  words: FormSheetWords,
  images: FormImages,
): Promise<void> {
  drawFormResult(sheet, form, words);
  drawFormDetails(sheet, form, words);
  sheet.heading(words.t('sections.answers'));
  await drawFormFields(sheet, form, words, images);
  drawFormSignature(sheet, form, words, images);
}
