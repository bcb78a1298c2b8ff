ALTER TYPE "public"."ticket_kind" ADD VALUE 'ppm';--> statement-breakpoint
ALTER TYPE "public"."ticket_status" ADD VALUE 'scheduled';--> statement-breakpoint
ALTER TYPE "public"."ticket_status" ADD VALUE 'missed';
