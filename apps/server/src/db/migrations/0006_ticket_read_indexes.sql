DROP INDEX "tickets_org_kind_status_due_idx";--> statement-breakpoint
DROP INDEX "tickets_org_building_id_idx";--> statement-breakpoint
DROP INDEX "tickets_org_team_id_idx";--> statement-breakpoint
DROP INDEX "tickets_org_contractor_id_idx";--> statement-breakpoint
ALTER TABLE "ticket_assignees" ADD COLUMN "ticket_open" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "ticket_assignees" SET "ticket_open" = "tickets"."status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened') FROM "tickets" WHERE "tickets"."id" = "ticket_assignees"."ticket_id";--> statement-breakpoint
CREATE INDEX "ticket_assignees_open_idx" ON "ticket_assignees" USING btree ("user_id","organisation_id","ticket_id") WHERE ticket_open;--> statement-breakpoint
CREATE INDEX "tickets_open_due_idx" ON "tickets" USING btree ("organisation_id","kind","resolution_due_at","id","status","priority") WHERE status in ('new', 'assigned', 'in_progress', 'on_hold', 'reopened');--> statement-breakpoint
CREATE INDEX "tickets_org_kind_status_priority_idx" ON "tickets" USING btree ("organisation_id","kind","status","priority");--> statement-breakpoint
CREATE INDEX "tickets_org_building_kind_created_idx" ON "tickets" USING btree ("organisation_id","building_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "tickets_org_team_status_idx" ON "tickets" USING btree ("organisation_id","team_id","status");--> statement-breakpoint
CREATE INDEX "tickets_org_contractor_status_idx" ON "tickets" USING btree ("organisation_id","contractor_id","status");--> statement-breakpoint
CREATE FUNCTION "ticket_assignees_set_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."ticket_open" := coalesce(
    (SELECT "status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened') FROM "tickets" WHERE "id" = NEW."ticket_id"),
    true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "ticket_assignees_set_open" BEFORE INSERT OR UPDATE OF "ticket_id" ON "ticket_assignees" FOR EACH ROW EXECUTE FUNCTION "ticket_assignees_set_open"();--> statement-breakpoint
CREATE FUNCTION "tickets_sync_assignees_open"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "ticket_assignees" SET "ticket_open" = NEW."status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened')
  WHERE "ticket_id" = NEW."id" AND "ticket_open" IS DISTINCT FROM (NEW."status" IN ('new', 'assigned', 'in_progress', 'on_hold', 'reopened'));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "tickets_sync_assignees_open" AFTER UPDATE OF "status" ON "tickets" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "tickets_sync_assignees_open"();
