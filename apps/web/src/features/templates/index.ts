/**
 * Checklist templates: the library page and the builder, with the builder's slot for a phone
 * preview of the form a draft makes (`TemplatePreviewRenderer`).
 */
export { TemplatesPage, type TemplatesPageProps } from './list/templates-page.tsx';
export {
  TemplateBuilderPage,
  type TemplateBuilderPageProps,
} from './builder/template-builder-page.tsx';
export type { TemplatePreviewRenderer } from './builder/preview-slot.tsx';
export { FieldTypeIcon } from './lib/field-types.tsx';
export { templatesKeys } from './api/keys.ts';
