CREATE TABLE "ticket_counters" (
	"organisation_id" uuid NOT NULL,
	"kind" "ticket_kind" NOT NULL,
	"last_seq" integer NOT NULL,
	CONSTRAINT "ticket_counters_organisation_id_kind_pk" PRIMARY KEY("organisation_id","kind")
);
--> statement-breakpoint
DROP INDEX "ticket_assignees_user_id_idx";--> statement-breakpoint
DROP INDEX "tickets_org_kind_status_idx";--> statement-breakpoint
DROP INDEX "tickets_org_kind_resolution_due_at_idx";--> statement-breakpoint
ALTER TABLE "ticket_counters" ADD CONSTRAINT "ticket_counters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_assignees_user_id_ticket_id_idx" ON "ticket_assignees" USING btree ("user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "tickets_org_kind_status_due_idx" ON "tickets" USING btree ("organisation_id","kind","status","resolution_due_at");--> statement-breakpoint
CREATE INDEX "tickets_org_status_due_idx" ON "tickets" USING btree ("organisation_id","status","resolution_due_at");