ALTER TABLE "users" ADD COLUMN "name_chosen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (decision record 030): the public name was the email's local part (or Google's
-- name); every real account gets a neutral generated one, unique by its id, until the learner
-- chooses a name. The anonymous user (id 1) stays "Guest".
UPDATE "users" SET "name" = 'Learner ' || "id" WHERE "id" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_name_unique" ON "users" USING btree (lower("name"));
