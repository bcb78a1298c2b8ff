// The demo accounts' password. It is random per installation, so the tests cannot know it in
// advance: global-setup.ts reads it from GET /api/v1/auth/demo-accounts once the server is ready
// (the test server runs in demo mode, as the quick start does) and hands it to every worker.
export const DEMO_PASSWORD_VARIABLE = 'E2E_DEMO_PASSWORD';

/** The password of every demo account (owner@northwind.example and the others). */
export function demoPassword(): string {
  const password = process.env[DEMO_PASSWORD_VARIABLE];
  if (!password) throw new Error('No demo password: global-setup.ts has not read it yet');
  return password;
}

/** Asks a running server for its demo password, as the login page does. */
export async function fetchDemoPassword(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/v1/auth/demo-accounts`);
  const body = (await response.json()) as { enabled?: boolean; password?: string };
  if (!response.ok || !body.enabled || !body.password) {
    throw new Error(`The server shows no demo password (${response.status}): is it in demo mode?`);
  }
  return body.password;
}
