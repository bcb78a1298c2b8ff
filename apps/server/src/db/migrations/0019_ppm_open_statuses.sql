-- A scheduled PPM task is open (work is owed): the partial indexes of open tickets and the
-- triggers that keep ticket_assignees.ticket_open in step take it in (OPEN_TICKET_STATUSES).
-- Its own migration: PostgreSQL lets a new enum value be used only once the ALTER TYPE that
-- added it (0018) has committed.
DROP INDEX "tickets_open_due_idx";--> statement-breakpoint
DROP INDEX "tickets_open_dashboard_idx";--> statement-breakpoint
CREATE INDEX "tickets_open_due_idx" ON "tickets" USING btree ("organisation_id","kind","resolution_due_at","id","status","priority") WHERE status in ('new', 'assigned', 'in_progress', 'on_hold', 'reopened', 'scheduled');--> statement-breakpoint
CREATE INDEX "tickets_open_dashboard_idx" ON "tickets" USING btree ("organisation_id","kind","status","priority","created_at","resolution_due_at","due_at") WHERE status in ('new', 'assigned', 'in_progress', 'on_hold', 'reopened', 'scheduled');--> statement-breakpoint
CREATE OR REPLACE FUNCTION "ticket_assignees_set_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."ticket_open" := coalesce(
    (SELECT "status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened', 'scheduled') FROM "tickets" WHERE "id" = NEW."ticket_id"),
    true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "tickets_sync_assignees_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ticket_assignees" SET "ticket_open" = NEW."status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened', 'scheduled')
  WHERE "ticket_id" = NEW."id" AND "ticket_open" IS DISTINCT FROM (NEW."status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened', 'scheduled'));
  RETURN NULL;
END
$$;
