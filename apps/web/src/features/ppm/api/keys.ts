/** Query keys of the schedule pages: every key starts with 'ppm-schedules', so one prefix reaches them all. */
export const ppmKeys = {
  all: ['ppm-schedules'] as const,
  lists: () => ['ppm-schedules', 'list'] as const,
  list: (params: object) => ['ppm-schedules', 'list', params] as const,
  detail: (id: string) => ['ppm-schedules', 'detail', id] as const,
  forecasts: (id: string) => ['ppm-schedules', 'forecast', id] as const,
  forecast: (id: string, months: number) => ['ppm-schedules', 'forecast', id, months] as const,
  ledger: (id: string) => ['ppm-schedules', 'occurrences', id] as const,
  occurrences: (id: string, params: object) =>
    ['ppm-schedules', 'occurrences', id, params] as const,
};
