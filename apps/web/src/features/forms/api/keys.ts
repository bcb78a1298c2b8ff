/** Query keys of the forms pages: every key starts with 'forms', so one prefix reaches them all. */
export const formsKeys = {
  all: ['forms'] as const,
  lists: () => ['forms', 'list'] as const,
  list: (query: object) => ['forms', 'list', query] as const,
  detail: (id: string) => ['forms', 'detail', id] as const,
  publishedTemplates: () => ['forms', 'published-templates'] as const,
  choices: (name: string, ...rest: string[]) => ['forms', 'choices', name, ...rest] as const,
};
