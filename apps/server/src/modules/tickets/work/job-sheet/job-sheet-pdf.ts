/**
 * The job sheet of a completed ticket as a PDF: the organisation's branding, what was reported
 * and where, the status history, the work done (completion notes, time, parts, purchase orders
 * and invoices, costs), photos and signatures, in English, French or Arabic (right to left);
 * then what other modules add (the forms filled on the ticket), each part on its own pages.
 */
import { createPdfDocument, type PdfSheet } from '../../../../lib/pdf/index.ts';
import type { JobSheetPart } from '../../ticket-hooks.ts';
import type { JobSheetData } from './job-sheet-data.ts';
import type { JobSheetWords } from './job-sheet-labels.ts';

const cents = (value: number): number => value / 100;

function header(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): void {
  sheet.letterhead(data.organisation, words.t('title'), {
    text: data.ticket.number,
    size: 12,
    bold: true,
  });
  sheet.paragraph(data.ticket.title, { size: 15, bold: true });
}

function details(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): void {
  const { ticket } = data;
  const t = words.t;
  sheet.heading(t('sections.details'));
  const pairs: [string, string][] = [
    [t('fields.number'), ticket.number],
    [t('fields.kind'), t(`kinds.${ticket.kind}`)],
    [t('fields.building'), data.building],
    [t('fields.location'), data.location ?? ''],
    [t('fields.asset'), data.asset ?? ''],
    [t('fields.category'), data.category ?? ''],
    [t('fields.priority'), t(`priorities.${ticket.priority}`)],
    [t('fields.status'), t(`statuses.${ticket.status}`)],
    [t('fields.reporter'), data.reporter],
    [t('fields.created'), words.dateTime(ticket.createdAt)],
    [t('fields.started'), ticket.startedAt ? words.dateTime(ticket.startedAt) : ''],
    [t('fields.completed'), ticket.completedAt ? words.dateTime(ticket.completedAt) : ''],
    [t('fields.completedBy'), data.completedBy ?? ''],
  ];
  sheet.fields(pairs);
  if (ticket.description.trim()) {
    sheet.heading(t('sections.description'));
    sheet.paragraph(ticket.description);
  }
}

async function history(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): Promise<void> {
  const t = words.t;
  // '›' is in the Latin subset (arrows are not) and bidi mirroring turns it round in Arabic.
  const arrow = ' › ';
  const status = (value: string | null) => (value ? t(`statuses.${value}`) : '');
  sheet.heading(t('sections.timeline'));
  await sheet.table(
    [
      { label: t('columns.date'), width: 0.26 },
      { label: t('columns.change'), width: 0.49 },
      { label: t('columns.by'), width: 0.25 },
    ],
    data.history.map((entry) => {
      const change = entry.to
        ? [status(entry.from), status(entry.to)].filter(Boolean).join(arrow)
        : t('history.created');
      const reason = entry.reason ? `\n${t('history.reason', { reason: entry.reason })}` : '';
      return [words.dateTime(entry.at), change + reason, entry.actor ?? ''];
    }),
  );
  if (data.ticket.completionNotes?.trim()) {
    sheet.heading(t('sections.completion'));
    sheet.paragraph(data.ticket.completionNotes);
  }
}

async function work(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): Promise<void> {
  const t = words.t;
  if (data.timeLogs.length > 0) {
    sheet.heading(t('sections.time'));
    await sheet.table(
      [
        { label: t('columns.person'), width: 0.3 },
        { label: t('columns.date'), width: 0.25 },
        { label: t('columns.duration'), width: 0.15, align: 'end' },
        { label: t('columns.rate'), width: 0.15, align: 'end' },
        { label: t('columns.cost'), width: 0.15, align: 'end' },
      ],
      data.timeLogs.map((log) => [
        log.person,
        words.dateTime(log.startedAt),
        log.minutes === null ? '…' : words.duration(log.minutes),
        words.money(cents(log.rateCents)),
        words.money(cents(log.costCents)),
      ]),
    );
  }
  if (data.parts.length > 0) {
    sheet.heading(t('sections.parts'));
    await sheet.table(
      [
        { label: t('columns.description'), width: 0.49 },
        { label: t('columns.quantity'), width: 0.13, align: 'end' },
        { label: t('columns.unitCost'), width: 0.19, align: 'end' },
        { label: t('columns.total'), width: 0.19, align: 'end' },
      ],
      data.parts.map((part) => [
        part.description,
        String(part.quantity),
        words.money(cents(part.unitCostCents)),
        words.money(cents(part.totalCents)),
      ]),
    );
  }
  if (data.documents.length > 0) {
    sheet.heading(t('sections.procurement'));
    await sheet.table(
      [
        { label: t('columns.document'), width: 0.3 },
        { label: t('columns.supplier'), width: 0.3 },
        { label: t('columns.documentStatus'), width: 0.2 },
        { label: t('columns.total'), width: 0.2, align: 'end' },
      ],
      data.documents.map((doc) => [
        t(doc.kind === 'invoice' ? 'documents.invoice' : 'documents.purchaseOrder', {
          number: doc.number,
        }),
        doc.supplier,
        t(`documentStatuses.${doc.status}`),
        new Intl.NumberFormat(words.language === 'ar' ? 'ar-u-nu-latn' : words.language, {
          style: 'currency',
          currency: doc.currency,
        }).format(cents(doc.totalCents)),
      ]),
    );
  }
}

async function costs(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): Promise<void> {
  const t = words.t;
  sheet.heading(t('sections.costs'));
  const money = (value: number) => words.money(cents(value));
  await sheet.table(
    [
      { label: t('sections.costs'), width: 0.7 },
      { label: t('columns.total'), width: 0.3, align: 'end' },
    ],
    [
      [t('costs.labour'), money(data.costs.labour)],
      [t('costs.parts'), money(data.costs.parts)],
      [t('costs.invoices'), money(data.costs.invoices)],
      [t('costs.purchaseOrders'), money(data.costs.orders)],
    ],
  );
  sheet.gap(4);
  sheet.ensure(20);
  const half = sheet.width / 2;
  sheet.text.draw(t('costs.total'), sheet.startX(0, half), sheet.y, half, { size: 11, bold: true });
  sheet.y += sheet.text.draw(money(data.costs.total), sheet.startX(half, half), sheet.y, half, {
    size: 11,
    bold: true,
    align: 'end',
  });
  sheet.paragraph(t('costs.totalNote'), { size: 7.5, color: '#5f6b7a' });
}

function photosAndSignatures(sheet: PdfSheet, data: JobSheetData, words: JobSheetWords): void {
  const t = words.t;
  if (data.photos.length > 0) {
    sheet.heading(t('sections.photos'));
    sheet.images(data.photos, 3, 120);
  }
  sheet.heading(t('sections.signatures'));
  const boxWidth = (sheet.width - 20) / 2;
  const boxes = [
    {
      label: t('signatures.technician'),
      image: data.signatures.technician,
      name: data.completedBy,
    },
    {
      label: t('signatures.customer'),
      image: data.signatures.customer,
      name: data.signatures.customerName,
    },
  ];
  sheet.ensure(130);
  const top = sheet.y;
  boxes.forEach((box, column) => {
    const x = sheet.startX(column * (boxWidth + 20), boxWidth);
    let y = top + sheet.text.draw(box.label, x, top, boxWidth, { size: 8, color: '#5f6b7a' });
    if (box.image) {
      sheet.doc.image(box.image, x, y, {
        fit: [boxWidth, 70],
        ...(sheet.rtl ? { align: 'right' as const } : {}),
      });
    } else {
      sheet.text.draw(t('signatures.notSigned'), x, y + 28, boxWidth, {
        size: 9,
        color: '#5f6b7a',
      });
    }
    y += 74;
    sheet.doc
      .moveTo(x, y)
      .lineTo(x + boxWidth, y)
      .lineWidth(0.6)
      .strokeColor('#9aa5b1')
      .stroke();
    sheet.text.draw(box.name ?? '', x, y + 3, boxWidth, { size: 9.5 });
  });
  sheet.y = top + 110;
  if (data.organisation.signatureComment?.trim()) {
    sheet.paragraph(data.organisation.signatureComment, { size: 8.5, color: '#5f6b7a' });
  }
}

/** The finished PDF. `compress: false` keeps its text readable by tests. */
export async function renderJobSheet(
  data: JobSheetData,
  words: JobSheetWords,
  options: { compress?: boolean; now?: Date; parts?: readonly JobSheetPart[] } = {},
): Promise<Buffer> {
  const { sheet, finish } = await createPdfDocument({
    language: words.language,
    title: `${words.t('title')} ${data.ticket.number}`,
    author: data.organisation.name,
    accent: data.organisation.primaryColor,
    compress: options.compress,
  });
  header(sheet, data, words);
  details(sheet, data, words);
  await history(sheet, data, words);
  await work(sheet, data, words);
  await costs(sheet, data, words);
  photosAndSignatures(sheet, data, words);
  for (const part of options.parts ?? []) await part.draw(sheet);
  const generated = words.t('generated', { date: words.dateTime(options.now ?? new Date()) });
  sheet.footers(
    (page, pages) => words.t('page', { page, pages }),
    `${data.ticket.number} · ${generated}`,
  );
  return finish();
}
