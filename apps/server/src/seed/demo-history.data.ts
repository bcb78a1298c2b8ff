/**
 * The shape of the demo organisation's past year (demo-history.ts generates it): what kinds of
 * work each month brings, who does it, and what the reporters said. Heating and cooling faults
 * peak in winter and summer; cleaning and events in the run-up to the holidays.
 */
import type { TTicketKind, TTicketPriority } from '@mainstay/contracts';

export interface HistoryCategory {
  kind: TTicketKind;
  key: string;
  /** Tickets a month, January first. */
  perMonth: readonly number[];
  titles: readonly string[];
  team: string | null;
  contractor: string | null;
}

const flat = (value: number) => Array.from({ length: 12 }, () => value);

export const HISTORY_CATEGORIES: readonly HistoryCategory[] = [
  {
    kind: 'reactive',
    key: 'hvac',
    perMonth: [30, 26, 16, 10, 12, 24, 34, 32, 14, 12, 20, 30],
    titles: [
      'No heating in office',
      'Air conditioning not cooling',
      'Radiator cold',
      'AHU fault alarm',
      'Thermostat unresponsive',
    ],
    team: 'HVAC Crew',
    contractor: 'Arctic Air Mechanical',
  },
  {
    kind: 'reactive',
    key: 'electrical',
    perMonth: flat(10),
    titles: [
      'Socket not working',
      'Breaker tripping',
      'Power loss on floor',
      'Emergency light failed',
    ],
    team: 'Electrical',
    contractor: 'BrightSpark Electrical',
  },
  {
    kind: 'reactive',
    key: 'plumbing',
    perMonth: [9, 9, 7, 6, 6, 6, 6, 6, 6, 7, 8, 10],
    titles: ['Leaking tap', 'Blocked toilet', 'No hot water', 'Water on floor'],
    team: null,
    contractor: null,
  },
  {
    kind: 'reactive',
    key: 'lighting',
    perMonth: [9, 8, 7, 5, 4, 4, 4, 4, 5, 7, 8, 9],
    titles: ['Light flickering', 'Lamp out in corridor', 'Car park lighting off'],
    team: 'Electrical',
    contractor: null,
  },
  {
    kind: 'reactive',
    key: 'fire_safety',
    perMonth: flat(2),
    titles: ['Fire door not closing', 'Alarm panel fault'],
    team: null,
    contractor: 'Guardian Fire Safety',
  },
  {
    kind: 'general',
    key: 'cleaning',
    perMonth: [8, 8, 8, 9, 9, 8, 8, 8, 9, 10, 12, 14],
    titles: ['Deep clean meeting room', 'Spill in canteen', 'Window cleaning request'],
    team: 'Soft Services',
    contractor: null,
  },
  {
    kind: 'general',
    key: 'furniture_move',
    perMonth: flat(4),
    titles: ['Move desks for new starters', 'Extra chairs for training'],
    team: 'Soft Services',
    contractor: null,
  },
  {
    kind: 'general',
    key: 'event_setup',
    perMonth: [2, 2, 3, 3, 4, 5, 4, 2, 4, 4, 6, 8],
    titles: ['Set up town hall', 'Room layout for workshop'],
    team: 'Soft Services',
    contractor: null,
  },
  {
    kind: 'general',
    key: 'keys_access',
    perMonth: flat(3),
    titles: ['Access card not working', 'Key for store room'],
    team: null,
    contractor: null,
  },
];

export const HISTORY_BUILDINGS = ['HRP', 'NWH', 'RDC', 'ESC'] as const;

/** Priority by share: critical 5 %, high 20 %, medium 50 %, low 25 %. */
export const PRIORITY_SHARES: readonly [TTicketPriority, number][] = [
  ['critical', 0.05],
  ['high', 0.2],
  ['medium', 0.5],
  ['low', 0.25],
];

export const FEEDBACK_COMMENTS: readonly (readonly [number, string | null])[] = [
  [5, 'Fixed the same morning, thank you.'],
  [5, null],
  [4, 'Good job, took a little while.'],
  [4, null],
  [5, 'Very polite technician.'],
  [3, 'Fixed, but we had to chase.'],
  [2, 'Came back twice before it worked.'],
  [1, 'Still not right after a week.'],
];
