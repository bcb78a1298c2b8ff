/**
 * Kill -9 mid-burst loses no acknowledged write. A real server process (the start command, spoken
 * to over HTTP only, so it holds however the database is run inside it) takes a burst of ticket
 * creations, eight in flight at a time; once some have been answered 201 it is killed with
 * SIGKILL while others are still in flight. A new server on the same data must then find every
 * ticket that was answered 201, by id. Three crashes in a row, each checked by the next start.
 *
 * On PGlite: an on-disk embedded database (DATA_DIR). In the PostgreSQL pass: a fresh database
 * of the run's server (DATABASE_URL).
 */
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_ROLES } from '@mainstay/permissions';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteDirectory, type DatabaseHandle } from '../src/db/client.ts';
import { buildings } from '../src/db/schema/index.ts';
import { createTestDatabase, usingPostgres, type TestDatabase } from './helpers/database.ts';
import { bearer, createOrganisation, createUserWithToken } from './helpers/fixtures.ts';
import { startServerProcess, type ServerProcess } from './helpers/server-process.ts';

const CRASHES = 3;
const IN_FLIGHT = 8;

const ownerRules = DEFAULT_ROLES.find((role) => role.key === 'owner')?.rules ?? [];

/** An organisation, its owner's token and a building to report in, written before any start. */
async function prepare(handle: DatabaseHandle) {
  const organisation = await createOrganisation(handle.db, 'Crash Estates');
  const { token } = await createUserWithToken(handle.db, organisation.id, { rules: ownerRules });
  const [building] = await handle.db
    .insert(buildings)
    .values({ organisationId: organisation.id, name: 'Crash House' })
    .returning();
  return { token, buildingId: building?.id ?? '' };
}

interface Burst {
  /** Ids of the tickets answered 201 (the whole answer read). */
  acknowledged: string[];
  /** Requests sent and not yet answered when the kill came. */
  inFlightAtKill: number;
  /** Answers other than 201 (none expected). */
  unexpected: string[];
}

/** Creates tickets, IN_FLIGHT at a time, and kills the server once `killAfter` are answered. */
async function burstAndKill(
  server: ServerProcess,
  token: string,
  buildingId: string,
  killAfter: number,
): Promise<Burst> {
  const burst: Burst = { acknowledged: [], inFlightAtKill: 0, unexpected: [] };
  let inFlight = 0;
  let killing: Promise<void> | undefined;
  let sent = 0;
  const create = async (): Promise<void> => {
    while (!killing) {
      sent += 1;
      inFlight += 1;
      try {
        const response = await fetch(`${server.url}/api/v1/reactive-tickets`, {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({ title: `Crash test ${sent}`, building_id: buildingId }),
        });
        const text = await response.text();
        if (response.status === 201) {
          burst.acknowledged.push((JSON.parse(text) as { id: string }).id);
        } else {
          burst.unexpected.push(`${response.status} ${text.slice(0, 200)}`);
        }
      } catch {
        // Cut off by the kill: not acknowledged, so nothing is owed.
        return;
      } finally {
        inFlight -= 1;
      }
      if (!killing && burst.acknowledged.length >= killAfter) {
        burst.inFlightAtKill = inFlight;
        killing = server.kill();
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, create));
  await killing;
  return burst;
}

/** The acknowledged tickets a server cannot find. */
async function missing(server: ServerProcess, token: string, ids: readonly string[]) {
  const found = await Promise.all(
    ids.map(async (id) => {
      const response = await fetch(`${server.url}/api/v1/reactive-tickets/${id}`, {
        headers: bearer(token),
      });
      return response.status === 200 ? undefined : `${id}: ${response.status}`;
    }),
  );
  return found.filter((entry) => entry !== undefined);
}

describe('kill -9 during a burst of creations', () => {
  const onPostgres = usingPostgres();
  let dataDir: string;
  let database: TestDatabase | undefined;
  let env: Record<string, string>;
  let token: string;
  let buildingId: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'mainstay-kill-'));
    if (onPostgres) {
      database = await createTestDatabase();
      ({ token, buildingId } = await prepare(database.handle));
      env = { DATABASE_URL: database.handle.connectionString ?? '', DATA_DIR: dataDir };
    } else {
      // Migrated (from the run's snapshot), so each start does only what every start does.
      const handle = await openDatabase({
        pgliteDir: pgliteDirectory(dataDir),
        pgliteSnapshot: new Blob([readFileSync(inject('pgliteSnapshotPath'))]),
      });
      ({ token, buildingId } = await prepare(handle));
      await handle.close();
      env = { DATA_DIR: dataDir };
    }
  }, 60_000);

  afterAll(async () => {
    await server?.kill();
    await database?.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every creation answered 201, through ${CRASHES} crashes (${usingPostgres() ? 'PostgreSQL' : 'embedded database on disk'})`, async () => {
    const acknowledged: string[] = [];
    for (let crash = 1; crash <= CRASHES; crash += 1) {
      server = await startServerProcess(`kill-${crash}`, env);
      // What the crash before acknowledged is all there.
      expect(await missing(server, token, acknowledged)).toEqual([]);
      const burst = await burstAndKill(server, token, buildingId, 10 + crash * 5);
      expect(burst.unexpected).toEqual([]);
      // Killed mid-burst: requests were still waiting for their answer.
      expect(burst.inFlightAtKill).toBeGreaterThan(0);
      acknowledged.push(...burst.acknowledged);
      console.info(
        `Crash ${crash}: ${burst.acknowledged.length} acknowledged, ` +
          `${burst.inFlightAtKill} in flight at the kill`,
      );
    }
    server = await startServerProcess('kill-after', env);
    expect(await missing(server, token, acknowledged)).toEqual([]);
    console.info(`Kill -9: ${acknowledged.length} acknowledged creations, none lost`);
  }, 240_000);
});
