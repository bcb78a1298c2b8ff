import { DEFAULT_ROLES } from '@mainstay/permissions';
import { describe, expect, it } from 'vitest';
import en from '@mainstay/i18n/locales/en/access.json';

describe('default role descriptions', () => {
  it('are worded in English as the roles are made, one per default role', () => {
    expect(en.builtInDescriptions).toEqual(
      Object.fromEntries(DEFAULT_ROLES.map((role) => [role.key, role.description])),
    );
  });
});
