CREATE TABLE "learning_cards" (
	"user_id" integer NOT NULL,
	"skill" text NOT NULL,
	"word_key" text NOT NULL,
	"exposures" integer NOT NULL,
	"misses" integer NOT NULL,
	"streak" integer NOT NULL,
	"reviews" integer NOT NULL,
	"review_recalls" integer NOT NULL,
	"stability" double precision,
	"difficulty" double precision,
	"last_review_day" integer,
	"last_seen_day" double precision,
	"last_missed" boolean NOT NULL,
	"retired" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_cards_user_id_skill_word_key_pk" PRIMARY KEY("user_id","skill","word_key")
);
--> statement-breakpoint
CREATE TABLE "learning_exposures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "learning_exposures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"skill" text NOT NULL,
	"word_key" text NOT NULL,
	"list_id" text NOT NULL,
	"grade" integer NOT NULL,
	"played_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_rounds" (
	"round_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"game" text NOT NULL,
	"list_id" text NOT NULL,
	"played_at" timestamp with time zone NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "learning_cards" ADD CONSTRAINT "learning_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_exposures" ADD CONSTRAINT "learning_exposures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_rounds" ADD CONSTRAINT "learning_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learning_exposures_user_played" ON "learning_exposures" USING btree ("user_id","played_at");--> statement-breakpoint
CREATE INDEX "learning_rounds_user_played" ON "learning_rounds" USING btree ("user_id","played_at");