/** An asset's meters (/v1/assets/:id/meters) and a meter's readings. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCreateAssetMeterRequest, TCreateMeterReadingRequest } from '@mainstay/contracts';
import { assetEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { assetsKeys } from './keys.ts';

export function useReadingsQuery(assetId: string, meterId: string | null) {
  return useQuery({
    queryKey: assetsKeys.readings(assetId, meterId ?? ''),
    queryFn: ({ signal }) =>
      call(assetEndpoints.listMeterReadings, {
        params: { id: assetId, meterId: meterId ?? '' },
        signal,
      }),
    enabled: Boolean(meterId),
  });
}

export function useAddMeterMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateAssetMeterRequest) =>
      call(assetEndpoints.createMeter, { params: { id: assetId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
  });
}

export function useDeleteMeterMutation(assetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meterId: string) =>
      call(assetEndpoints.deleteMeter, { params: { id: assetId, meterId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
  });
}

export function useAddReadingMutation(assetId: string, meterId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateMeterReadingRequest) =>
      call(assetEndpoints.createMeterReading, { params: { id: assetId, meterId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assetsKeys.readings(assetId, meterId) }),
        queryClient.invalidateQueries({ queryKey: assetsKeys.detail(assetId) }),
      ]),
  });
}
