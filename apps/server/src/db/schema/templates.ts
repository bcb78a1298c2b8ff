/**
 * Checklist templates: reusable definitions, grouped by category, each with a draft the builder
 * saves as the author goes and the versions published from it. A published version never
 * changes: a filled form keeps the one it was filled with (forms.ts).
 */
import type { TTemplateDefinition } from '@mainstay/contracts';
import { index, integer, jsonb, pgEnum, text, unique } from 'drizzle-orm/pg-core';
import { at, belongsTo, linkTo, organisationIndexes, textOrEmpty, timestamps } from './columns.ts';
import { tenantTable } from './organisations.ts';
import { users } from './users.ts';

export const TEMPLATE_STATUSES = ['active', 'archived'] as const;
export const templateStatus = pgEnum('template_status', TEMPLATE_STATUSES);

export const templateCategories = tenantTable(
  'template_categories',
  {
    name: text('name').notNull(),
    ...timestamps(),
  },
  (table) => [
    unique('template_categories_organisation_id_name_unique').on(table.organisationId, table.name),
  ],
);

/** What the builder keeps between saves: possibly incomplete, checked only when published. */
export interface TemplateDraftDefinition {
  fields: Record<string, unknown>[];
  requires_signature: boolean;
}

export const templates = tenantTable(
  'templates',
  {
    name: text('name').notNull(),
    description: textOrEmpty('description'),
    categoryId: linkTo('category_id', () => templateCategories.id),
    status: templateStatus('status').notNull().default('active'),
    /** The latest published version's number; null until the first is published. */
    currentVersion: integer('current_version'),
    /** The draft the builder saves as the author goes; null when there is none. */
    draft: jsonb('draft').$type<TemplateDraftDefinition>(),
    draftUpdatedAt: at('draft_updated_at'),
    draftUpdatedByUserId: linkTo('draft_updated_by_user_id', () => users.id),
    /** The starter library entry it was added from, if any. */
    starterId: text('starter_id'),
    createdByUserId: linkTo('created_by_user_id', () => users.id),
    ...timestamps(),
  },
  (table) => [...organisationIndexes('templates', table, ['categoryId', 'name'])],
);

export const templateVersions = tenantTable(
  'template_versions',
  {
    templateId: belongsTo('template_id', () => templates.id),
    version: integer('version').notNull(),
    /** The template's name when this version was published. */
    name: text('name').notNull(),
    definition: jsonb('definition').$type<TTemplateDefinition>().notNull(),
    fieldCount: integer('field_count').notNull(),
    note: textOrEmpty('note'),
    publishedAt: at('published_at').notNull().defaultNow(),
    publishedByUserId: linkTo('published_by_user_id', () => users.id),
  },
  (table) => [
    unique('template_versions_template_id_version_unique').on(table.templateId, table.version),
    index('template_versions_organisation_id_idx').on(table.organisationId),
  ],
);

export type TemplateRow = typeof templates.$inferSelect;
export type TemplateVersionRow = typeof templateVersions.$inferSelect;
