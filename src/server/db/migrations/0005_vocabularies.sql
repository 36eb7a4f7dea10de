CREATE TABLE "user_vocabularies" (
	"user_id" integer NOT NULL,
	"slot" integer NOT NULL,
	"name" text NOT NULL,
	"google_sheet_id" text NOT NULL,
	"google_modified" timestamp with time zone NOT NULL,
	"locally_modified" timestamp with time zone NOT NULL,
	"words" jsonb NOT NULL,
	CONSTRAINT "user_vocabularies_user_id_slot_pk" PRIMARY KEY("user_id","slot")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_common_vocabulary" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "user_vocabularies" ADD CONSTRAINT "user_vocabularies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;