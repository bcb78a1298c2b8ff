/** The caller's organisation, shaped by its contract. */
import type { TCurrentOrganisationResponse } from '@mainstay/contracts';
import type { Executor } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { organisationRepository } from './organisation.repository.ts';

export async function getCurrentOrganisation(
  executor: Executor,
  organisationId: string,
): Promise<TCurrentOrganisationResponse> {
  const organisation = await organisationRepository(executor, organisationId).get();
  if (!organisation) throw new NotFoundError('Organisation not found');
  return {
    id: organisation.id,
    name: organisation.name,
    primary_color: organisation.primaryColor,
    highlight_color: organisation.highlightColor,
    logo: organisation.logo,
  };
}
