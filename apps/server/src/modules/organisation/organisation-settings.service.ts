/**
 * The organisation page's settings: company details, branding colours, logo and signature
 * comment. Every change is audited (entity 'organisation', the changed fields before and after)
 * in the same transaction as the change.
 */
import {
  DEFAULT_HIGHLIGHT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  type TOrganisation,
  type TUpdateOrganisationValues,
} from '@mainstay/contracts';
import type { Database, Executor } from '../../db/client.ts';
import type { FileRow, NewOrganisation, Organisation } from '../../db/schema/index.ts';
import { auditSubject, recordChanges } from '../../lib/audit.ts';
import { AppError, NotFoundError } from '../../lib/errors.ts';
import type { RequestAuth } from '../../plugins/auth.ts';
import { storedImage, type FilesService, type ImageBox } from '../files/index.ts';
import { organisationRepository } from './organisation.repository.ts';

export interface OrganisationContext {
  db: Database;
  files: FilesService;
}

type Caller = Pick<RequestAuth, 'userId' | 'organisationId'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored logo (a file id) as its file row; null when absent or no longer there. */
export async function logoFile(
  files: FilesService,
  organisation: Pick<Organisation, 'id' | 'logo'>,
  executor?: Executor,
): Promise<FileRow | null> {
  if (!organisation.logo || !UUID.test(organisation.logo)) return null;
  return files.find(organisation.id, organisation.logo, executor).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
}

/** What a printed document shows of the organisation: its name, colour and logo as an image. */
export interface OrganisationBranding {
  name: string;
  primaryColor: string;
  /** The logo fitted in `logoBox` (PNG or JPEG), or null without a readable one. */
  logo: Buffer | null;
}

export async function organisationBranding(
  files: FilesService,
  executor: Executor,
  organisationId: string,
  logoBox: ImageBox,
): Promise<OrganisationBranding> {
  const organisation = await loadOrganisation(executor, organisationId);
  const logo = await storedImage(files, await logoFile(files, organisation, executor), logoBox);
  return { name: organisation.name, primaryColor: organisation.primaryColor, logo };
}

async function loadOrganisation(executor: Executor, organisationId: string) {
  const organisation = await organisationRepository(executor, organisationId).get();
  if (!organisation) throw new AppError('ORGANISATION_NOT_FOUND');
  return organisation;
}

/** The organisation's settings as the API names them, with `logo` as the caller needs it. */
function settingsView<Logo>(organisation: Organisation, logo: Logo) {
  return {
    name: organisation.name,
    country: organisation.country,
    industry: organisation.industry,
    phone: organisation.phone,
    primary_color: organisation.primaryColor,
    highlight_color: organisation.highlightColor,
    logo,
    signature_comment: organisation.signatureComment,
  };
}

export async function toOrganisationResponse(
  context: OrganisationContext,
  organisation: Organisation,
): Promise<TOrganisation> {
  const logo = await logoFile(context.files, organisation);
  return {
    id: organisation.id,
    ...settingsView(organisation, logo ? context.files.link(logo) : null),
    created_at: organisation.createdAt.toISOString(),
  };
}

/** The settings for the audit's before and after: the logo as the stored file id. */
const auditView = (organisation: Organisation) => settingsView(organisation, organisation.logo);

/** Updates the organisation row and audits what changed, inside the caller's transaction. */
async function applyChange(
  tx: Executor,
  caller: Caller,
  action: string,
  values: Partial<NewOrganisation>,
): Promise<{ before: Organisation; after: Organisation }> {
  const before = await loadOrganisation(tx, caller.organisationId);
  const after = await organisationRepository(tx, caller.organisationId).update(values);
  if (!after) throw new AppError('ORGANISATION_NOT_FOUND');
  const subject = auditSubject('organisation', after);
  await recordChanges(tx, caller, action, subject, {
    before: auditView(before),
    after: auditView(after),
  });
  return { before, after };
}

export async function getOrganisation(
  context: OrganisationContext,
  organisationId: string,
): Promise<TOrganisation> {
  return toOrganisationResponse(context, await loadOrganisation(context.db, organisationId));
}

/** Empty strings clear the optional fields; an empty name never reaches here (422). */
const orNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : value;

export async function updateOrganisation(
  context: OrganisationContext,
  caller: Caller,
  input: TUpdateOrganisationValues,
): Promise<TOrganisation> {
  const values = Object.fromEntries(
    Object.entries({
      name: input.name,
      country: orNull(input.country),
      industry: orNull(input.industry),
      phone: orNull(input.phone),
      primaryColor: input.primary_color,
      highlightColor: input.highlight_color,
      signatureComment: orNull(input.signature_comment),
    }).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(values).length === 0) return getOrganisation(context, caller.organisationId);
  const { after } = await context.db.transaction((tx) =>
    applyChange(tx, caller, 'organisation.updated', values),
  );
  return toOrganisationResponse(context, after);
}

/** Removes a replaced logo's file; a leftover file is harmless, so failures are ignored. */
async function removeOldLogo(
  context: OrganisationContext,
  before: Organisation,
  after: Organisation,
) {
  if (before.logo && before.logo !== after.logo && UUID.test(before.logo)) {
    await context.files.remove(before.id, before.logo).catch(() => {});
  }
}

export async function resetBranding(
  context: OrganisationContext,
  caller: Caller,
): Promise<TOrganisation> {
  const { before, after } = await context.db.transaction((tx) =>
    applyChange(tx, caller, 'organisation.branding_reset', {
      primaryColor: DEFAULT_PRIMARY_COLOR,
      highlightColor: DEFAULT_HIGHLIGHT_COLOR,
      logo: null,
    }),
  );
  await removeOldLogo(context, before, after);
  return toOrganisationResponse(context, after);
}

export interface LogoUpload {
  filename: string;
  data: Buffer;
}

export async function replaceLogo(
  context: OrganisationContext,
  caller: Caller,
  upload: LogoUpload,
): Promise<TOrganisation> {
  // Checked (type, size) and resized before anything changes; refused uploads change nothing.
  const file = await context.files.save({
    organisationId: caller.organisationId,
    userId: caller.userId,
    purpose: 'logo',
    filename: upload.filename,
    data: upload.data,
  });
  try {
    const { before, after } = await context.db.transaction((tx) =>
      applyChange(tx, caller, 'organisation.logo_updated', { logo: file.id }),
    );
    await removeOldLogo(context, before, after);
    return toOrganisationResponse(context, after);
  } catch (error) {
    await context.files.remove(caller.organisationId, file.id).catch(() => {});
    throw error;
  }
}

export async function removeLogo(
  context: OrganisationContext,
  caller: Caller,
): Promise<TOrganisation> {
  const { before, after } = await context.db.transaction((tx) =>
    applyChange(tx, caller, 'organisation.logo_removed', { logo: null }),
  );
  await removeOldLogo(context, before, after);
  return toOrganisationResponse(context, after);
}
