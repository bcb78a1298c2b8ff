/** Small shapes the team contracts share: named references and calendar dates. */
import { z } from 'zod';

/** Something referred to by id with its display name (a role, a team, a person). */
export const ZTeamNamedRef = z.object({ id: z.uuid(), name: z.string() }).meta({ id: 'NamedRef' });
export type TTeamNamedRef = z.infer<typeof ZTeamNamedRef>;

/** A calendar date, YYYY-MM-DD (no time, no zone). */
export const ZCalendarDate = z.iso.date({ message: 'Enter a date as YYYY-MM-DD' });

/** A calendar date that must be given. */
export const ZRequiredCalendarDate = z
  .string({ message: 'Enter a date' })
  .min(1, { message: 'Enter a date' })
  .pipe(ZCalendarDate);

/** Optional text that arrives as '' from forms: '' and whitespace become null. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));

/** Short labels such as trades and skills: trimmed, no repeats (case-insensitive), at most 20. */
export const labelList = (noun: { one: string; many: string }) =>
  z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: `A ${noun.one} cannot be empty` })
        .max(60, { message: `Each ${noun.one} must be at most 60 characters` }),
    )
    .max(20, { message: `At most 20 ${noun.many}` })
    .transform((list) =>
      list.filter(
        (item, index) =>
          list.findIndex((other) => other.toLowerCase() === item.toLowerCase()) === index,
      ),
    );
