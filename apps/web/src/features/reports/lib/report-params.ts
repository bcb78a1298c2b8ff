/**
 * The report in the address: `?report=sla` opens one (the catalogue is /reports without it),
 * `group_by` its grouping, beside the dashboard's period, building and kind filters. Unknown
 * values fall back: an unknown report to the catalogue, an unknown grouping to the first.
 */
import { useSearchParams } from 'react-router';
import {
  REPORT_GROUPINGS,
  REPORT_KEYS,
  type TReportGroupBy,
  type TReportKey,
} from '@mainstay/contracts';

/** The filters a report shares with the dashboard, kept when moving between reports. */
const SHARED_FILTERS = ['range', 'from', 'to', 'building_id', 'kind'] as const;

export function reportKeyOf(search: URLSearchParams): TReportKey | undefined {
  const key = search.get('report');
  return (REPORT_KEYS as readonly string[]).includes(key ?? '') ? (key as TReportKey) : undefined;
}

/** The groupings a report offers (none for the SLA breaches and contractors reports). */
export function groupingsOf(key: TReportKey): readonly TReportGroupBy[] {
  return (REPORT_GROUPINGS as Partial<Record<TReportKey, readonly TReportGroupBy[]>>)[key] ?? [];
}

/** The grouping in the address when the report offers it, else its first (or none). */
export function groupByOf(key: TReportKey, search: URLSearchParams): TReportGroupBy | undefined {
  const options = groupingsOf(key);
  const value = search.get('group_by');
  return options.find((option) => option === value) ?? options[0];
}

/** The address of a report (or of the catalogue without one), keeping the period filters. */
export function reportSearch(search: URLSearchParams, key?: TReportKey): string {
  const next = new URLSearchParams();
  if (key) next.set('report', key);
  for (const name of SHARED_FILTERS) {
    const value = search.get(name);
    if (value) next.set(name, value);
  }
  const text = next.toString();
  return text ? `?${text}` : '';
}

export function useReportGroupBy(key: TReportKey) {
  const [search, setSearch] = useSearchParams();
  const groupBy = groupByOf(key, search);
  function setGroupBy(value: string) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        // The first grouping is the default and stays out of the address.
        if (value && value !== groupingsOf(key)[0]) next.set('group_by', value);
        else next.delete('group_by');
        return next;
      },
      { replace: true },
    );
  }
  return { groupBy, setGroupBy, options: groupingsOf(key) };
}
