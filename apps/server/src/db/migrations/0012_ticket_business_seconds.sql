ALTER TABLE "tickets" ADD COLUMN "resolution_business_seconds" integer;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "response_business_seconds" integer;--> statement-breakpoint
CREATE INDEX "tickets_org_completed_at_idx" ON "tickets" USING btree ("organisation_id","completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "tickets_org_responded_at_idx" ON "tickets" USING btree ("organisation_id","responded_at") WHERE responded_at is not null;--> statement-breakpoint
CREATE INDEX "tickets_org_feedback_at_idx" ON "tickets" USING btree ("organisation_id","feedback_at") WHERE feedback_at is not null;