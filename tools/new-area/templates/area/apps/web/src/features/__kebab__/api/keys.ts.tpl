/** Query keys of the __title__ pages: every key starts with '__camel__', so one prefix reaches them all. */
export const __camel__Keys = {
  all: ['__camel__'] as const,
  list: (params: object) => ['__camel__', 'list', params] as const,
};
