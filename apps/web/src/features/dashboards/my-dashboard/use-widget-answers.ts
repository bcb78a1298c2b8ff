/**
 * The service dashboard's answers a layout needs: one query per distinct set of filters (the
 * page's for the widgets that follow it), shared with the landing page's cache.
 */
import { useQueries } from '@tanstack/react-query';
import { dashboardEndpoints, type TDashboardQuery } from '@mainstay/contracts';
import { call } from '@/lib/endpoint-client.ts';
import { dashboardsKeys } from '../api/service-dashboard.ts';
import type { WidgetAnswer } from './widget-view.tsx';
import type { Widget } from './layout-grid.ts';

/** The query a widget is drawn from, without empty values, so equal filters share an answer. */
export function widgetQuery(widget: Widget, page: TDashboardQuery): TDashboardQuery {
  const source = widget.filters ?? page;
  return Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== null),
  ) as TDashboardQuery;
}

export function useWidgetAnswers(
  widgets: readonly Widget[],
  page: { query: TDashboardQuery; ready: boolean },
) {
  const byKey = new Map<string, { query: TDashboardQuery; enabled: boolean }>();
  for (const widget of widgets) {
    const query = widgetQuery(widget, page.query);
    byKey.set(JSON.stringify(query), { query, enabled: widget.filters !== null || page.ready });
  }
  const entries = [...byKey.entries()];
  const results = useQueries({
    queries: entries.map(([, { query, enabled }]) => ({
      queryKey: dashboardsKeys.service(query),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        call(dashboardEndpoints.serviceDashboard, { query, signal }),
      enabled,
    })),
  });
  const answers = new Map<string, WidgetAnswer>();
  entries.forEach(([key], index) => {
    const result = results[index];
    answers.set(key, {
      data: result?.data,
      failed: result?.isError ?? false,
      retry: () => void result?.refetch(),
    });
  });
  return (widget: Widget): WidgetAnswer =>
    answers.get(JSON.stringify(widgetQuery(widget, page.query))) ?? {
      data: undefined,
      failed: false,
      retry: () => undefined,
    };
}
