/** POST /v1/auth/company-details: creates the organisation with the new user as its owner. */
import { useMutation } from '@tanstack/react-query';
import type { TCompanyDetailsRequest, TCompanyDetailsResponse } from '@mainstay/contracts';
import { registrationEndpoints } from '@mainstay/contracts';
import { ApiError } from '@/lib/api-client.ts';
import { call } from '@/lib/endpoint-client.ts';

export async function submitCompanyDetails(
  body: TCompanyDetailsRequest,
): Promise<TCompanyDetailsResponse> {
  const response: TCompanyDetailsResponse | undefined = await call(
    registrationEndpoints.companyDetails,
    { body },
  );
  if (!response?.success) {
    throw new ApiError({ message: response?.message ?? '', status: 200, code: 'UNKNOWN' });
  }
  return response;
}

export function useCompanyDetailsMutation() {
  return useMutation({ mutationFn: submitCompanyDetails });
}
