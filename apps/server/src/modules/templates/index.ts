/**
 * Checklist templates: the library of each organisation (drafts, published versions,
 * categories, JSON files) and the starter library, the ready-made templates every organisation
 * is offered, in each language.
 * The public entry of this module: other modules, the seed and app.ts import only from here.
 */
export { templatesModule } from './templates.module.ts';
export { addStarterTemplates } from './template-library.service.ts';
export type { StarterTemplatesOptions } from './template-library.service.ts';
export {
  STARTER_TEMPLATES,
  starterCategoryName,
  starterTemplate,
  starterTemplates,
} from './starter-library.ts';
export type { StarterTemplate } from './starter-library.ts';
export { STARTER_CATEGORIES } from './starter-structure.ts';
export type {
  StarterCategory,
  StarterField,
  StarterTemplateStructure,
} from './starter-structure.ts';
export { latestTemplateVersion, templateVersionsById } from './template-versions.ts';
export type { PinnedTemplateVersion } from './template-versions.ts';
