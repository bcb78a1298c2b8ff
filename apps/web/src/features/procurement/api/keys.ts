/** Query keys of the procurement screens: every key starts with 'procurement' and the kind. */
import type { ProcurementKind } from '../lib/kinds.ts';

export const procurementKeys = {
  all: ['procurement'] as const,
  kind: (kind: ProcurementKind) => ['procurement', kind] as const,
  list: (kind: ProcurementKind, params: object) => ['procurement', kind, 'list', params] as const,
  detail: (kind: ProcurementKind, id: string) => ['procurement', kind, 'detail', id] as const,
  contractors: (search: string) => ['procurement', 'contractor-options', search] as const,
};
