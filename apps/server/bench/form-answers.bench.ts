/**
 * `npx tsx bench/form-answers.bench.ts` (from apps/server): a form at its largest, 350 fields
 * (TEMPLATE_LIMITS.fields: inspections, numbers with a range, yes / no, short texts, single
 * choices, some shown only for an earlier answer), filled on a demo ticket through the API on an
 * in-memory PGlite with the demo organisation. Prints median and p95 of saving one answer at a
 * time (as a technician fills it, BENCH_FORM_SAVES saves, default 350), of saving batches of 50
 * (what the offline queue sends after a reconnect), of reading the answered form, then the
 * completion and the form's PDF (ms and bytes) and the memory the process grew by. Injection
 * skips the network, so these numbers are the server's own cost.
 */
import { performance } from 'node:perf_hooks';
import {
  TEMPLATE_LIMITS,
  type TFormAnswerInput,
  type TFormDetail,
  type TTemplateDetail,
  type TTemplateFieldInput,
} from '@mainstay/contracts';
import { startDemoApp } from './demo-app.ts';

const SAVES = Number(process.env.BENCH_FORM_SAVES ?? TEMPLATE_LIMITS.fields);
const BATCH = 50;
const READS = 50;

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

/** Field `index` of the template: five types in turn; every tenth shown for a passed inspection. */
function field(index: number): TTemplateFieldInput {
  const key = `f${index}`;
  const label = `Check ${index + 1}`;
  const condition =
    index % 10 === 9 ? { field: `f${index - 9}`, op: 'equals' as const, value: 'pass' } : null;
  switch (index % 5) {
    case 0:
      return { key, label, type: 'inspection', required: true };
    case 1:
      return { key, label, type: 'number', unit: 'bar', min: 1, max: 6, decimals: 1 };
    case 2:
      return { key, label, type: 'yes_no', required: true };
    case 3:
      return { key, label, type: 'short_text', max_length: 200 };
    default:
      return {
        key,
        label,
        type: 'single_choice',
        condition,
        options: [
          { key: 'good', label: 'Good' },
          { key: 'worn', label: 'Worn' },
          { key: 'replaced', label: 'Replaced' },
        ],
      };
  }
}

/** A passing answer of field `index` (`round` varies it, so a resave is a new revision). */
function answer(index: number, round = 0): TFormAnswerInput {
  const field_key = `f${index}`;
  switch (index % 5) {
    case 0:
      return { field_key, value: 'pass' };
    case 1:
      return { field_key, value: 2 + ((index + round) % 30) / 10 };
    case 2:
      return { field_key, value: 'yes' };
    case 3:
      return { field_key, value: `Reading taken at the valve, round ${round}` };
    default:
      return { field_key, value: round % 2 ? 'worn' : 'good' };
  }
}

async function main() {
  const { app, token, close } = await startDemoApp();
  const headers = { authorization: `Bearer ${token}` };

  async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
    const started = performance.now();
    const response = await app.inject({ method, url: `/api${url}`, headers, payload });
    const elapsed = performance.now() - started;
    if (response.statusCode >= 300) {
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    }
    return { elapsed, body: response.rawPayload, json: () => response.json<T>() };
  }

  const fields = Array.from({ length: TEMPLATE_LIMITS.fields }, (_, index) => field(index));
  const created = await call<TTemplateDetail>('POST', '/v1/templates', {
    name: 'Plant room, 350 checks',
    draft: { fields: [], requires_signature: false },
  });
  const templateId = created.json().id;
  await call('PUT', `/v1/templates/${templateId}/draft`, { fields, requires_signature: false });
  await call('POST', `/v1/templates/${templateId}/publish`, { note: 'Bench' });
  const tickets = await call<{ data: { id: string }[] }>('GET', '/v1/reactive-tickets?per_page=5');
  const ticketId = tickets.json().data[0]?.id;
  if (!ticketId) throw new Error('The demo organisation has no reactive ticket');

  global.gc?.();
  const memoryBefore = process.memoryUsage();
  const start = await call<TFormDetail>('POST', '/v1/forms', {
    template_id: templateId,
    ticket_id: ticketId,
  });
  const formId = start.json().id;
  const answersUrl = `/v1/forms/${formId}/answers`;

  // One answer a request, field after field, round after round once every field has one.
  const single: number[] = [];
  for (let save = 0; save < SAVES; save += 1) {
    const index = save % TEMPLATE_LIMITS.fields;
    const round = Math.floor(save / TEMPLATE_LIMITS.fields);
    single.push((await call('PUT', answersUrl, { answers: [answer(index, round)] })).elapsed);
  }
  // Batches of 50 changed answers over the whole form (seven cover it), twice.
  const batches: number[] = [];
  for (let round = 1; round <= 2; round += 1) {
    for (let first = 0; first < TEMPLATE_LIMITS.fields; first += BATCH) {
      const answers = Array.from({ length: BATCH }, (_, offset) => answer(first + offset, round));
      batches.push((await call('PUT', answersUrl, { answers })).elapsed);
    }
  }
  const reads: number[] = [];
  let detailBytes = 0;
  for (let read = 0; read < READS; read += 1) {
    const detail = await call('GET', `/v1/forms/${formId}`);
    reads.push(detail.elapsed);
    detailBytes = detail.body.length;
  }
  const completed = await call('POST', `/v1/forms/${formId}/complete`);
  const pdf = await call('GET', `/v1/forms/${formId}/pdf`);
  const memoryAfter = process.memoryUsage();

  const row = (name: string, timings: number[], bytes?: number) => {
    const sorted = [...timings].sort((a, b) => a - b);
    return {
      case: name,
      count: timings.length,
      'median (ms)': percentile(sorted, 0.5).toFixed(1),
      'p95 (ms)': percentile(sorted, 0.95).toFixed(1),
      KB: bytes === undefined ? '' : Math.round(bytes / 1024),
    };
  };
  console.log(`\nMainstay forms benchmark: a ${TEMPLATE_LIMITS.fields}-field form, PGlite\n`);
  console.table([
    row('save one answer (PUT answers)', single),
    row(`save ${BATCH} answers (PUT answers)`, batches),
    row('form detail, fully answered (GET)', reads, detailBytes),
    row('complete (POST)', [completed.elapsed]),
    row('form PDF (GET)', [pdf.elapsed], pdf.body.length),
  ]);
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(
    `memory from the form's start: heap +${megabytes(memoryAfter.heapUsed - memoryBefore.heapUsed)} MB, ` +
      `rss +${megabytes(memoryAfter.rss - memoryBefore.rss)} MB (rss ${megabytes(memoryAfter.rss)} MB)`,
  );
  await close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
