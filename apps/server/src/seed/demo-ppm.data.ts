/**
 * The demo organisation's planned maintenance: what a facilities team of four sites keeps on a
 * calendar (statutory fire, water and lift checks, plant servicing, cleaning of filters and
 * gutters), each on named equipment or a whole building, with the team or contractor who does
 * it, its checklist from the starter library and the rule that says when.
 */
import type { TPpmCalendarTriggerInput, TTicketPriority } from '@mainstay/contracts';

type Building = 'NWH' | 'RDC' | 'HRP' | 'ESC';

export interface DemoSchedule {
  title: string;
  building: Building;
  /** Asset names (one task each), or none: one task for the building. */
  assets: string[];
  category: string;
  priority: TTicketPriority;
  trigger: TPpmCalendarTriggerInput;
  instructions: string;
  team?: string;
  contractor?: string;
  /** The starter template whose checklist each task carries. */
  template?: string;
  estimatedMinutes: number;
  signature?: boolean;
  nonWorkingDay?: 'move_after' | 'move_before' | 'skip';
}

const weekly = (day: 'mo' | 'tu' | 'we' | 'th' | 'fr'): TPpmCalendarTriggerInput => ({
  type: 'calendar',
  frequency: 'weekly',
  interval: 1,
  weekdays: [day],
});
const monthly = (interval: number, monthDay: number): TPpmCalendarTriggerInput => ({
  type: 'calendar',
  frequency: 'monthly',
  interval,
  month_mode: 'day_of_month',
  month_day: monthDay,
});
const nthWeekday = (
  interval: number,
  week: 1 | 2 | 3 | 4 | -1,
  day: 'mo' | 'tu' | 'we' | 'th' | 'fr',
): TPpmCalendarTriggerInput => ({
  type: 'calendar',
  frequency: 'monthly',
  interval,
  month_mode: 'nth_weekday',
  week_of_month: week,
  weekday: day,
});
const yearly = (month: number, monthDay: number): TPpmCalendarTriggerInput => ({
  type: 'calendar',
  frequency: 'yearly',
  interval: 1,
  month,
  month_day: monthDay,
  month_mode: 'day_of_month',
});

const FIRE_TEST =
  'Activate a different call point each week (rotate through the zone list), confirm the sounders and the panel, and log the call point used.';
const EMERGENCY_LIGHTS =
  'Monthly function test: switch to battery for each luminaire, check every lamp lights and the charge indicator returns; log failures.';
const AHU_FILTERS =
  'Isolate the unit, change the pre-filters and bag filters, record the pressure drop before and after, and dispose of the used filters.';

export const DEMO_SCHEDULES: DemoSchedule[] = [
  ...(['NWH', 'RDC', 'HRP', 'ESC'] as const).flatMap((b, index): DemoSchedule[] => [
    {
      title: 'Weekly fire alarm test',
      building: b,
      assets: [`Fire alarm panel (${b})`],
      category: 'fire_safety',
      priority: 'high',
      trigger: weekly((['mo', 'tu', 'we', 'th'] as const)[index] ?? 'mo'),
      instructions: FIRE_TEST,
      team: 'Electrical',
      template: 'fire_alarm_weekly_test',
      estimatedMinutes: 30,
      nonWorkingDay: 'move_after',
    },
    {
      title: 'Emergency lighting monthly test',
      building: b,
      assets: [],
      category: 'fire_safety',
      priority: 'high',
      trigger: nthWeekday(1, 1, 'th'),
      instructions: EMERGENCY_LIGHTS,
      team: 'Electrical',
      template: 'emergency_lighting_test',
      estimatedMinutes: 90,
      nonWorkingDay: 'move_after',
    },
    {
      title: 'AHU-1 filter change',
      building: b,
      assets: [`AHU-1 filter bank (${b})`],
      category: 'hvac',
      priority: 'medium',
      trigger: monthly(3, 10 + index),
      instructions: AHU_FILTERS,
      team: 'HVAC Crew',
      template: 'hvac_filter_change',
      estimatedMinutes: 60,
      nonWorkingDay: 'move_after',
    },
    {
      title: 'Annual gas boiler service',
      building: b,
      assets: [`Gas boiler B1 (${b})`],
      category: 'hvac',
      priority: 'high',
      trigger: yearly(9, 8 + index),
      instructions:
        'Gas Safe engineer: combustion analysis, flue and safety device checks, clean the heat exchanger; leave the certificate on file.',
      contractor: 'Arctic Air Mechanical',
      estimatedMinutes: 240,
      signature: true,
      nonWorkingDay: 'move_after',
    },
    {
      title: 'UPS battery and alarm check',
      building: b,
      assets: [`UPS for comms room (${b})`],
      category: 'electrical',
      priority: 'medium',
      trigger: monthly(6, 15),
      instructions:
        'Read the battery health and load, test the alarm, check the room temperature and the bypass switch; note the firmware version.',
      contractor: 'BrightSpark Electrical',
      estimatedMinutes: 45,
      nonWorkingDay: 'move_after',
    },
  ]),
  {
    title: 'Chiller quarterly service',
    building: 'NWH',
    assets: ['Air-cooled chiller CH-1'],
    category: 'hvac',
    priority: 'high',
    trigger: monthly(3, 5),
    instructions:
      'Check refrigerant pressures and superheat, leak test (F-Gas), clean condenser coils, record compressor run hours and amps.',
    contractor: 'Arctic Air Mechanical',
    estimatedMinutes: 180,
    signature: true,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Generator monthly test run',
    building: 'NWH',
    assets: ['Standby generator G1'],
    category: 'electrical',
    priority: 'high',
    trigger: nthWeekday(1, -1, 'fr'),
    instructions:
      'Run on load for 30 minutes, record oil pressure, coolant temperature, fuel level and battery voltage; log any alarms.',
    team: 'Electrical',
    template: 'generator_test',
    estimatedMinutes: 60,
    nonWorkingDay: 'move_before',
  },
  {
    title: 'Generator monthly test run',
    building: 'ESC',
    assets: ['Standby generator G2'],
    category: 'electrical',
    priority: 'critical',
    trigger: nthWeekday(1, -1, 'fr'),
    instructions:
      'Run on load for 30 minutes, record oil pressure, coolant temperature, fuel level and battery voltage; log any alarms.',
    team: 'Electrical',
    template: 'generator_test',
    estimatedMinutes: 60,
    nonWorkingDay: 'move_before',
  },
  {
    title: 'Lift thorough examination (LOLER)',
    building: 'NWH',
    assets: ['Passenger lift L1', 'Passenger lift L2'],
    category: 'statutory_inspection',
    priority: 'high',
    trigger: monthly(6, 20),
    instructions:
      'Six-monthly thorough examination by the insurer’s engineer; accompany, record defects by category and file the report.',
    estimatedMinutes: 120,
    signature: true,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Lift weekly check',
    building: 'ESC',
    assets: ['Bed lift BL1'],
    category: 'lifts',
    priority: 'high',
    trigger: weekly('mo'),
    instructions:
      'Ride the lift to every floor: levelling, doors, alarm and intercom; clean the door tracks.',
    team: 'Soft Services',
    template: 'lift_weekly_check',
    estimatedMinutes: 20,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Escalator monthly service',
    building: 'HRP',
    assets: ['Escalator E1 (up)', 'Escalator E2 (down)'],
    category: 'lifts',
    priority: 'high',
    trigger: monthly(1, 12),
    instructions:
      'Comb plates, step chain tension, handrail speed, emergency stops and skirt brushes; lubricate as the manual says.',
    estimatedMinutes: 150,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Legionella outlet temperatures',
    building: 'ESC',
    assets: ['Thermostatic mixing valves'],
    category: 'water_hygiene',
    priority: 'critical',
    trigger: monthly(1, 3),
    instructions:
      'Sentinel outlets: hot at least 50 °C within a minute, cold below 20 °C within two minutes; record each outlet.',
    contractor: 'ClearFlow Plumbing',
    template: 'legionella_water_temperatures',
    estimatedMinutes: 90,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Little-used outlet flushing',
    building: 'ESC',
    assets: [],
    category: 'water_hygiene',
    priority: 'high',
    trigger: weekly('we'),
    instructions: 'Flush every little-used outlet for two minutes and sign the flushing log.',
    team: 'Soft Services',
    estimatedMinutes: 45,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Sprinkler pump weekly run',
    building: 'RDC',
    assets: ['Sprinkler pump set'],
    category: 'fire_safety',
    priority: 'critical',
    trigger: weekly('tu'),
    instructions:
      'Run the diesel pump, check the start pressure, the fuel level and the batteries; record the run time.',
    contractor: 'Guardian Fire Safety',
    estimatedMinutes: 30,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Dock leveller service',
    building: 'RDC',
    assets: ['Dock leveller D1', 'Dock leveller D2'],
    category: 'building_fabric',
    priority: 'medium',
    trigger: monthly(6, 25),
    instructions: 'Hydraulics, lip hinge, toe guards and seals; test the emergency stop.',
    estimatedMinutes: 90,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Rooftop unit filters and belts',
    building: 'HRP',
    assets: ['Rooftop unit RTU-1', 'Rooftop unit RTU-2'],
    category: 'hvac',
    priority: 'medium',
    trigger: monthly(2, 18),
    instructions:
      'Change filters (500x625x50 mm), check belt tension and wear, clean the condensate tray.',
    team: 'HVAC Crew',
    template: 'hvac_filter_change',
    estimatedMinutes: 75,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Gutter and roof inspection',
    building: 'RDC',
    assets: [],
    category: 'grounds',
    priority: 'low',
    trigger: monthly(6, 1),
    instructions:
      'Clear gutters and outlets, inspect the roof sheets and rooflights; photograph any damage.',
    team: 'Soft Services',
    template: 'roof_inspection',
    estimatedMinutes: 120,
    nonWorkingDay: 'move_after',
  },
  {
    title: 'Medical gas manifold check',
    building: 'ESC',
    assets: ['Medical gas manifold (O2)'],
    category: 'statutory_inspection',
    priority: 'critical',
    trigger: weekly('fr'),
    instructions: 'Cylinder contents, changeover, alarm panel test; record the pressures.',
    contractor: 'ClearFlow Plumbing',
    estimatedMinutes: 30,
    nonWorkingDay: 'move_before',
  },
];
