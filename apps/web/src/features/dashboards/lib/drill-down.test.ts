import { describe, expect, it } from 'vitest';
import { drill, drillDownLinks, ticketListHref } from './drill-down.ts';

const PERIOD = { from: '2025-03-01', to: '2025-03-31' };
const BUILDING = '0b8f2c3a-1d4e-4f5a-8b6c-7d8e9f0a1b2c';

const paramsOf = (href: string) => Object.fromEntries(new URL(href, 'http://x').searchParams);

describe('drill-down links', () => {
  it('sends overdue numbers to the list with overdue=true and nothing else', () => {
    expect(ticketListHref('reactive', drill.overdue())).toBe(
      '/reactive-tickets/tickets?overdue=true',
    );
    expect(
      paramsOf(ticketListHref('general', drill.overdue({ priority: 'high' }), BUILDING)),
    ).toEqual({ priority: 'high', building_id: BUILDING, overdue: 'true' });
  });

  it('bounds completed figures by the completion days of the period', () => {
    expect(paramsOf(ticketListHref('reactive', drill.completed(PERIOD)))).toEqual({
      completed_from: '2025-03-01',
      completed_to: '2025-03-31',
    });
  });

  it('bounds created figures by the creation days of the period', () => {
    expect(paramsOf(ticketListHref('general', drill.created(PERIOD)))).toEqual({
      created_from: '2025-03-01',
      created_to: '2025-03-31',
    });
  });

  it('filters SLA outcomes by clock, and resolution ones by the period', () => {
    expect(
      paramsOf(ticketListHref('reactive', drill.sla(PERIOD, 'resolution', ['breached']))),
    ).toEqual({
      sla_result: 'resolution_breached',
      completed_from: '2025-03-01',
      completed_to: '2025-03-31',
    });
    expect(
      paramsOf(ticketListHref('reactive', drill.sla(PERIOD, 'response', ['met', 'breached']))),
    ).toEqual({
      sla_result: 'response_met,response_breached',
      responded_from: '2025-03-01',
      responded_to: '2025-03-31',
    });
  });

  it('drills first visits to first_visit=true within the completion days', () => {
    expect(ticketListHref('reactive', drill.firstVisit(PERIOD))).toBe(
      '/reactive-tickets/tickets?completed_from=2025-03-01&completed_to=2025-03-31&first_visit=true',
    );
  });

  it("drills a chart's priority or category bar to its rows created in the period", () => {
    expect(
      paramsOf(ticketListHref('reactive', drill.created(PERIOD, { priority: 'high' }))),
    ).toEqual({ priority: 'high', created_from: '2025-03-01', created_to: '2025-03-31' });
    expect(ticketListHref('general', drill.created(PERIOD, { category_id: 'c1' }), BUILDING)).toBe(
      `/general-tickets/generals?building_id=${BUILDING}&category_id=c1&created_from=2025-03-01&created_to=2025-03-31`,
    );
  });

  it('filters ratings to one score or any', () => {
    expect(paramsOf(ticketListHref('reactive', drill.rated(PERIOD, 2))).rating).toBe('2');
    expect(paramsOf(ticketListHref('reactive', drill.rated(PERIOD))).rating).toBe('1,2,3,4,5');
    // Rated in the period, whenever the work was completed.
    expect(paramsOf(ticketListHref('reactive', drill.rated(PERIOD)))).toMatchObject({
      rated_from: PERIOD.from,
      rated_to: PERIOD.to,
    });
    expect(
      paramsOf(ticketListHref('reactive', drill.rated(PERIOD))).completed_from,
    ).toBeUndefined();
  });

  it('gives one link per kind over both kinds, each with the building', () => {
    const links = drillDownLinks({ building_id: BUILDING }, drill.open());
    expect(links.map((link) => link.href)).toEqual([
      `/reactive-tickets/tickets?status=new%2Cassigned%2Cin_progress%2Con_hold%2Creopened&building_id=${BUILDING}`,
      `/general-tickets/generals?status=new%2Cassigned%2Cin_progress%2Con_hold%2Creopened&building_id=${BUILDING}`,
    ]);
    expect(drillDownLinks({ kind: 'general' }, drill.open())).toHaveLength(1);
  });

  it('leads nowhere while the figures shown are still those of the previous filters', () => {
    expect(drillDownLinks({ kind: 'reactive', stale: true }, drill.overdue())).toEqual([]);
    expect(drillDownLinks({ kind: 'reactive', stale: false }, drill.overdue())).toHaveLength(1);
  });
});
