/** Query keys of imports. */
export const importKeys = {
  all: () => ['imports'] as const,
  detail: (id: string) => ['imports', 'detail', id] as const,
};
