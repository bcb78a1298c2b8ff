/** The tabs of the schedule page, in order (the first is the default); the chosen one is kept in ?tab=. */
export const SCHEDULE_TABS = ['overview', 'forecast', 'history'] as const;
export type ScheduleTab = (typeof SCHEDULE_TABS)[number];
