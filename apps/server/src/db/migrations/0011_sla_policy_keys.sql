-- The four default SLA policies carry a key, by which the app names them in the reader's
-- language while they keep their default name (SLA_DEFAULT_POLICY_NAMES in the contracts).
-- Policies made as defaults before (same priority and name) get their key; renamed and added
-- policies stay without. Running the updates again changes nothing.
ALTER TABLE "sla_policies" ADD COLUMN "key" text;--> statement-breakpoint
UPDATE "sla_policies" SET "key" = 'critical'
WHERE "priority" = 'critical' AND "name" = 'Critical: 1 h response, 4 h resolution (24/7)';--> statement-breakpoint
UPDATE "sla_policies" SET "key" = 'high'
WHERE "priority" = 'high' AND "name" = 'High: 2 h response, 8 h resolution';--> statement-breakpoint
UPDATE "sla_policies" SET "key" = 'medium'
WHERE "priority" = 'medium' AND "name" = 'Medium: 4 h response, 24 h resolution';--> statement-breakpoint
UPDATE "sla_policies" SET "key" = 'low'
WHERE "priority" = 'low' AND "name" = 'Low: 8 h response, 72 h resolution';
