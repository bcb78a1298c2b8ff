/**
 * The plans on offer. Plans are global rows (not tenant data) inserted on every start; a plan that
 * already exists (by key) is left alone, so prices or Stripe price ids changed in the database
 * survive restarts. Nothing in the product is capped unless a plan says so (seat_limit).
 */
import type { Database } from '../db/client.ts';
import { plans, type NewPlan } from '../db/schema/index.ts';

export const DEFAULT_PLANS: NewPlan[] = [
  {
    key: 'free',
    name: 'Free',
    description: 'For a small team trying Mainstay on one site.',
    priceMonthlyCents: 0,
    priceYearlyCents: 0,
    currency: 'EUR',
    seatLimit: 3,
    features: [
      'Up to 3 users',
      'Reactive tickets',
      'Assets and locations',
      'Mobile-friendly web app',
    ],
    isFree: true,
    trialDays: 0,
    sortOrder: 0,
  },
  {
    key: 'starter',
    name: 'Starter',
    description: 'For growing maintenance teams that plan their work.',
    priceMonthlyCents: 2900,
    priceYearlyCents: 29000,
    currency: 'EUR',
    seatLimit: 10,
    features: [
      'Up to 10 users',
      'Everything in Free',
      'Planned preventive maintenance',
      'Checklists and QR tags',
      'E-mail support',
    ],
    isFree: false,
    trialDays: 14,
    sortOrder: 1,
  },
  {
    key: 'professional',
    name: 'Professional',
    description: 'For multi-site operations with contractors and reporting needs.',
    priceMonthlyCents: 7900,
    priceYearlyCents: 79000,
    currency: 'EUR',
    seatLimit: 50,
    features: [
      'Up to 50 users',
      'Everything in Starter',
      'Contractor management',
      'Reports and service KPIs',
      'Custom branding',
      'Priority support',
    ],
    isFree: false,
    trialDays: 14,
    sortOrder: 2,
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    description: 'For large estates that need unlimited users and dedicated help.',
    priceMonthlyCents: 19900,
    priceYearlyCents: 199000,
    currency: 'EUR',
    seatLimit: null,
    features: [
      'Unlimited users',
      'Everything in Professional',
      'Custom roles and permissions',
      'Single sign-on ready',
      'Dedicated account manager',
    ],
    isFree: false,
    trialDays: 0,
    sortOrder: 3,
  },
];

/** Inserts the plans that do not exist yet; returns how many were added. */
export async function seedPlans(db: Database): Promise<number> {
  const inserted = await db
    .insert(plans)
    .values(DEFAULT_PLANS)
    .onConflictDoNothing({ target: plans.key })
    .returning({ id: plans.id });
  return inserted.length;
}
