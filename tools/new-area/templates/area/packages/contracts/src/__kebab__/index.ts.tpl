/** __Title__: the schemas of the area (its endpoint table is exported from endpoints/index.ts). */
export * from './__kebab__.ts';
