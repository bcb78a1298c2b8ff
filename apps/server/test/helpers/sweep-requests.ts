/**
 * One sweep call per endpoint of the table: the path filled with chosen records' ids, a sample
 * query and body (sweep-samples.ts) whose id fields name chosen records too, a small PNG for a
 * multipart body. Which kind of record a path parameter or a body field names is written here
 * once, by the collection it sits under (`/assets/:id/meters/:meterId`: an asset, its meter);
 * an endpoint with a parameter this file does not know fails the sweep until it is added.
 */
import { isMultipart, pathParamNames, type EndpointDefinition } from '@mainstay/contracts';
import { defineAbilityFor, type PermissionRule } from '@mainstay/permissions';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import type { TestApp } from './app.ts';
import { queryOf, sampleOf } from './sweep-samples.ts';
import { pngUpload, type RecordKind } from './sweep-world.ts';

/** The kind of record named by the collection a path parameter follows. */
const KIND_OF_COLLECTION: Record<string, RecordKind> = {
  roles: 'role',
  users: 'user',
  invitations: 'invitation',
  'team/members': 'user',
  teams: 'team',
  'teams/members': 'teamMember',
  leave: 'leave',
  contractors: 'contractor',
  'contractors/documents': 'contractorDocument',
  sessions: 'session',
  buildings: 'building',
  locations: 'location',
  assets: 'asset',
  'assets/meters': 'meter',
  'assets/files': 'assetFile',
  'asset-categories': 'assetCategory',
  'asset-custom-fields': 'assetCustomField',
  'purchase-orders': 'purchaseOrder',
  invoices: 'invoice',
  imports: 'importJob',
  'reactive-tickets': 'reactiveTicket',
  'general-tickets': 'generalTicket',
  'reactive-tickets/categories': 'reactiveCategory',
  'general-tickets/categories': 'generalCategory',
  'reactive-tickets/files': 'ticketFile',
  'general-tickets/files': 'ticketFile',
  'reactive-tickets/time-logs': 'timeLog',
  'general-tickets/time-logs': 'timeLog',
  'reactive-tickets/parts': 'part',
  'general-tickets/parts': 'part',
  'ppm-tasks': 'ppmTask',
  'ppm-tasks/categories': 'ppmCategory',
  'ppm-tasks/files': 'ticketFile',
  'ppm-tasks/time-logs': 'timeLog',
  'ppm-tasks/parts': 'part',
  'ppm-schedules': 'ppmSchedule',
  'saved-views': 'savedView',
  'sla-policies': 'slaPolicy',
  holidays: 'holiday',
  files: 'file',
  'reports/exports': 'reportExport',
  'reports/schedules': 'reportSchedule',
  templates: 'template',
  'template-categories': 'templateCategory',
  forms: 'form',
};

/**
 * Parameters that are not ids, by name or by `collection/:name`: what the sweep puts there
 * instead.
 */
const NOT_AN_ID: Record<string, string> = {
  // An invitation link's secret: a made-up one.
  token: 'sweep-invitation-token-that-does-not-exist',
  // A report of the catalogue, not a record: one every reader of reports may open.
  key: 'sla',
  // A template's version number: its first.
  version: '1',
  // An entry of the starter library, the same for every organisation.
  'template-library/:id': 'fire_extinguisher_monthly',
};

/** The record kind of each `:param` of a path, in order (`value` when it names no record). */
export function pathKinds(
  path: string,
): { name: string; kind: RecordKind | undefined; value?: string }[] {
  const segments = path.split('/').filter(Boolean);
  return pathParamNames(path).map((name) => {
    const at = segments.indexOf(`:${name}`);
    const collection = segments[at - 1] ?? '';
    const value = NOT_AN_ID[`${collection}/:${name}`] ?? NOT_AN_ID[name];
    if (value !== undefined) return { name, kind: undefined, value };
    // Under a record (`/assets/:id/meters`) or a section (`/team/members`): named with it.
    const before = segments[at - 2] ?? '';
    const parent = before.startsWith(':') ? (segments[at - 3] ?? '') : before;
    const kind = KIND_OF_COLLECTION[`${parent}/${collection}`] ?? KIND_OF_COLLECTION[collection];
    if (!kind) throw new Error(`The sweep does not know what ${path} :${name} names`);
    return { name, kind };
  });
}

/** The record kind a body or query field names (undefined: not a record of the organisation). */
export function fieldKind(path: string, field: string): RecordKind | undefined {
  const root = path.split('/')[2] ?? '';
  const tickets = [
    'reactive-tickets',
    'general-tickets',
    'ppm-tasks',
    'ppm-schedules',
    'sla-policies',
    'my-jobs',
  ].includes(root);
  const name = field.replace(/_ids?$/, '');
  if (name === 'ids') {
    // A bulk call's records, or the notifications to mark read.
    if (root === 'notifications') return 'notification';
    return path.endsWith('/bulk')
      ? pathKinds(`${path.slice(0, -'/bulk'.length)}/:id`)[0]?.kind
      : undefined;
  }
  const ticketCategory =
    root === 'general-tickets'
      ? 'generalCategory'
      : root.startsWith('ppm-')
        ? 'ppmCategory'
        : 'reactiveCategory';
  const category = tickets ? ticketCategory : root === 'templates' ? 'templateCategory' : undefined;
  const ends: [string, RecordKind | undefined][] = [
    ['building', 'building'],
    ['location', 'location'],
    ['asset_category', 'assetCategory'],
    ['schedule', 'ppmSchedule'],
    ['parent', root === 'locations' ? 'location' : undefined],
    ['asset', 'asset'],
    ['category', category ?? 'assetCategory'],
    ['contractor', 'contractor'],
    ['assignee', 'user'],
    ['member', 'user'],
    ['user', 'user'],
    ['recipient', 'user'],
    ['team', 'team'],
    ['role', 'role'],
    ['ticket', 'reactiveTicket'],
    ['meter', 'meter'],
    ['purchase_order', 'purchaseOrder'],
    ['sla_policy', 'slaPolicy'],
    ['file', 'file'],
    ['template', 'template'],
  ];
  return ends.find(([end]) => name === end || name.endsWith(`_${end}`))?.[1];
}

export interface SweepCall {
  endpoint: EndpointDefinition;
  response: LightMyRequestResponse;
  /** The ids the request carried (path, query, body). */
  sentIds: Set<string>;
  /** True when a body was sent (a 400/422 may be the sample's fault, not a refusal). */
  withBody: boolean;
}

/** Ids for the path and for fields; `pathRecords` may differ from `fieldRecords` (mixed calls). */
export interface SweepIds {
  path: Record<RecordKind, string>;
  fields: Record<RecordKind, string>;
}

export async function sweepCall(
  t: TestApp,
  endpoint: EndpointDefinition,
  token: string | undefined,
  ids: SweepIds,
  /** Send a body no route could parse (JSON cut short, multipart without parts). */
  malformedBody = false,
): Promise<SweepCall> {
  const sentIds = new Set<string>();
  let url = `/api${endpoint.path}`;
  for (const { name, kind, value: fixed } of pathKinds(endpoint.path)) {
    const value = kind ? ids.path[kind] : fixed;
    if (!value) throw new Error(`No ${kind ?? name} for ${endpoint.path}`);
    if (kind) sentIds.add(value);
    url = url.replace(`:${name}`, value);
  }
  const idFor = (field: string) => {
    const kind = fieldKind(endpoint.path, field);
    const id = kind ? ids.fields[kind] : undefined;
    if (id) sentIds.add(id);
    return id;
  };
  const query = endpoint.query ? queryOf(endpoint.query as z.ZodType, idFor) : undefined;
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = { method: endpoint.method, url, headers };
  if (query && Object.keys(query).length > 0) options.query = query;
  let withBody = false;
  if (malformedBody && endpoint.body) {
    const multipart = isMultipart(endpoint.body);
    headers['content-type'] = multipart ? 'multipart/form-data; boundary=x' : 'application/json';
    options.payload = multipart ? '--x\r\nbroken' : '{"broken';
    withBody = true;
  } else if (isMultipart(endpoint.body)) {
    const upload = await pngUpload();
    headers['content-type'] = upload.contentType;
    options.payload = upload.payload;
    withBody = true;
  } else if (endpoint.body) {
    options.payload = sampleOf(endpoint.body, idFor) as Record<string, unknown>;
    withBody = true;
  }
  const response = await t.app.inject(options);
  return { endpoint, response, sentIds, withBody };
}

/** Whether the auth gate lets a caller with these rules through (the route's declared access). */
export function gateAllows(
  endpoint: EndpointDefinition,
  rules: readonly PermissionRule[],
): boolean {
  const ability = defineAbilityFor([...rules]);
  const { access } = endpoint;
  if ('permission' in access)
    return ability.can(access.permission.action, access.permission.subject);
  if ('anyPermission' in access) {
    return access.anyPermission.some((rule) => ability.can(rule.action, rule.subject));
  }
  return true;
}

/** Calls after which the caller's token may be gone (signed out, sessions ended). */
export const mayEndSession = (endpoint: EndpointDefinition) =>
  /^\/v1\/(auth\/logout|profile\/(sessions|password|email))/.test(endpoint.path);

/** `GET /v1/x/:id`, for messages. */
export const describeEndpoint = (endpoint: EndpointDefinition) =>
  `${endpoint.method} ${endpoint.path}`;
