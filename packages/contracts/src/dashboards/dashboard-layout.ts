/**
 * The configurable dashboard (/dashboard): a person's own arrangement of the service dashboard's
 * widgets and charts on a 12-column grid, or the organisation's default. Each widget has its
 * own filters, or none to follow the page's.
 */
import { z } from 'zod';
import { issueMessage, v } from '../validation.ts';
import { ZDashboardQuery } from './service-dashboard.ts';

/** What a layout may hold: the service dashboard's widgets, then its charts. */
export const DASHBOARD_WIDGET_TYPES = [
  'resolutionTime',
  'completed',
  'reactiveTickets',
  'generalTickets',
  'overdue',
  'overdueJobs',
  'feedback',
  'firstCall',
  'sla',
  'trendChart',
  'slaChart',
  'backlogChart',
  'priorityChart',
  'categoryChart',
] as const;
export type TDashboardWidgetType = (typeof DASHBOARD_WIDGET_TYPES)[number];

export const DASHBOARD_GRID = {
  columns: 12,
  /** Rows are counted from 0; a layout reaches at most this far down. */
  rows: 240,
  maxHeight: 8,
  maxWidgets: 30,
} as const;

export const DASHBOARD_LAYOUT_SOURCES = ['mine', 'organisation', 'default'] as const;

const idPattern = /^[A-Za-z0-9_-]{1,40}$/;
const tooWide = issueMessage('dashboards.widgetTooWide');
const duplicateId = issueMessage('dashboards.widgetIdTaken');

const cell = (key: string, max: number, min = 0) =>
  z.number(v(key)).int(v(key)).min(min, v(key)).max(max, v(key));

export const ZDashboardWidget = z
  .object({
    id: z.string(v('dashboards.widgetId')).regex(idPattern, v('dashboards.widgetId')),
    type: z.enum(DASHBOARD_WIDGET_TYPES, v('dashboards.widgetType')),
    x: cell('dashboards.widgetX', DASHBOARD_GRID.columns - 1),
    y: cell('dashboards.widgetY', DASHBOARD_GRID.rows - 1),
    w: cell('dashboards.widgetW', DASHBOARD_GRID.columns, 1),
    h: cell('dashboards.widgetH', DASHBOARD_GRID.maxHeight, 1),
    filters: ZDashboardQuery.nullable().describe("The widget's own filters; null follows the page"),
  })
  .superRefine((widget, context) => {
    if (widget.x + widget.w > DASHBOARD_GRID.columns) {
      context.addIssue({ code: 'custom', path: ['w'], message: tooWide() });
    }
  })
  .meta({ id: 'DashboardWidget' });
export type TDashboardWidget = z.input<typeof ZDashboardWidget>;

export const ZDashboardLayoutRequest = z
  .object({
    widgets: z
      .array(ZDashboardWidget, v('dashboards.widgetsRequired'))
      .max(DASHBOARD_GRID.maxWidgets, v('dashboards.tooManyWidgets')),
  })
  .superRefine((layout, context) => {
    const seen = new Set<string>();
    layout.widgets.forEach((widget, index) => {
      if (seen.has(widget.id)) {
        context.addIssue({
          code: 'custom',
          path: ['widgets', index, 'id'],
          message: duplicateId(),
        });
      }
      seen.add(widget.id);
    });
  })
  .meta({ id: 'DashboardLayoutRequest' });
export type TDashboardLayoutRequest = z.input<typeof ZDashboardLayoutRequest>;

export const ZDashboardLayout = z
  .object({
    widgets: z.array(ZDashboardWidget),
    source: z
      .enum(DASHBOARD_LAYOUT_SOURCES)
      .describe("The caller's own, the organisation's default, or the built-in one"),
    updated_at: z.iso.datetime().nullable(),
  })
  .meta({ id: 'DashboardLayout' });
export type TDashboardLayout = z.infer<typeof ZDashboardLayout>;
export type TDashboardLayoutWidget = TDashboardLayout['widgets'][number];

/** The figures, the landing page's widgets before its charts. */
const FIGURES = DASHBOARD_WIDGET_TYPES.filter((type) => !type.endsWith('Chart'));

/** The built-in layout: the landing page's figures four across, then its charts. */
export const DEFAULT_DASHBOARD_WIDGETS: readonly TDashboardLayoutWidget[] = [
  ...FIGURES.map((type, index) => ({
    id: type,
    type,
    x: (index % 4) * 3,
    y: Math.floor(index / 4) * 2,
    w: 3,
    h: 2,
    filters: null,
  })),
  { id: 'trendChart', type: 'trendChart', x: 0, y: 6, w: 6, h: 3, filters: null },
  { id: 'slaChart', type: 'slaChart', x: 6, y: 6, w: 6, h: 3, filters: null },
  { id: 'backlogChart', type: 'backlogChart', x: 0, y: 9, w: 6, h: 3, filters: null },
  { id: 'priorityChart', type: 'priorityChart', x: 6, y: 9, w: 6, h: 3, filters: null },
];
