CREATE TYPE "public"."area_unit" AS ENUM('m2', 'sqft');--> statement-breakpoint
CREATE TYPE "public"."building_type" AS ENUM('office', 'retail', 'residential', 'industrial', 'healthcare', 'education', 'other');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('floor', 'wing', 'room', 'area', 'zone', 'roof', 'plant_room', 'outdoor', 'other');--> statement-breakpoint
CREATE TYPE "public"."asset_file_kind" AS ENUM('photo', 'document');--> statement-breakpoint
CREATE TYPE "public"."asset_status" AS ENUM('operational', 'needs_attention', 'down', 'in_repair', 'retired');--> statement-breakpoint
CREATE TYPE "public"."criticality" AS ENUM('low', 'medium', 'high', 'critical');--> statement-breakpoint
CREATE TYPE "public"."custom_field_type" AS ENUM('text', 'number', 'date', 'select');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'received', 'approved', 'paid', 'disputed');--> statement-breakpoint
CREATE TYPE "public"."purchase_order_status" AS ENUM('draft', 'sent', 'approved', 'received', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."import_entity" AS ENUM('buildings', 'locations', 'assets');--> statement-breakpoint
CREATE TYPE "public"."import_mode" AS ENUM('all_or_nothing', 'valid_rows');--> statement-breakpoint
CREATE TYPE "public"."import_status" AS ENUM('uploaded', 'validating', 'validated', 'importing', 'completed', 'failed');--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"parent_id" uuid,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"type" "location_type" DEFAULT 'room' NOT NULL,
	"area" double precision,
	"notes" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_building_id_code_unique" UNIQUE("building_id","code"),
	CONSTRAINT "locations_not_own_parent" CHECK ("locations"."parent_id" is distinct from "locations"."id")
);
--> statement-breakpoint
CREATE TABLE "asset_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_categories_organisation_id_name_unique" UNIQUE("organisation_id","name")
);
--> statement-breakpoint
CREATE TABLE "asset_custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" "custom_field_type" NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_custom_fields_organisation_id_key_unique" UNIQUE("organisation_id","key")
);
--> statement-breakpoint
CREATE TABLE "asset_files" (
	"asset_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"organisation_id" uuid NOT NULL,
	"kind" "asset_file_kind" NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "asset_files_asset_id_file_id_pk" PRIMARY KEY("asset_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "asset_meters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category_id" uuid,
	"building_id" uuid,
	"location_id" uuid,
	"parent_asset_id" uuid,
	"make" text,
	"model" text,
	"serial_number" text,
	"status" "asset_status" DEFAULT 'operational' NOT NULL,
	"criticality" "criticality" DEFAULT 'medium' NOT NULL,
	"install_date" date,
	"warranty_expiry" date,
	"expected_life_years" integer,
	"purchase_date" date,
	"cost_cents" bigint,
	"currency" text,
	"supplier_contractor_id" uuid,
	"supplier_name" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(make, '') || ' ' || coalesce(model, '') || ' ' || coalesce(serial_number, ''))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_organisation_id_code_unique" UNIQUE("organisation_id","code")
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"meter_id" uuid NOT NULL,
	"value" double precision NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"recorded_by_user_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"invoice_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"supplier_contractor_id" uuid,
	"supplier_name" text,
	"issue_date" date NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"asset_id" uuid,
	"approved_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"purchase_order_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "invoices_organisation_id_number_unique" UNIQUE("organisation_id","number")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"quantity" double precision NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"tax_rate" double precision DEFAULT 0 NOT NULL,
	"line_total_cents" bigint NOT NULL,
	"purchase_order_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"number" text NOT NULL,
	"supplier_contractor_id" uuid,
	"supplier_name" text,
	"issue_date" date NOT NULL,
	"due_date" date,
	"currency" text NOT NULL,
	"subtotal_cents" bigint DEFAULT 0 NOT NULL,
	"tax_cents" bigint DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"file_id" uuid,
	"asset_id" uuid,
	"approved_by_user_id" uuid,
	"approved_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "purchase_order_status" DEFAULT 'draft' NOT NULL,
	CONSTRAINT "purchase_orders_organisation_id_number_unique" UNIQUE("organisation_id","number")
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"entity" "import_entity" NOT NULL,
	"status" "import_status" DEFAULT 'uploaded' NOT NULL,
	"mode" "import_mode" DEFAULT 'all_or_nothing' NOT NULL,
	"file_id" uuid,
	"filename" text NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"rejected_rows" integer DEFAULT 0 NOT NULL,
	"report_file_id" uuid,
	"error" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_mappings" (
	"organisation_id" uuid NOT NULL,
	"entity" "import_entity" NOT NULL,
	"mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_mappings_organisation_id_entity_pk" PRIMARY KEY("organisation_id","entity")
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "type" "building_type" DEFAULT 'office' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "floors" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "gross_area" double precision;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "area_unit" "area_unit" DEFAULT 'm2' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "year_built" integer;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "photo_file_id" uuid;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "opening_hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "buildings" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(name, '') || ' ' || coalesce(code, '') || ' ' || coalesce(street, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postcode, ''))) STORED;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_parent_id_locations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_categories" ADD CONSTRAINT "asset_categories_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_custom_fields" ADD CONSTRAINT "asset_custom_fields_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_files" ADD CONSTRAINT "asset_files_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_meters" ADD CONSTRAINT "asset_meters_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_meters" ADD CONSTRAINT "asset_meters_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_category_id_asset_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."asset_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_parent_asset_id_assets_id_fk" FOREIGN KEY ("parent_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_supplier_contractor_id_contractors_id_fk" FOREIGN KEY ("supplier_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_meter_id_asset_meters_id_fk" FOREIGN KEY ("meter_id") REFERENCES "public"."asset_meters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_supplier_contractor_id_contractors_id_fk" FOREIGN KEY ("supplier_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_contractor_id_contractors_id_fk" FOREIGN KEY ("supplier_contractor_id") REFERENCES "public"."contractors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approved_by_user_id_users_id_fk" FOREIGN KEY ("approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_organisation_id_building_id_idx" ON "locations" USING btree ("organisation_id","building_id");--> statement-breakpoint
CREATE INDEX "locations_parent_id_idx" ON "locations" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "locations_path_idx" ON "locations" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_organisation_id_name_idx" ON "locations" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "locations_search_idx" ON "locations" USING gin ("search");--> statement-breakpoint
CREATE INDEX "asset_files_organisation_id_idx" ON "asset_files" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "asset_meters_asset_id_idx" ON "asset_meters" USING btree ("asset_id");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_name_idx" ON "assets" USING btree ("organisation_id","name");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_building_id_idx" ON "assets" USING btree ("organisation_id","building_id");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_location_id_idx" ON "assets" USING btree ("organisation_id","location_id");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_category_id_idx" ON "assets" USING btree ("organisation_id","category_id");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_status_idx" ON "assets" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_criticality_idx" ON "assets" USING btree ("organisation_id","criticality");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_warranty_expiry_idx" ON "assets" USING btree ("organisation_id","warranty_expiry");--> statement-breakpoint
CREATE INDEX "assets_organisation_id_created_at_idx" ON "assets" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "assets_parent_asset_id_idx" ON "assets" USING btree ("parent_asset_id");--> statement-breakpoint
CREATE INDEX "assets_search_idx" ON "assets" USING gin ("search");--> statement-breakpoint
CREATE INDEX "meter_readings_meter_id_read_at_idx" ON "meter_readings" USING btree ("meter_id","read_at");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_id_idx" ON "invoice_lines" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_organisation_id_asset_id_idx" ON "invoices" USING btree ("organisation_id","asset_id");--> statement-breakpoint
CREATE INDEX "invoices_organisation_id_issue_date_idx" ON "invoices" USING btree ("organisation_id","issue_date");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_purchase_order_id_idx" ON "purchase_order_lines" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_asset_id_idx" ON "purchase_orders" USING btree ("organisation_id","asset_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_organisation_id_issue_date_idx" ON "purchase_orders" USING btree ("organisation_id","issue_date");--> statement-breakpoint
CREATE INDEX "import_jobs_organisation_id_created_at_idx" ON "import_jobs" USING btree ("organisation_id","created_at");--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_organisation_id_status_idx" ON "buildings" USING btree ("organisation_id","status");--> statement-breakpoint
CREATE INDEX "buildings_search_idx" ON "buildings" USING gin ("search");