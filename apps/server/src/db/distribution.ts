/**
 * How the schema would spread over a Citus cluster, as data: the plan docs/scaling.md explains
 * and test/distribution.test.ts holds the migrated schema to. Every table is in exactly one
 * group, so a new table fails that test until someone decides where it goes.
 *
 * - Distributed by organisation_id (co-located): the tenant's data. Every query of a request
 *   names one organisation, so it runs on the one node holding that organisation's shard.
 * - Reference (a copy on every node): small, global, rarely written tables that distributed rows
 *   point at.
 * - Local (the coordinator only): global, per-person or per-process rows looked up by something
 *   other than the organisation (a token hash, a job id).
 */

/** The column every distributed table is split by. */
export const DISTRIBUTION_COLUMN = 'organisation_id';

export const DISTRIBUTED_TABLES = [
  'asset_custom_fields',
  'asset_files',
  'asset_meters',
  'assets',
  'audit_log',
  'buildings',
  'contractor_documents',
  'contractors',
  'dashboard_layouts',
  'files',
  'form_answers',
  'form_counters',
  'form_failures',
  'form_files',
  'form_signature_codes',
  'forms',
  'holidays',
  'idempotency_keys',
  'import_jobs',
  'import_mappings',
  'invitations',
  'invoice_lines',
  'invoices',
  'leave',
  'locations',
  'meter_readings',
  'notifications',
  'payments',
  'purchase_order_lines',
  'purchase_orders',
  'report_exports',
  'report_schedule_deliveries',
  'report_schedule_recipients',
  'report_schedule_runs',
  'report_schedules',
  'roles',
  'saved_views',
  'sla_policies',
  'subscriptions',
  'team_members',
  'teams',
  'template_categories',
  'template_versions',
  'templates',
  'ticket_activity',
  'ticket_assignees',
  'ticket_categories',
  'ticket_counters',
  'ticket_files',
  'ticket_parts',
  'ticket_rollup_log',
  'ticket_rollup_state',
  'ticket_rollups',
  'ticket_settings',
  'ticket_time_logs',
  'ticket_watchers',
  'tickets',
  'user_buildings',
  'user_roles',
  'asset_categories',
  'ppm_occurrences',
  'ppm_schedule_assets',
  'ppm_schedules',
  // new-area:distributed-tables (npm run new:area inserts above this line)
] as const;

export const REFERENCE_TABLES = [
  /** One row per tenant; its slug is unique across all of them. */
  'organisations',
  /** The product's price list. */
  'plans',
  /** Signing secrets every server shares. */
  'instance_settings',
  /**
   * A person is global: an e-mail address is unique across organisations and signing in finds
   * the person before any organisation is known; a self-registered user has none yet.
   */
  'users',
] as const;

export const LOCAL_TABLES = [
  /** Looked up by token hash on every request, before the organisation is known. */
  'access_tokens',
  'email_change_requests',
  'email_verification_codes',
  'password_reset_tokens',
  /** Checked before the sign-up has an organisation. */
  'sign_up_secrets',
  /** Mail is sent before an organisation exists (sign-up codes). */
  'mail_outbox',
] as const;

/** Whole schemas kept on the coordinator: the job queue and the migration journal. */
export const LOCAL_SCHEMAS = ['pgboss', 'drizzle'] as const;

/**
 * Unique keys of distributed tables that do not include organisation_id today. Citus enforces a
 * unique key only when it includes the distribution column, so each gains organisation_id at
 * distribution time; the reason says why that loses no guarantee. (Every primary key gains it
 * too: see docs/scaling.md.)
 */
export const UNIQUE_KEYS_WIDENED: Readonly<Record<string, string>> = {
  files_storage_key_unique:
    'the storage key starts with the organisation id, so it is unique within one already',
  invitations_token_hash_unique:
    'a token hash is 256 random bits; unique per organisation is unique in practice',
  form_answers_form_id_field_key_unique:
    'a form belongs to one organisation, so (form, field) names one organisation',
  form_failures_form_id_field_key_unique:
    'a form belongs to one organisation, so (form, field) names one organisation',
  form_files_file_id_unique: 'a file belongs to one organisation, so its id names one',
  template_versions_template_id_version_unique:
    'a template belongs to one organisation, so (template, version) names one organisation',
  locations_building_id_code_unique:
    'a building belongs to one organisation, so (building, code) names one organisation',
};

/**
 * Foreign keys Citus cannot keep (a reference table may not point at a distributed one): dropped
 * at distribution time; the reason says what keeps the rows consistent without them.
 */
export const FOREIGN_KEYS_DROPPED: Readonly<Record<string, string>> = {
  users_contractor_id_contractors_id_fk:
    'a contractor with staff cannot be deleted (409, contractors.service.ts), so no user is left pointing at a missing one',
};

export type TableGroup = 'distributed' | 'reference' | 'local';

/** The group a table of the public schema belongs to, or undefined when it is unclassified. */
export function tableGroup(table: string): TableGroup | undefined {
  if ((DISTRIBUTED_TABLES as readonly string[]).includes(table)) return 'distributed';
  if ((REFERENCE_TABLES as readonly string[]).includes(table)) return 'reference';
  if ((LOCAL_TABLES as readonly string[]).includes(table)) return 'local';
  return undefined;
}
