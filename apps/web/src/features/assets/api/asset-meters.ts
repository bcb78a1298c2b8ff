/** An asset's meters (/v1/assets/:id/meters) and a meter's readings. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAssetMeterSummary,
  TCreateAssetMeterRequest,
  TCreateMeterReadingRequest,
  TMeterReading,
  TMeterReadingListResponse,
} from '@mainstay/contracts';
import { api } from '@/lib/api-client.ts';
import { assetPath } from './get-asset.ts';
import { assetsKeys } from './keys.ts';

const metersPath = (assetId: string) => `${assetPath(assetId)}/meters`;
const readingsPath = (assetId: string, meterId: string) =>
  `${metersPath(assetId)}/${encodeURIComponent(meterId)}/readings`;

export function useReadingsQuery(assetId: string, meterId: string | null) {
  return useQuery({
    queryKey: assetsKeys.readings(assetId, meterId ?? ''),
    queryFn: ({ signal }) =>
      api.get<TMeterReadingListResponse>(readingsPath(assetId, meterId ?? ''), { signal }),
    enabled: Boolean(meterId),
  });
}

export function useAddMeterMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAssetMeterRequest) =>
      api.post<TAssetMeterSummary>(metersPath(assetId), body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
  });
}

export function useDeleteMeterMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meterId: string) =>
      api.delete<void>(`${metersPath(assetId)}/${encodeURIComponent(meterId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
  });
}

export function useAddReadingMutation(assetId: string, meterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMeterReadingRequest) =>
      api.post<TMeterReading>(readingsPath(assetId, meterId), body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetsKeys.readings(assetId, meterId) }),
        queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
      ]),
  });
}
