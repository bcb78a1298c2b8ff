CREATE TYPE "public"."ppm_grace" AS ENUM('none', 'one_day', 'percent_20');--> statement-breakpoint
CREATE TYPE "public"."ppm_occurrence_status" AS ENUM('generated', 'skipped');--> statement-breakpoint
CREATE TYPE "public"."ppm_pause_reason" AS ENUM('manual', 'asset_retired');--> statement-breakpoint
CREATE TYPE "public"."ppm_previous_open" AS ENUM('miss_previous', 'skip');--> statement-breakpoint
CREATE TYPE "public"."ppm_schedule_status" AS ENUM('active', 'paused', 'archived');--> statement-breakpoint
CREATE TYPE "public"."ppm_scope" AS ENUM('assets', 'location', 'building', 'asset_category');--> statement-breakpoint
CREATE TYPE "public"."ppm_skip_reason" AS ENUM('holiday', 'non_working_day', 'season', 'skip_nth', 'previous_open', 'paused', 'asset_retired', 'merged');--> statement-breakpoint
CREATE TABLE "ppm_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"schedule_id" uuid NOT NULL,
	"occurrence_date" date NOT NULL,
	"occurrence_index" integer NOT NULL,
	"due_date" date,
	"status" "ppm_occurrence_status" NOT NULL,
	"skip_reason" "ppm_skip_reason",
	"task_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppm_occurrences_organisation_id_schedule_id_date_unique" UNIQUE("organisation_id","schedule_id","occurrence_date")
);
--> statement-breakpoint
CREATE TABLE "ppm_schedule_assets" (
	"schedule_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	CONSTRAINT "ppm_schedule_assets_schedule_id_asset_id_pk" PRIMARY KEY("schedule_id","asset_id")
);
--> statement-breakpoint
CREATE TABLE "ppm_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"building_id" uuid NOT NULL,
	"scope" "ppm_scope" NOT NULL,
	"location_id" uuid,
	"asset_category_id" uuid,
	"task_per_asset" boolean DEFAULT true NOT NULL,
	"category_id" uuid,
	"priority" "ticket_priority" DEFAULT 'medium' NOT NULL,
	"assignee_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"team_id" uuid,
	"contractor_id" uuid,
	"estimated_minutes" integer,
	"signature_required" boolean DEFAULT false NOT NULL,
	"template_id" uuid,
	"template_version_id" uuid,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rule" jsonb NOT NULL,
	"rrule" text,
	"previous_open" "ppm_previous_open" DEFAULT 'miss_previous' NOT NULL,
	"status" "ppm_schedule_status" DEFAULT 'active' NOT NULL,
	"pause_reason" "ppm_pause_reason",
	"pause_note" text,
	"paused_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"planned_through" date,
	"plan_again_on" date,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ppm_schedule_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "ppm_occurrence_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "compliance_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "missed_reason" text;--> statement-breakpoint
ALTER TABLE "ticket_settings" ADD COLUMN "ppm_grace" "ppm_grace" DEFAULT 'percent_20' NOT NULL;--> statement-breakpoint
ALTER TABLE "ppm_occurrences" ADD CONSTRAINT "ppm_occurrences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_occurrences" ADD CONSTRAINT "ppm_occurrences_schedule_id_ppm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."ppm_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedule_assets" ADD CONSTRAINT "ppm_schedule_assets_schedule_id_ppm_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."ppm_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedule_assets" ADD CONSTRAINT "ppm_schedule_assets_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedule_assets" ADD CONSTRAINT "ppm_schedule_assets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_asset_category_id_asset_categories_id_fk" FOREIGN KEY ("asset_category_id") REFERENCES "public"."asset_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_contractor_id_contractors_id_fk" FOREIGN KEY ("contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ppm_schedules" ADD CONSTRAINT "ppm_schedules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ppm_schedule_assets_asset_id_idx" ON "ppm_schedule_assets" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "ppm_schedule_assets_organisation_id_idx" ON "ppm_schedule_assets" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "ppm_schedules_organisation_id_building_id_idx" ON "ppm_schedules" USING btree ("organisation_id","building_id");--> statement-breakpoint
CREATE INDEX "ppm_schedules_active_idx" ON "ppm_schedules" USING btree ("plan_again_on","organisation_id") WHERE status = 'active';--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ppm_schedule_id_ppm_schedules_id_fk" FOREIGN KEY ("ppm_schedule_id") REFERENCES "public"."ppm_schedules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_ppm_occurrence_id_ppm_occurrences_id_fk" FOREIGN KEY ("ppm_occurrence_id") REFERENCES "public"."ppm_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_org_ppm_schedule_idx" ON "tickets" USING btree ("organisation_id","ppm_schedule_id","due_at") WHERE ppm_schedule_id is not null;