/**
 * Edit mode: a draft of the layout, every change to it, and a sentence for the live region
 * after each move or resize saying where the widget now is.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TDashboardQuery, TDashboardWidgetType } from '@mainstay/contracts';
import {
  addWidget,
  inReadingOrder,
  moveBy,
  moveInOrder,
  moveTo,
  removeWidget,
  resizeBy,
  resizeTo,
  WIDGET_TITLE_KEYS,
  type Widget,
} from './layout-grid.ts';
import type { WidgetAction } from './widget-controls.tsx';

const STEPS: Record<WidgetAction, (widgets: readonly Widget[], id: string) => Widget[]> = {
  earlier: (ws, id) => moveInOrder(ws, id, -1),
  later: (ws, id) => moveInOrder(ws, id, 1),
  up: (ws, id) => moveBy(ws, id, 0, -1),
  down: (ws, id) => moveBy(ws, id, 0, 1),
  start: (ws, id) => moveBy(ws, id, -1, 0),
  end: (ws, id) => moveBy(ws, id, 1, 0),
  wider: (ws, id) => resizeBy(ws, id, 1, 0),
  narrower: (ws, id) => resizeBy(ws, id, -1, 0),
  taller: (ws, id) => resizeBy(ws, id, 0, 1),
  shorter: (ws, id) => resizeBy(ws, id, 0, -1),
};

const same = (a: readonly Widget[], b: readonly Widget[]) =>
  JSON.stringify(inReadingOrder(a)) === JSON.stringify(inReadingOrder(b));

export function useLayoutEditor(saved: readonly Widget[] | undefined) {
  const { t } = useTranslation('dashboards');
  const [draft, setDraft] = useState<Widget[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const editing = draft !== null;
  const widgets = inReadingOrder(draft ?? saved ?? []);
  const dirty = draft !== null && !same(draft, saved ?? []);
  const titleOf = (type: TDashboardWidgetType) => t(WIDGET_TITLE_KEYS[type]);

  function describe(list: readonly Widget[], id: string) {
    const ordered = inReadingOrder(list);
    const index = ordered.findIndex((w) => w.id === id);
    const widget = ordered[index];
    if (!widget) return '';
    return t('custom.position', {
      title: titleOf(widget.type),
      place: index + 1,
      total: ordered.length,
      column: widget.x + 1,
      row: widget.y + 1,
      width: widget.w,
      height: widget.h,
    });
  }
  function change(next: Widget[], id: string) {
    setDraft(next);
    setAnnouncement(describe(next, id));
  }

  return {
    editing,
    widgets,
    dirty,
    announcement,
    announce: setAnnouncement,
    start: () => setDraft([...(saved ?? [])]),
    stop: () => setDraft(null),
    act: (id: string, action: WidgetAction) => change(STEPS[action](widgets, id), id),
    drop(id: string, cell: Pick<Widget, 'x' | 'y' | 'w' | 'h'>, mode: 'move' | 'resize') {
      const next =
        mode === 'move'
          ? moveTo(widgets, id, cell.x, cell.y)
          : resizeTo(widgets, id, cell.w, cell.h);
      change(next, id);
    },
    add(type: TDashboardWidgetType) {
      const next = addWidget(widgets, type);
      const added = next[next.length - 1];
      setDraft(next);
      if (added)
        setAnnouncement(
          `${t('custom.added', { title: titleOf(type) })} ${describe(next, added.id)}`,
        );
    },
    remove(id: string) {
      const widget = widgets.find((w) => w.id === id);
      setDraft(removeWidget(widgets, id));
      if (widget) setAnnouncement(t('custom.removed', { title: titleOf(widget.type) }));
    },
    setFilters(id: string, filters: TDashboardQuery | null) {
      setDraft(widgets.map((w) => (w.id === id ? { ...w, filters } : w)) as Widget[]);
    },
  };
}
export type LayoutEditor = ReturnType<typeof useLayoutEditor>;
