// The spellings of an area's name, and the names the generator refuses.
import { describe, expect, it } from 'vitest';
import { areaNames, fillNames, nameProblem, singularOf } from '../names.js';

describe('area names', () => {
  it('spells a kebab-case plural every way the code base needs', () => {
    expect(areaNames('work-orders')).toEqual({
      kebab: 'work-orders',
      kebabOne: 'work-order',
      camel: 'workOrders',
      camelOne: 'workOrder',
      Pascal: 'WorkOrders',
      PascalOne: 'WorkOrder',
      snake: 'work_orders',
      SNAKE_ONE: 'WORK_ORDER',
      subject: 'work orders',
      Title: 'Work orders',
      title: 'work orders',
      TitleOne: 'Work order',
      titleOne: 'work order',
    });
  });

  it('guesses the singular from English endings, and takes it when given', () => {
    expect(singularOf('meter-readings')).toBe('meter-reading');
    expect(singularOf('safety-checks')).toBe('safety-check');
    expect(singularOf('inventory-entries')).toBe('inventory-entry');
    expect(singularOf('boxes')).toBe('box');
    expect(singularOf('permit-passes')).toBe('permit-pass');
    expect(singularOf('surveys')).toBe('survey');
    expect(areaNames('criteria', 'criterion').PascalOne).toBe('Criterion');
  });

  it('refuses what is not kebab-case, too long or reserved, and a singular equal to the plural', () => {
    for (const bad of [
      'WorkOrders',
      'work_orders',
      'work--orders',
      '-orders',
      '1orders',
      'orders-',
    ]) {
      expect(nameProblem(bad)).toMatch(/kebab-case/);
    }
    expect(nameProblem('a'.repeat(41))).toMatch(/longer than 40/);
    expect(nameProblem('endpoints')).toMatch(/uses for itself/);
    expect(nameProblem('work-orders')).toBeNull();
    expect(() => areaNames('equipment')).toThrow(/--singular/);
    expect(() => areaNames('Work orders')).toThrow(/kebab-case/);
  });

  it('fills placeholders and refuses an unknown one', () => {
    const names = areaNames('work-orders');
    expect(fillNames('__SNAKE_ONE___NOT_FOUND in __kebab__/__camelOne__.ts', names)).toBe(
      'WORK_ORDER_NOT_FOUND in work-orders/workOrder.ts',
    );
    expect(() => fillNames('__nope__', names)).toThrow(/Unknown placeholder __nope__/);
  });
});
