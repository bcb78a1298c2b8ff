import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n.ts';
import { suggestKey } from './field-key.ts';
import { newField } from './field-types.tsx';
import { draftProblems, problemsByField, problemsOfFieldErrors } from './problems.ts';

const t = i18n.t.bind(i18n);

describe('draft problems', () => {
  it('puts each problem at its field and setting, as the contract finds them', () => {
    const gauge = { ...newField('number', 'pressure'), label: 'Pressure', min: 3, max: 1 };
    const twin = { ...newField('checkbox', 'pressure'), label: 'Pressure again' };
    const unnamed = newField('yes_no', 'yes_no_1');
    const byField = problemsByField(draftProblems([gauge, twin, unnamed], t));
    expect(byField.get(0)).toEqual([
      expect.objectContaining({
        setting: 'max',
        message: 'The maximum must not be below the minimum',
      }),
    ]);
    expect(byField.get(1)).toEqual([
      expect.objectContaining({ setting: 'key', message: 'Another field already has this key' }),
    ]);
    expect(byField.get(2)).toEqual([
      expect.objectContaining({ setting: 'label', message: 'Write a label' }),
    ]);
  });

  it('reads a refused publish’s field errors, with or without the definition’s prefix', () => {
    expect(
      problemsOfFieldErrors({
        'fields.3.options.0.key': ['Another option already has this key'],
        'definition.fields.1.label': ['Write a label'],
        requires_signature: ['Expected a boolean'],
      }),
    ).toEqual([
      {
        index: 3,
        setting: 'options',
        rest: [0, 'key'],
        message: 'Another option already has this key',
      },
      { index: 1, setting: 'label', rest: [], message: 'Write a label' },
      { index: null, setting: '', rest: [], message: 'Expected a boolean' },
    ]);
  });
});

describe('suggestKey', () => {
  it('makes a key the contract accepts from a label, unique among the others', () => {
    expect(suggestKey('Température de l’eau (°C)', 'number', new Set())).toBe(
      'temperature_de_l_eau_c',
    );
    expect(suggestKey('Pressure', 'number', new Set(['pressure']))).toBe('pressure_2');
    expect(suggestKey('ضغط الماء', 'number', new Set(['number_1']))).toBe('number_2');
    expect(suggestKey('2nd check', 'checkbox', new Set())).toBe('nd_check');
  });
});
