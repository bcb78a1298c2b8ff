// Whole account journeys against the real server, with mail delivered to a real SMTP server:
// sign-up through all five steps, inviting a colleague who then joins, and a forgotten password.
import { expect, test, type Page } from '@playwright/test';
import { codeIn, linkIn, waitForMail } from '../support/mailbox';
import { demoPassword } from '../support/demo.ts';
import { SIGN_IN_TIMEOUT, submitSignIn } from '../support/sign-in.ts';

const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await submitSignIn(page, email, { password });
}

async function signOut(page: Page, name: string) {
  await page.getByRole('button', { name: `Account menu: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
}

test('a new customer signs up through every step, invites a colleague who joins', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const id = unique();
  const owner = { username: `owner.${id}`, email: `owner-${id}@signup.test` };
  const colleague = `tech-${id}@signup.test`;

  // 1. Account details
  await page.goto('/auth/register');
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('a-strong-password');
  await page.getByRole('button', { name: 'Create account' }).click();

  // 2. The code arrives by e-mail.
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const verification = await waitForMail(owner.email, /verification code/);
  await page.getByLabel('Verification code').fill(codeIn(verification));
  await page.getByRole('button', { name: 'Verify email' }).click();

  // 3. Company details
  await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
  await page.getByLabel('Company name').fill(`Harbour Estates ${id}`);
  await page.getByRole('combobox', { name: 'Country' }).fill('Ireland');
  await page.getByRole('option', { name: 'Ireland' }).click();
  await page.getByRole('combobox', { name: 'Team size' }).click();
  await page.getByRole('option', { name: '11 to 50 people' }).click();
  await page.getByRole('combobox', { name: 'Industry' }).click();
  await page.getByRole('option', { name: 'Property management' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // 4. Plan: a trial needs no card on the built-in provider.
  await expect(page.getByRole('heading', { name: 'Choose your plan' })).toBeVisible();
  await page.getByRole('radio', { name: 'Starter' }).check();
  await page.getByRole('button', { name: 'Start with this plan' }).click();

  // 5. Invite the team
  await expect(page.getByRole('heading', { name: 'Invite your team' })).toBeVisible();
  await page.getByLabel('Email 1').fill(colleague);
  await page.getByRole('combobox', { name: 'Role 1' }).click();
  await page.getByRole('option', { name: 'Technician' }).click();
  await page.getByRole('button', { name: 'Send invitations' }).click();

  await expect(page.getByRole('heading', { name: "You're all set" })).toBeVisible();
  await page
    .getByRole('link', { name: 'Go to dashboard' })
    .or(page.getByRole('button', { name: 'Go to dashboard' }))
    .click();
  await expect(page).toHaveURL(/\/dashboards\/crm$/);
  await expect(page.getByRole('button', { name: /^Account menu:/ })).toBeVisible();

  // The colleague follows the link in their invitation, in a browser of their own.
  const invitation = await waitForMail(colleague, /invited you to join Harbour Estates/);
  const invitee = await browser.newContext();
  const colleaguePage = await invitee.newPage();
  await colleaguePage.goto(linkIn(invitation, '/auth/AcceptInvitation?token='));
  await expect(
    colleaguePage.getByText(/invited you to join Harbour Estates .* as Technician/),
  ).toBeVisible();
  await colleaguePage.getByLabel('Full name').fill('Tomás Byrne');
  await colleaguePage.getByLabel('Username').fill(`tomas.${id}`);
  await colleaguePage
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill('tomas-password-1');
  await colleaguePage.getByRole('textbox', { name: 'Confirm password' }).fill('tomas-password-1');
  await colleaguePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(colleaguePage).toHaveURL(/\/dashboards\/crm$/);

  // ...and can sign in again later with the password they chose.
  await signOut(colleaguePage, 'Tomás Byrne');
  await signIn(colleaguePage, colleague, 'tomas-password-1');
  await expect(colleaguePage).toHaveURL(/\/dashboards\/crm$/, { timeout: SIGN_IN_TIMEOUT });
  const nav = colleaguePage.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'My Jobs' })).toBeVisible();
  await invitee.close();
});

test('a forgotten password is reset from the e-mailed link and the new one signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  // A reporter of its own (invited by the owner), so no other test's sign-in is disturbed.
  const email = `forgetful.${Date.now()}@northwind.example`;
  const login = await request.post('/api/v1/auth/login', {
    data: { email: 'owner@northwind.example', password: demoPassword() },
  });
  const { token } = (await login.json()) as { token: string };
  const invited = await request.post('/api/v1/auth/invite-team', {
    headers: { authorization: `Bearer ${token}` },
    data: { invitations: [{ email, role: 'Reporter' }] },
  });
  expect(invited.ok()).toBeTruthy();
  const invitation = await waitForMail(email, /invited you to join/);
  const invitationToken = new URL(
    linkIn(invitation, '/auth/AcceptInvitation?token='),
  ).searchParams.get('token');
  const accepted = await request.post('/api/v1/auth/accept-invitation', {
    data: {
      token: invitationToken,
      name: 'Nora Quinn',
      username: `nora.${Date.now()}`,
      password: 'nora-first-password',
      password_confirmation: 'nora-first-password',
    },
  });
  expect(accepted.ok()).toBeTruthy();

  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for/).first()).toBeVisible();

  const mail = await waitForMail(email, /Reset your Mainstay password/);
  await page.goto(linkIn(mail, '/auth/reset-password?token='));
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('brand-new-secret');
  await page.getByRole('textbox', { name: 'Confirm password' }).fill('brand-new-secret');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed.').first()).toBeVisible();

  // The old password no longer works; the new one does.
  await signIn(page, email, 'nora-first-password');
  await expect(page.getByText('Invalid email or password').first()).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await signIn(page, email, 'brand-new-secret');
  // A reporter has no dashboard: they land on the tickets they follow.
  await expect(page).toHaveURL(/\/reactive-tickets\/tickets$/, { timeout: SIGN_IN_TIMEOUT });
});
