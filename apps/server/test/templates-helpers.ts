/**
 * Shared set-up of the templates tests: two organisations, people with the default roles (one
 * reading French), calls as them, small definitions, and forms inserted straight into the table
 * (the forms module is tested on its own).
 */
import { randomBytes } from 'node:crypto';
import type { TTemplateDetail, TTemplateFieldInput } from '@mainstay/contracts';
import { DEFAULT_ROLES, type DefaultRoleKey } from '@mainstay/permissions';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../src/db/client.ts';
import { forms, templateVersions } from '../src/db/schema/index.ts';
import { rolesRepository } from '../src/modules/roles/roles.repository.ts';
import type { TestApp } from './helpers/app.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';

export const rulesOf = (key: DefaultRoleKey) =>
  DEFAULT_ROLES.find((role) => role.key === key)!.rules;

export async function templatesWorld(t: TestApp) {
  const db = t.app.db;
  const orgA = (await createOrganisation(db, 'Templates Alpha')).id;
  const orgB = (await createOrganisation(db, 'Templates Beta')).id;
  await rolesRepository(db, orgA).insertDefaults();
  const person = (key: DefaultRoleKey, organisationId = orgA, language: 'en' | 'fr' = 'en') =>
    createUserWithToken(db, organisationId, { rules: rulesOf(key), language });
  return {
    orgA,
    orgB,
    admin: await person('administrator'),
    manager: await person('facilities_manager'),
    french: await person('facilities_manager', orgA, 'fr'),
    technician: await person('technician'),
    viewer: await person('viewer'),
    reporter: await person('reporter'),
    outsider: await person('owner', orgB),
  };
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Calls the API as the holder of `token`; `headers` adds to the bearer. */
export function caller(t: TestApp) {
  return (
    method: Method,
    url: string,
    token: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...headers },
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
}

/** A short valid checklist: a section, a required inspection, a note shown when it fails. */
export function checklist(label = 'Pump pressure'): TTemplateFieldInput[] {
  return [
    { type: 'section', key: 'intro', label: 'Plant room' },
    { type: 'inspection', key: 'pressure', label, required: true, fail_opens_ticket: 'high' },
    {
      type: 'long_text',
      key: 'notes',
      label: 'What was wrong?',
      condition: { field: 'pressure', op: 'equals', value: 'fail' },
    },
  ];
}

/** Creates a template with `fields` as its draft and publishes it (version 1). */
export async function publishedTemplate(
  t: TestApp,
  token: string,
  name: string,
  fields: TTemplateFieldInput[] = checklist(),
  extra: { description?: string; category_id?: string } = {},
): Promise<TTemplateDetail> {
  const call = caller(t);
  const created = await call('POST', '/templates', token, {
    name,
    ...extra,
    draft: { fields, requires_signature: false },
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const id = created.json<TTemplateDetail>().id;
  const published = await call('POST', `/templates/${id}/publish`, token, {});
  if (published.statusCode !== 200) throw new Error(`publish: ${published.body}`);
  return published.json<TTemplateDetail>();
}

/** A form filled with the template's version, straight into the table. */
export async function insertForm(
  db: Executor,
  organisationId: string,
  templateId: string,
  templateVersionId: string,
): Promise<void> {
  const seq = Number.parseInt(randomBytes(3).toString('hex'), 16);
  await db.insert(forms).values({
    organisationId,
    templateId,
    templateVersionId,
    seq,
    number: `FRM-${String(seq).padStart(8, '0')}`,
  });
}

/** The id of a template's version (forms reference versions by id). */
export async function versionIdOf(db: Executor, templateId: string, version: number) {
  const [row] = await db
    .select({ id: templateVersions.id })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, templateId), eq(templateVersions.version, version)));
  if (!row) throw new Error(`No version ${version} of ${templateId}`);
  return row.id;
}
