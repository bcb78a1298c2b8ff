/** Small shapes the team contracts share: named references and calendar dates. */
import { z } from 'zod';
import { v } from '../validation.ts';

/** Something referred to by id with its display name (a role, a team, a person). */
export const ZTeamNamedRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'NamedRef' });
export type TTeamNamedRef = z.infer<typeof ZTeamNamedRef>;

/** A calendar date, YYYY-MM-DD (no time, no zone). */
export const ZCalendarDate = z.iso.date(v('common.dateInvalid'));

/** A calendar date that must be given. */
export const ZRequiredCalendarDate = z
  .string(v('common.dateRequired'))
  .min(1, v('common.dateRequired'))
  .pipe(ZCalendarDate);

/**
 * Optional text that arrives as '' from forms: '' and whitespace become null. `tooLong` is the
 * key of its validation message.
 */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, v(tooLong))
    .nullish()
    .transform((value) => (value ? value : null));

/** The limits of a list of short labels (trades, skills), shared with the web's forms. */
export const LABEL_LIST_LIMITS = { labelMax: 60, labelsMax: 20 } as const;

/**
 * Short labels such as trades and skills: trimmed, no repeats (case-insensitive), at most 20.
 * `messages` is the group of validation keys of the list (`team.skills`: `.empty`, `.tooLong`,
 * `.tooMany`).
 */
export const labelList = (messages: string) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, v(`${messages}.empty`))
        .max(LABEL_LIST_LIMITS.labelMax, v(`${messages}.tooLong`)),
    )
    .max(LABEL_LIST_LIMITS.labelsMax, v(`${messages}.tooMany`))
    .transform((list) =>
      list.filter(
        (item, index) =>
          list.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index,
      ),
    );
