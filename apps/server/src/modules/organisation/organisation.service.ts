/** The caller's organisation, shaped by its contract. */
import type { TCurrentOrganisationResponse } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { FilesService } from '../files/index.ts';
import { logoFile } from './organisation-settings.service.ts';
import { organisationRepository } from './organisation.repository.ts';

export async function getCurrentOrganisation(
  executor: Executor,
  files: FilesService,
  organisationId: string,
): Promise<TCurrentOrganisationResponse> {
  const organisation = await organisationRepository(executor, organisationId).get();
  if (!organisation) throw new NotFoundError('Organisation not found');
  const logo = await logoFile(files, organisation, executor);
  // A logo stored as an absolute address (set before logos were uploaded files) is kept as is.
  const external = organisation.logo && /^https:\/\/\S+$/i.test(organisation.logo);
  return {
    id: organisation.id,
    name: organisation.name,
    primary_color: organisation.primaryColor,
    highlight_color: organisation.highlightColor,
    logo: logo ? files.url(logo) : external ? organisation.logo : null,
  };
}
