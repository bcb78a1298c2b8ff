/**
 * An answer in words, as a printed form shows it: inspections and yes / no in the reader's
 * language, choices by their option labels, numbers with their unit and a note when outside the
 * expected range, amounts in their currency, days, clock times and instants in the reader's
 * locale, files by name. Photos and signatures are drawn as images; their words are the file
 * names, shown when an image cannot be read.
 */
import {
  answerOutcome,
  isAnswered,
  type TFormAnswer,
  type TFormOutcome,
  type TTemplateField,
} from '@mainstay/contracts';
import type { FormSheetWords } from './form-pdf-words.ts';

type AnsweredField = Exclude<TTemplateField, { type: 'section' }>;

export interface WordedAnswer {
  /** Null: not answered. */
  text: string | null;
  outcome: TFormOutcome | null;
  /** A second line: outside the range, the meter it reads. */
  note: string | null;
  /** Images to draw (photos, the signature), by file id, with their names. */
  images: { id: string; name: string }[];
}

/** The files an answer names: its links, or the bare ids when the links are missing. */
export function answerFiles(answer: TFormAnswer): { id: string; name: string }[] {
  if (answer.files.length > 0) return answer.files.map(({ id, name }) => ({ id, name }));
  const { value } = answer;
  const ids = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  return ids.map((id) => ({ id, name: '' }));
}

function rangeNote(
  words: FormSheetWords,
  field: { min: number | null; max: number | null },
  show: (value: number) => string,
): string {
  const { t } = words;
  const { min, max } = field;
  const range =
    min !== null && max !== null
      ? t('answers.between', { min: show(min), max: show(max) })
      : min !== null
        ? t('answers.atLeast', { min: show(min) })
        : max !== null
          ? t('answers.atMost', { max: show(max) })
          : '';
  return [t('answers.outsideRange'), range].filter(Boolean).join(' · ');
}

function optionLabel(field: { options: { key: string; label: string }[] }, key: string): string {
  return field.options.find((option) => option.key === key)?.label ?? key;
}

function listOf(words: FormSheetWords, items: readonly string[]): string {
  return new Intl.ListFormat(words.language, { type: 'conjunction' }).format(items);
}

function numeric(
  field: Extract<AnsweredField, { type: 'number' | 'meter_reading' }>,
  value: number,
  outcome: TFormOutcome | null,
  words: FormSheetWords,
): Pick<WordedAnswer, 'text' | 'note'> {
  const decimals = field.type === 'number' ? field.decimals : undefined;
  const show = (amount: number) =>
    [words.number(amount, decimals), field.unit].filter(Boolean).join(' ');
  const notes = [
    outcome === 'flag' || outcome === 'fail' ? rangeNote(words, field, show) : null,
    field.type === 'meter_reading' ? words.t('answers.meter', { name: field.meter_name }) : null,
  ].filter((note): note is string => note !== null);
  return { text: show(value), note: notes.length > 0 ? notes.join('\n') : null };
}

/** The words of one field's answer (or "not answered"). */
export function wordAnswer(
  field: AnsweredField,
  answer: TFormAnswer | undefined,
  words: FormSheetWords,
): WordedAnswer {
  const { t } = words;
  const value = answer?.value ?? null;
  const none: WordedAnswer = { text: null, outcome: null, note: null, images: [] };
  // An unticked box that was answered says so; everywhere else an empty answer is no answer.
  const given =
    field.type === 'checkbox' ? typeof value === 'boolean' : isAnswered(field, value ?? undefined);
  if (!answer || value === null || !given) return none;
  const outcome = answer.outcome ?? answerOutcome(field, value);
  const plain = (text: string): WordedAnswer => ({ text, outcome, note: null, images: [] });
  switch (field.type) {
    case 'checkbox':
      return plain(t(value === true ? 'answers.checked' : 'answers.unchecked'));
    case 'inspection':
    case 'yes_no':
      return plain(t(`answers.${String(value)}`));
    case 'short_text':
    case 'long_text':
      return plain(String(value));
    case 'number':
    case 'meter_reading':
      return { ...numeric(field, Number(value), outcome, words), outcome, images: [] };
    case 'amount':
      return plain(words.money(Number(value), field.currency));
    case 'date':
      return plain(field.with_time ? words.dateTime(String(value)) : words.day(String(value)));
    case 'time':
      return plain(words.clock(String(value)));
    case 'single_choice':
      return plain(optionLabel(field, String(value)));
    case 'multiple_choice':
      return plain(
        listOf(
          words,
          (Array.isArray(value) ? value : [String(value)]).map((key) => optionLabel(field, key)),
        ),
      );
    case 'file': {
      const names = answerFiles(answer).map((file) => file.name || t('answers.fileUnavailable'));
      return plain(listOf(words, names));
    }
    case 'photos':
    case 'signature':
      return { text: '', outcome, note: null, images: answerFiles(answer) };
  }
}
