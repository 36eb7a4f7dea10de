ALTER TABLE "ielts_words" ADD COLUMN "pos" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_words" ADD COLUMN "level" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_words" ADD COLUMN "example" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_words" ADD COLUMN "topics" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "ielts_words" ADD COLUMN "us_spelling" text DEFAULT '' NOT NULL;