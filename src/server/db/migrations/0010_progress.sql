ALTER TABLE "users" ADD COLUMN "weekly_goal" integer DEFAULT 4 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "exam_date" date;