/** Query keys of the template pages: every key starts with 'templates', so one prefix reaches them all. */
export const templatesKeys = {
  all: ['templates'] as const,
  lists: () => ['templates', 'list'] as const,
  list: (params: object) => ['templates', 'list', params] as const,
  detail: (id: string) => ['templates', 'detail', id] as const,
  version: (id: string, version: number) => ['templates', 'version', id, version] as const,
  categories: () => ['templates', 'categories'] as const,
  starters: () => ['templates', 'starters'] as const,
};
