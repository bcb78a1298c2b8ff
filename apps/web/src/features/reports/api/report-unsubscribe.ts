/**
 * POST /v1/public/report-unsubscribe: a visitor leaves a scheduled report with the token of the
 * e-mail's link. Public: it never answers 401, so the visitor is never sent to the login page.
 */
import { useMutation } from '@tanstack/react-query';
import { reportDeliveryEndpoints } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';

export function useReportUnsubscribeMutation() {
  return useMutation({
    mutationFn: (token: string) =>
      call(reportDeliveryEndpoints.unsubscribe, { body: { token }, retry: false }),
  });
}
