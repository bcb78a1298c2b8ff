import { describe, expect, it } from 'vitest';
import {
  addWidget,
  canAdd,
  inReadingOrder,
  moveBy,
  moveInOrder,
  moveTo,
  resizeBy,
  type Widget,
} from './layout-grid.ts';

const w = (id: string, x: number, y: number, width = 3, height = 2): Widget => ({
  id,
  type: 'overdue',
  x,
  y,
  w: width,
  h: height,
  filters: null,
});
const places = (widgets: Widget[]) =>
  widgets.map(({ id, x, y, w, h }) => `${id}:${x},${y},${w}x${h}`);

describe('layout grid', () => {
  const layout = [w('b', 3, 0), w('a', 0, 0), w('c', 0, 2, 6)];

  it('keeps widgets in reading order, by row then column', () => {
    expect(inReadingOrder(layout).map((widget) => widget.id)).toEqual(['a', 'b', 'c']);
  });

  it('pushes what a moved widget covers down below it, in a cascade', () => {
    expect(places(moveTo(layout, 'b', 0, 1))).toEqual(['b:0,1,3x2', 'a:0,3,3x2', 'c:0,5,6x2']);
  });

  it('keeps a widget inside the twelve columns and below the top', () => {
    expect(places(moveBy(layout, 'b', 20, -5))).toContain('b:9,0,3x2');
    expect(places(resizeBy(layout, 'c', 20, 20))).toContain('c:0,2,12x8');
    expect(places(resizeBy(layout, 'a', -5, -5))).toContain('a:0,0,1x1');
  });

  it('grows towards the start of the row at its end', () => {
    expect(places(resizeBy([w('a', 9, 0)], 'a', 1, 0))).toEqual(['a:8,0,4x2']);
  });

  it('swaps places with the widget before or after it', () => {
    expect(places(moveInOrder(layout, 'b', -1))).toEqual(['b:0,0,3x2', 'a:3,0,3x2', 'c:0,2,6x2']);
    expect(places(moveInOrder(layout, 'a', -1))).toEqual(places(inReadingOrder(layout)));
  });

  it('adds a widget at the bottom with a new id, up to thirty', () => {
    const added = addWidget([w('overdue', 0, 0)], 'overdue');
    expect(places(added)).toEqual(['overdue:0,0,3x2', 'overdue-2:0,2,3x2']);
    expect(addWidget([], 'trendChart')[0]).toMatchObject({ w: 6, h: 3, y: 0 });
    const full = Array.from({ length: 30 }, (_, index) => w(`w${index}`, 0, index * 2));
    expect(canAdd(full)).toBe(false);
  });
});
