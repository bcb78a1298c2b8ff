/**
 * The demo organisation's buildings, each with a three-level location tree (floors, wings or
 * zones, rooms and plant rooms). The assets seed places equipment in them by building code.
 */
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/client.ts';
import { buildings, locations, type ContactPerson } from '../db/schema/index.ts';

type LocationType = typeof locations.$inferInsert.type;

interface DemoLocation {
  name: string;
  code?: string;
  type: LocationType;
  area?: number;
  children?: DemoLocation[];
}

interface DemoBuilding {
  name: string;
  code: 'NWH' | 'RDC' | 'HRP' | 'ESC';
  type: typeof buildings.$inferInsert.type;
  street: string;
  city: string;
  region: string;
  postcode: string;
  latitude: number;
  longitude: number;
  floors: number;
  grossArea: number;
  yearBuilt: number;
  contacts: ContactPerson[];
  openingHours: string;
  notes: string;
  tree: DemoLocation[];
}

const room = (name: string, code: string, area: number): DemoLocation => ({
  name,
  code,
  type: 'room',
  area,
});

export const DEMO_BUILDINGS: readonly DemoBuilding[] = [
  {
    name: 'Northwind House',
    code: 'NWH',
    type: 'office',
    street: '12 Finsbury Square',
    city: 'London',
    region: 'Greater London',
    postcode: 'EC2A 1AS',
    latitude: 51.5206,
    longitude: -0.0865,
    floors: 6,
    grossArea: 8200,
    yearBuilt: 1998,
    contacts: [
      {
        name: 'Priya Shah',
        role: 'Building manager',
        phone: '+44 20 7946 0100',
        email: 'priya.shah@northwind.example',
      },
      {
        name: 'Front desk',
        role: 'Reception',
        phone: '+44 20 7946 0101',
        email: 'reception@northwind.example',
      },
    ],
    openingHours: 'Mon–Fri 07:00–20:00\nSat 09:00–13:00\nSun closed',
    notes: 'Deliveries through the loading bay on Sun Street. Roof access by permit only.',
    tree: [
      {
        name: 'Ground floor',
        code: 'GF',
        type: 'floor',
        area: 1400,
        children: [
          {
            name: 'Reception',
            code: 'GF-REC',
            type: 'zone',
            children: [room('Main lobby', 'GF-001', 180), room('Post room', 'GF-002', 24)],
          },
          {
            name: 'Basement plant',
            code: 'GF-PLT',
            type: 'zone',
            children: [
              { name: 'Boiler room', code: 'B-PR1', type: 'plant_room', area: 90 },
              { name: 'Switch room', code: 'B-PR2', type: 'plant_room', area: 45 },
            ],
          },
        ],
      },
      {
        name: 'Floor 2',
        code: 'L2',
        type: 'floor',
        area: 1350,
        children: [
          {
            name: 'East wing',
            code: 'L2-E',
            type: 'wing',
            children: [
              room('Meeting room 2.01', 'L2-201', 32),
              room('Open office East', 'L2-210', 420),
            ],
          },
          {
            name: 'West wing',
            code: 'L2-W',
            type: 'wing',
            children: [room('Kitchen 2', 'L2-220', 40), room('Comms room 2', 'L2-230', 18)],
          },
        ],
      },
      {
        name: 'Roof',
        code: 'RF',
        type: 'roof',
        children: [{ name: 'Roof plant deck', code: 'RF-PLT', type: 'plant_room', area: 220 }],
      },
    ],
  },
  {
    name: 'Riverside Distribution Centre',
    code: 'RDC',
    type: 'industrial',
    street: 'Unit 4, Island Road',
    city: 'Reading',
    region: 'Berkshire',
    postcode: 'RG2 0RP',
    latitude: 51.4384,
    longitude: -0.9744,
    floors: 2,
    grossArea: 21500,
    yearBuilt: 2009,
    contacts: [
      {
        name: 'Tom Bradley',
        role: 'Site supervisor',
        phone: '+44 118 496 0250',
        email: 'tom.bradley@northwind.example',
      },
    ],
    openingHours: 'Open 24 hours, 7 days (gatehouse staffed overnight)',
    notes: 'Forklift zone: high-visibility clothing required beyond the yellow line.',
    tree: [
      {
        name: 'Warehouse floor',
        code: 'WH',
        type: 'floor',
        area: 18000,
        children: [
          {
            name: 'Zone A – Goods in',
            code: 'WH-A',
            type: 'zone',
            children: [room('Dock 1', 'WH-A1', 120), room('Dock 2', 'WH-A2', 120)],
          },
          {
            name: 'Zone B – Cold store',
            code: 'WH-B',
            type: 'zone',
            children: [
              room('Chiller 1', 'WH-B1', 600),
              { name: 'Refrigeration plant', code: 'WH-B-PLT', type: 'plant_room', area: 150 },
            ],
          },
        ],
      },
      {
        name: 'Mezzanine',
        code: 'MZ',
        type: 'floor',
        area: 1900,
        children: [
          {
            name: 'Offices',
            code: 'MZ-OFF',
            type: 'zone',
            children: [room('Shift office', 'MZ-01', 35), room('Staff canteen', 'MZ-02', 110)],
          },
        ],
      },
      {
        name: 'Yard',
        code: 'YD',
        type: 'outdoor',
        children: [{ name: 'Gatehouse', code: 'YD-GH', type: 'room', area: 16 }],
      },
    ],
  },
  {
    name: 'Harbour Retail Park',
    code: 'HRP',
    type: 'retail',
    street: 'Western Esplanade',
    city: 'Southampton',
    region: 'Hampshire',
    postcode: 'SO15 1BA',
    latitude: 50.9067,
    longitude: -1.4131,
    floors: 1,
    grossArea: 12400,
    yearBuilt: 2004,
    contacts: [
      {
        name: 'Grace Okafor',
        role: 'Centre manager',
        phone: '+44 23 8049 6300',
        email: 'grace.okafor@northwind.example',
      },
    ],
    openingHours: 'Mon–Sat 08:00–21:00\nSun 10:00–16:00',
    notes: 'Tenant fit-outs are each tenant’s responsibility; landlord plant only.',
    tree: [
      {
        name: 'Ground floor',
        code: 'GF',
        type: 'floor',
        area: 12000,
        children: [
          {
            name: 'North terrace',
            code: 'GF-N',
            type: 'wing',
            children: [room('Unit 1', 'U1', 1800), room('Unit 2', 'U2', 1500)],
          },
          {
            name: 'South terrace',
            code: 'GF-S',
            type: 'wing',
            children: [room('Unit 5', 'U5', 2200), room('Customer toilets', 'GF-WC', 60)],
          },
          {
            name: 'Service corridor',
            code: 'GF-SC',
            type: 'zone',
            children: [{ name: 'Sprinkler pump room', code: 'SPR', type: 'plant_room', area: 70 }],
          },
        ],
      },
      {
        name: 'Car park',
        code: 'CP',
        type: 'outdoor',
        children: [{ name: 'EV charging bay', code: 'CP-EV', type: 'area', area: 300 }],
      },
    ],
  },
  {
    name: 'Elm Street Clinic',
    code: 'ESC',
    type: 'healthcare',
    street: '48 Elm Street',
    city: 'Oxford',
    region: 'Oxfordshire',
    postcode: 'OX4 1EZ',
    latitude: 51.7484,
    longitude: -1.2404,
    floors: 3,
    grossArea: 2600,
    yearBuilt: 1972,
    contacts: [
      {
        name: 'Dr Helen Ward',
        role: 'Practice manager',
        phone: '+44 1865 496 0400',
        email: 'helen.ward@northwind.example',
      },
      {
        name: 'Estates on call',
        role: 'Out of hours',
        phone: '+44 1865 496 0499',
        email: '',
      },
    ],
    openingHours: 'Mon–Fri 08:00–18:30\nSat 09:00–12:00 (bookings only)',
    notes: 'Clinical areas: infection control sign-in before any work.',
    tree: [
      {
        name: 'Ground floor',
        code: 'G',
        type: 'floor',
        area: 900,
        children: [
          {
            name: 'Outpatients',
            code: 'G-OP',
            type: 'wing',
            children: [
              room('Consulting room 1', 'G-01', 16),
              room('Consulting room 2', 'G-02', 16),
            ],
          },
          {
            name: 'Waiting area',
            code: 'G-WA',
            type: 'zone',
            children: [room('Patient toilets', 'G-WC', 20)],
          },
        ],
      },
      {
        name: 'First floor',
        code: 'F1',
        type: 'floor',
        area: 850,
        children: [
          {
            name: 'Treatment suite',
            code: 'F1-TS',
            type: 'wing',
            children: [room('Treatment room A', 'F1-A', 24), room('Sterile store', 'F1-SS', 12)],
          },
        ],
      },
      {
        name: 'Basement',
        code: 'B',
        type: 'floor',
        children: [
          {
            name: 'Plant',
            code: 'B-PLT',
            type: 'zone',
            children: [{ name: 'Medical gas room', code: 'B-MG', type: 'plant_room', area: 30 }],
          },
        ],
      },
    ],
  },
];

type LocationInsert = typeof locations.$inferInsert;

/** The tree as rows with their ids, paths and depths worked out in advance. */
function flattenTree(
  nodes: readonly DemoLocation[],
  organisationId: string,
  buildingId: string,
  parent: { id: string; path: string; depth: number } | null,
  rows: LocationInsert[],
): LocationInsert[] {
  for (const node of nodes) {
    const id = randomUUID();
    const path = `${parent?.path ?? '/'}${id}/`;
    const depth = parent ? parent.depth + 1 : 0;
    rows.push({
      id,
      organisationId,
      buildingId,
      parentId: parent?.id ?? null,
      path,
      depth,
      name: node.name,
      code: node.code ?? null,
      type: node.type,
      area: node.area ?? null,
    });
    if (node.children)
      flattenTree(node.children, organisationId, buildingId, { id, path, depth }, rows);
  }
  return rows;
}

/** Inserts the demo buildings and their location trees; returns the building ids by code. */
export async function seedDemoBuildings(
  tx: Executor,
  organisationId: string,
): Promise<Record<DemoBuilding['code'], string>> {
  const rows = await tx
    .insert(buildings)
    .values(
      DEMO_BUILDINGS.map(({ tree: _tree, ...building }) => ({
        ...building,
        country: 'GB',
        areaUnit: 'm2' as const,
        organisationId,
      })),
    )
    .returning({ id: buildings.id, code: buildings.code });
  const ids = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Record<
    DemoBuilding['code'],
    string
  >;
  const locationRows = DEMO_BUILDINGS.flatMap((building) =>
    flattenTree(building.tree, organisationId, ids[building.code], null, []),
  );
  await tx.insert(locations).values(locationRows);
  return ids;
}
