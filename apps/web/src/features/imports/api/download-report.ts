/** GET /v1/imports/:id/report: the rejected rows as CSV, saved under the server's file name. */
import { useMutation } from '@tanstack/react-query';
import { downloadFromApi } from '@/components/data-table';

export function useDownloadReportMutation(id: string) {
  return useMutation({
    mutationFn: () =>
      downloadFromApi(`/v1/imports/${encodeURIComponent(id)}/report`, {}, 'rejected-rows.csv'),
  });
}
