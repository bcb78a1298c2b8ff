CREATE TABLE "ticket_rollup_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_rollup_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"instants" timestamp with time zone[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rollup_state" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"rolled_until" date NOT NULL,
	"timezone" text NOT NULL,
	"ready" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_rollups" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ticket_rollups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"grain" text NOT NULL,
	"start" date NOT NULL,
	"facet" text NOT NULL,
	"kind" "ticket_kind" NOT NULL,
	"priority" "ticket_priority",
	"category_id" uuid,
	"team_id" uuid,
	"user_id" uuid,
	"bucket" smallint,
	"created" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"measured" integer DEFAULT 0 NOT NULL,
	"resolution_seconds" double precision DEFAULT 0 NOT NULL,
	"first_visit" integer DEFAULT 0 NOT NULL,
	"reopened" integer DEFAULT 0 NOT NULL,
	"resolution_met" integer DEFAULT 0 NOT NULL,
	"resolution_breached" integer DEFAULT 0 NOT NULL,
	"response_met" integer DEFAULT 0 NOT NULL,
	"response_breached" integer DEFAULT 0 NOT NULL,
	"rated" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"rating_1" integer DEFAULT 0 NOT NULL,
	"rating_2" integer DEFAULT 0 NOT NULL,
	"rating_3" integer DEFAULT 0 NOT NULL,
	"rating_4" integer DEFAULT 0 NOT NULL,
	"rating_5" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_rollup_log" ADD CONSTRAINT "ticket_rollup_log_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rollup_state" ADD CONSTRAINT "ticket_rollup_state_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_rollups" ADD CONSTRAINT "ticket_rollups_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_rollup_log_org_idx" ON "ticket_rollup_log" USING btree ("organisation_id","id");--> statement-breakpoint
CREATE INDEX "ticket_rollups_org_grain_start_idx" ON "ticket_rollups" USING btree ("organisation_id","grain","start");--> statement-breakpoint
CREATE INDEX "tickets_open_dashboard_idx" ON "tickets" USING btree ("organisation_id","kind","status","priority","created_at","resolution_due_at","due_at") WHERE status in ('new', 'assigned', 'in_progress', 'on_hold', 'reopened');--> statement-breakpoint
CREATE FUNCTION "ticket_rollup_log_write"(changed_rows jsonb) RETURNS void LANGUAGE sql AS $$
  -- The instants of the changed tickets, per organisation. Only instants of days the rollup job
  -- may already have summed: it sums a day two hours after it ends, so an instant of the last
  -- hour (a ticket made, answered, completed or rated now) is in a day still read from the tickets.
  INSERT INTO "ticket_rollup_log" ("organisation_id", "instants")
  SELECT (row->>'organisation_id')::uuid, array_agg(DISTINCT instant)
  FROM jsonb_array_elements(changed_rows) AS row,
    unnest(ARRAY[(row->>'created_at')::timestamptz, (row->>'completed_at')::timestamptz,
      (row->>'responded_at')::timestamptz, (row->>'feedback_at')::timestamptz]) AS instant
  WHERE instant < clock_timestamp() - interval '1 hour'
  GROUP BY 1
$$;--> statement-breakpoint
CREATE FUNCTION "tickets_rollup_log_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ticket_rollup_log_write"((SELECT jsonb_agg(to_jsonb(n)) FROM new_rows AS n
    WHERE n.created_at < clock_timestamp() - interval '1 hour'
       OR n.completed_at < clock_timestamp() - interval '1 hour'
       OR n.responded_at < clock_timestamp() - interval '1 hour'
       OR n.feedback_at < clock_timestamp() - interval '1 hour'));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "tickets_rollup_log_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "ticket_rollup_log_write"((SELECT jsonb_agg(to_jsonb(o)) FROM old_rows AS o));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION "tickets_rollup_log_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only tickets whose figures changed: what the rollups group by or count.
  PERFORM "ticket_rollup_log_write"((SELECT jsonb_agg(changed) FROM (
    SELECT to_jsonb(o) AS old, to_jsonb(n) AS new
    FROM old_rows AS o JOIN new_rows AS n ON n.id = o.id
    WHERE (o.kind, o.priority, o.category_id, o.team_id, o.completed_by_user_id, o.created_at,
        o.completed_at, o.responded_at, o.feedback_at, o.feedback_rating,
        o.resolution_business_seconds, o.visit_count, o.reopen_count, o.resolution_due_at,
        o.resolution_breached_at, o.response_due_at, o.response_breached_at)
      IS DISTINCT FROM (n.kind, n.priority, n.category_id, n.team_id, n.completed_by_user_id,
        n.created_at, n.completed_at, n.responded_at, n.feedback_at, n.feedback_rating,
        n.resolution_business_seconds, n.visit_count, n.reopen_count, n.resolution_due_at,
        n.resolution_breached_at, n.response_due_at, n.response_breached_at)
  ) AS pairs, LATERAL (VALUES (pairs.old), (pairs.new)) AS both_rows(changed)));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "tickets_rollup_log_insert" AFTER INSERT ON "tickets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tickets_rollup_log_insert"();--> statement-breakpoint
CREATE TRIGGER "tickets_rollup_log_delete" AFTER DELETE ON "tickets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "tickets_rollup_log_delete"();--> statement-breakpoint
CREATE TRIGGER "tickets_rollup_log_update" AFTER UPDATE ON "tickets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "tickets_rollup_log_update"();
