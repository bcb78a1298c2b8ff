/** GET /v1/imports/:id/report: the rejected rows as CSV, saved under the server's file name. */
import { useMutation } from '@tanstack/react-query';
import { importEndpoints } from '@mainstay/contracts';
import { downloadFromApi } from '@/components/data-table';
import { endpointPath } from '@/lib/endpoint-client.ts';

export function useDownloadReportMutation(id: string) {
  return useMutation({
    mutationFn: () =>
      downloadFromApi(endpointPath(importEndpoints.importReport, { id }), {}, 'rejected-rows.csv'),
  });
}
