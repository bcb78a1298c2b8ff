/**
 * Demo data for the team pages of Northwind Facilities: job titles, phones and skills for the
 * demo accounts, three teams with leads, four contractor companies (one document expiring
 * within 30 days, one expired) with the contractor account working for Arctic Air Mechanical,
 * and leave in the past, today and ahead. Dates are relative to the day of seeding.
 */
import type { DefaultRoleKey } from '@mainstay/permissions';
import { eq } from 'drizzle-orm';
import { forOrganisation } from '../lib/tenancy.ts';
import { addDays, today } from '../lib/dates.ts';
import type { Executor } from '../db/client.ts';
import {
  contractorDocuments,
  contractors,
  leave,
  teamMembers,
  teams,
  users,
  type ContactPerson,
} from '../db/schema/index.ts';

const PROFILES: Record<DefaultRoleKey, { jobTitle: string; phone: string; skills: string[] }> = {
  owner: { jobTitle: 'Managing Director', phone: '+44 20 7946 0101', skills: ['Budgeting'] },
  administrator: {
    jobTitle: 'Operations Administrator',
    phone: '+44 20 7946 0102',
    skills: ['Scheduling', 'Vendor management'],
  },
  facilities_manager: {
    jobTitle: 'Facilities Manager',
    phone: '+44 20 7946 0103',
    skills: ['Planned maintenance', 'Health and safety', 'Electrical'],
  },
  technician: {
    jobTitle: 'Senior HVAC Technician',
    phone: '+44 7700 900104',
    skills: ['HVAC', 'Refrigeration', 'Electrical'],
  },
  contractor: {
    jobTitle: 'Field Engineer',
    phone: '+44 7700 900105',
    skills: ['HVAC', 'Chillers'],
  },
  reporter: { jobTitle: 'Office Coordinator', phone: '+44 20 7946 0106', skills: [] },
  viewer: { jobTitle: 'Finance Analyst', phone: '+44 20 7946 0107', skills: ['Reporting'] },
};

const TEAMS: {
  name: string;
  description: string;
  lead: DefaultRoleKey;
  members: DefaultRoleKey[];
}[] = [
  {
    name: 'HVAC Crew',
    description: 'Heating, ventilation, air conditioning and refrigeration across all sites.',
    lead: 'technician',
    members: ['technician', 'facilities_manager'],
  },
  {
    name: 'Electrical',
    description: 'Power, lighting and emergency lighting tests.',
    lead: 'facilities_manager',
    members: ['facilities_manager', 'technician', 'administrator'],
  },
  {
    name: 'Soft Services',
    description: 'Cleaning, waste, reception and workplace support.',
    lead: 'administrator',
    members: ['administrator', 'reporter', 'viewer'],
  },
];

const contact = (name: string, role: string, phone: string, email: string): ContactPerson => ({
  name,
  role,
  phone,
  email,
});

export async function seedDemoTeam(
  tx: Executor,
  context: { organisationId: string; userIds: Record<DefaultRoleKey, string> },
): Promise<void> {
  const { organisationId, userIds } = context;
  const scope = forOrganisation(tx, organisationId);
  // Seeding twice must not duplicate anything: teams are the marker.
  if ((await scope.select(teams)).length > 0) return;
  const on = today();

  for (const [key, profile] of Object.entries(PROFILES) as [
    DefaultRoleKey,
    (typeof PROFILES)[DefaultRoleKey],
  ][]) {
    await scope.update(users, profile, eq(users.id, userIds[key]));
  }

  for (const team of TEAMS) {
    const [row] = await scope.insert(teams, [
      { name: team.name, description: team.description, leadUserId: userIds[team.lead] },
    ]);
    if (!row) throw new Error(`Seeding the team ${team.name} failed`);
    await scope.insert(
      teamMembers,
      team.members.map((key) => ({ teamId: row.id, userId: userIds[key] })),
    );
  }

  const companies = await scope.insert(contractors, [
    {
      companyName: 'Arctic Air Mechanical',
      trades: ['HVAC', 'Refrigeration'],
      contacts: [
        contact('Helen Frost', 'Service Manager', '+44 161 496 0200', 'helen@arcticair.example'),
        contact(
          'Sam Whitfield',
          'Field Engineer',
          '+44 7700 900105',
          'contractor@northwind.example',
        ),
      ],
      phone: '+44 161 496 0000',
      email: 'service@arcticair.example',
      address: 'Unit 4, Mill Lane Trading Estate, Manchester M4 6BF',
      notes: '24/7 call-out for chillers and rooftop units. Four-hour response on priority jobs.',
      hourlyRateCents: 6500,
      currency: 'GBP',
    },
    {
      companyName: 'BrightSpark Electrical',
      trades: ['Electrical', 'Emergency lighting'],
      contacts: [contact('Ravi Patel', 'Director', '+44 121 496 0300', 'ravi@brightspark.example')],
      phone: '+44 121 496 0000',
      email: 'jobs@brightspark.example',
      address: '18 Canal Street, Birmingham B1 2JP',
      notes: 'NICEIC approved. Periodic inspection reports within five working days.',
      hourlyRateCents: 5800,
      currency: 'GBP',
    },
    {
      companyName: 'ClearFlow Plumbing',
      trades: ['Plumbing', 'Drainage'],
      contacts: [
        contact('Megan Doyle', 'Office Manager', '+44 113 496 0400', 'megan@clearflow.example'),
        contact('Tom Ashby', 'Lead Plumber', '+44 7700 900410', 'tom@clearflow.example'),
      ],
      phone: '+44 113 496 0000',
      email: 'hello@clearflow.example',
      address: '7 Riverside Works, Leeds LS10 1AB',
      notes: '',
      hourlyRateCents: 5200,
      currency: 'GBP',
    },
    {
      companyName: 'Guardian Fire Safety',
      trades: ['Fire safety', 'Sprinklers'],
      contacts: [
        contact('Alan Shaw', 'Account Manager', '+44 20 7946 0500', 'alan@guardianfire.example'),
      ],
      phone: '+44 20 7946 0550',
      email: 'service@guardianfire.example',
      address: '2 Kingsway, London WC2B 6XF',
      notes: 'Quarterly alarm tests and annual extinguisher service.',
      hourlyRateCents: 7200,
      currency: 'GBP',
      status: 'active',
    },
  ]);
  const idOf = (name: string) => {
    const company = companies.find((row) => row.companyName === name);
    if (!company) throw new Error(`Seeding the contractor ${name} failed`);
    return company.id;
  };

  await scope.insert(contractorDocuments, [
    {
      contractorId: idOf('Arctic Air Mechanical'),
      kind: 'insurance',
      name: 'Public liability insurance (£5m)',
      expiresOn: addDays(on, 21),
    },
    {
      contractorId: idOf('Arctic Air Mechanical'),
      kind: 'certification',
      name: 'F-Gas company certificate',
      expiresOn: addDays(on, 240),
    },
    {
      contractorId: idOf('BrightSpark Electrical'),
      kind: 'certification',
      name: 'NICEIC Approved Contractor',
      expiresOn: addDays(on, 150),
    },
    {
      contractorId: idOf('ClearFlow Plumbing'),
      kind: 'insurance',
      name: "Employers' liability insurance",
      expiresOn: addDays(on, -9),
    },
    {
      contractorId: idOf('Guardian Fire Safety'),
      kind: 'licence',
      name: 'BAFE SP203-1 registration',
      expiresOn: addDays(on, 330),
    },
    {
      contractorId: idOf('Guardian Fire Safety'),
      kind: 'other',
      name: 'Method statement for sprinkler works',
      expiresOn: null,
    },
  ]);

  await scope.update(
    users,
    { contractorId: idOf('Arctic Air Mechanical') },
    eq(users.id, userIds.contractor),
  );

  const entry = (
    key: DefaultRoleKey,
    from: number,
    to: number,
    type: 'annual' | 'sick' | 'training',
    note: string,
  ) => ({
    userId: userIds[key],
    startsOn: addDays(on, from),
    endsOn: addDays(on, to),
    type,
    note,
    createdByUserId: userIds.facilities_manager,
  });
  await scope.insert(leave, [
    entry('technician', -30, -26, 'annual', 'Long weekend away'),
    entry('administrator', -12, -12, 'sick', ''),
    entry('viewer', 0, 1, 'sick', 'Flu'),
    entry('technician', 14, 15, 'training', 'Refrigerant handling refresher course'),
    entry('administrator', 35, 44, 'annual', 'Summer holiday'),
  ]);
}
