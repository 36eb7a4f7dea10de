CREATE TABLE "withdrawn_tracks" (
	"track_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_list_id" text NOT NULL,
	"words_hash" text NOT NULL,
	"moderation" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_tracks" ADD COLUMN "words_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_reports" ADD COLUMN "weight" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawn_tracks" ADD CONSTRAINT "withdrawn_tracks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawn_tracks_user" ON "withdrawn_tracks" USING btree ("user_id");