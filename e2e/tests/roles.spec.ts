// A custom role made in the permission matrix, given to a person, decides their whole menu:
// the owner creates a role that reads only buildings and assets, gives it to a contractor in place
// of their roles, and they, signing in afresh, sees exactly those two menu items.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { demoPassword } from '../support/demo.ts';
import { signIn } from '../support/sign-in.ts';

const VIEWER = { email: 'contractor@northwind.example', name: 'Sam Whitfield' };

/** Gives the person back the default Contractor role and removes the role made here. */
async function restoreContractor(request: APIRequestContext, roleName: string) {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: 'owner@northwind.example', password: demoPassword() },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const roles = (await (await request.get('/api/v1/roles', { headers })).json()).data as {
    id: string;
    key: string | null;
    name: string;
  }[];
  const users = await (
    await request.get(`/api/v1/users?search=${encodeURIComponent(VIEWER.email)}`, { headers })
  ).json();
  const viewerRole = roles.find((role) => role.key === 'contractor');
  const viewer = users.data[0];
  if (viewer && viewerRole) {
    await request.patch(`/api/v1/users/${viewer.id}`, {
      headers,
      data: { role_ids: [viewerRole.id] },
    });
  }
  const custom = roles.find((role) => role.name === roleName);
  if (custom) await request.delete(`/api/v1/roles/${custom.id}`, { headers });
  await request.post('/api/v1/auth/logout', { headers });
}

test('a role made in the matrix decides what its holder sees', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const roleName = `Site Walker ${Date.now()}`;
  try {
    // 1. The owner makes the role in the Roles tab.
    await signIn(page, 'owner@northwind.example');
    await page.goto('/organisation/organisation');
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'New role' }).click();
    const roleDialog = page.getByRole('dialog', { name: 'New role' });
    await roleDialog.getByRole('textbox', { name: 'Name' }).fill(roleName);
    await roleDialog.getByRole('checkbox', { name: 'Buildings: read', exact: true }).check();
    await roleDialog.getByRole('checkbox', { name: 'Assets: read', exact: true }).check();
    await expect(roleDialog.getByRole('checkbox', { name: 'Dashboard: read' })).not.toBeChecked();
    await roleDialog.getByRole('button', { name: 'Create role' }).click();
    await expect(roleDialog).toBeHidden();
    await expect(page.getByRole('heading', { name: roleName })).toBeVisible();

    // 2. ... and gives it to the contractor instead of their roles, in the Users tab.
    await page.getByRole('tab', { name: 'Users' }).click();
    await page.getByRole('searchbox', { name: 'Search people' }).fill(VIEWER.email);
    await page.getByRole('button', { name: `Actions for ${VIEWER.name}` }).click();
    await page.getByRole('menuitem', { name: 'Change roles and buildings' }).click();
    const accessDialog = page.getByRole('dialog', {
      name: `Roles and buildings of ${VIEWER.name}`,
    });
    await accessDialog.getByRole('checkbox', { name: 'Contractor', exact: true }).uncheck();
    await accessDialog.getByRole('checkbox', { name: roleName, exact: true }).check();
    await accessDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(accessDialog).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: VIEWER.email });
    await expect(row.getByText(roleName)).toBeVisible();
    await expect(row.getByText('Contractor', { exact: true })).toHaveCount(0);

    // 3. The contractor signs in, in a browser of their own, and sees only what the role allows.
    const viewerContext = await browser.newContext();
    const viewerPage = await viewerContext.newPage();
    await signIn(viewerPage, VIEWER.email);
    await viewerPage.goto('/buildings/buildings');
    await expect(viewerPage).toHaveURL(/\/buildings\/buildings$/);
    const nav = viewerPage.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Buildings' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Assets' })).toBeVisible();
    const hiddenItems = [
      'Dashboard',
      'Calendar',
      'My Jobs',
      'Reactive Tickets',
      'General Tickets',
      'PPM Tasks',
      'Locations',
      'Tags',
      'Alerts',
      'Team',
      'Organisation',
      'Reports',
    ];
    for (const hidden of hiddenItems) {
      await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
    }
    // Without the dashboard, the default landing is their first permitted page.
    await viewerPage.goto('/dashboards/crm');
    await expect(viewerPage).not.toHaveURL(/\/dashboards\/crm$/);
    await viewerPage.goto('/organisation/organisation');
    await expect(viewerPage).toHaveURL(/\/auth\/not-authorized$/);
    await viewerContext.close();
  } finally {
    // Leave the demo account as it was.
    await restoreContractor(request, roleName);
  }
});
