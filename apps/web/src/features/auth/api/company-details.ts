/** POST /v1/auth/company-details: creates the organisation with the new user as its owner. */
import { useMutation } from '@tanstack/react-query';
import type { TCompanyDetailsRequest, TCompanyDetailsResponse } from '@mainstay/contracts';
import { ApiError, api } from '@/lib/api-client.ts';

export async function submitCompanyDetails(
  body: TCompanyDetailsRequest,
): Promise<TCompanyDetailsResponse> {
  const response = await api.post<TCompanyDetailsResponse | undefined>(
    '/v1/auth/company-details',
    body,
  );
  if (!response?.success) {
    throw new ApiError({ message: response?.message ?? '', status: 200, code: 'UNKNOWN' });
  }
  return response;
}

export function useCompanyDetailsMutation() {
  return useMutation({ mutationFn: submitCompanyDetails });
}
