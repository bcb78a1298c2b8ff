-- A run an attempt holds until lease_until, after which the next pass takes it over, and the
-- people each run was sent to. Runs left claimed before this recorded nobody: taking them over
-- could e-mail people twice, so they are closed as interrupted (their recipients may have had
-- the report). Running the update again changes nothing.
CREATE TABLE "report_schedule_deliveries" (
	"run_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "report_schedule_deliveries_run_id_user_id_pk" PRIMARY KEY("run_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD COLUMN "lease_until" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedule_deliveries" ADD CONSTRAINT "report_schedule_deliveries_run_id_report_schedule_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."report_schedule_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_deliveries" ADD CONSTRAINT "report_schedule_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_deliveries" ADD CONSTRAINT "report_schedule_deliveries_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedule_deliveries_user_id_idx" ON "report_schedule_deliveries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "report_schedule_deliveries_organisation_id_idx" ON "report_schedule_deliveries" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "report_schedule_runs_lease_until_idx" ON "report_schedule_runs" USING btree ("lease_until") WHERE "report_schedule_runs"."status" = 'running';--> statement-breakpoint
UPDATE "report_schedule_runs" SET "status" = 'failed', "error" = 'interrupted', "finished_at" = now()
WHERE "status" = 'running' AND "finished_at" IS NULL;
