/**
 * The dashboard's filters, kept in the address (?range&from&to&building_id&kind) so a filtered
 * dashboard can be shared and survives a reload. Unknown values fall back to the defaults.
 */
import { useSearchParams } from 'react-router';
import {
  DASHBOARD_RANGES,
  TICKET_KIND_VALUES,
  type TDashboardQuery,
  type TDashboardRange,
  type TTicketKind,
} from '@mainstay/contracts';

export const DEFAULT_RANGE: TDashboardRange = '30d';

export interface DashboardParams {
  range: TDashboardRange;
  from: string | undefined;
  to: string | undefined;
  building_id: string | undefined;
  kind: TTicketKind | undefined;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readDashboardParams(search: URLSearchParams): DashboardParams {
  const range = search.get('range');
  const kind = search.get('kind');
  const day = (name: string) => {
    const value = search.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  return {
    range: (DASHBOARD_RANGES as readonly string[]).includes(range ?? '')
      ? (range as TDashboardRange)
      : DEFAULT_RANGE,
    from: day('from'),
    to: day('to'),
    building_id: search.get('building_id') || undefined,
    kind: (TICKET_KIND_VALUES as readonly string[]).includes(kind ?? '')
      ? (kind as TTicketKind)
      : undefined,
  };
}

/** The API query; `ready` is false while a custom period lacks a day or ends before it starts. */
export function toDashboardQuery(params: DashboardParams): {
  query: TDashboardQuery;
  ready: boolean;
} {
  const custom = params.range === 'custom';
  const query: TDashboardQuery = { range: params.range };
  if (custom && params.from) query.from = params.from;
  if (custom && params.to) query.to = params.to;
  if (params.building_id) query.building_id = params.building_id;
  if (params.kind) query.kind = params.kind;
  const ready = !custom || Boolean(params.from && params.to && params.from <= params.to);
  return { query, ready };
}

export function useDashboardParams() {
  const [search, setSearch] = useSearchParams();
  const params = readDashboardParams(search);
  /** Sets some filters in one address change; an empty value removes the parameter. */
  function update(changes: Partial<Record<keyof DashboardParams, string | undefined>>) {
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        // The default period stays out of the address.
        if (next.get('range') === DEFAULT_RANGE) next.delete('range');
        if (next.get('range') !== 'custom') {
          next.delete('from');
          next.delete('to');
        }
        return next;
      },
      { replace: true },
    );
  }
  return { params, update, ...toDashboardQuery(params) };
}
