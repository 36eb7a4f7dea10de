CREATE TABLE "ielts_words" (
	"band" integer NOT NULL,
	"position" integer NOT NULL,
	"word" text NOT NULL,
	"synonyms" text NOT NULL,
	"antonyms" text NOT NULL,
	"definition" text NOT NULL,
	CONSTRAINT "ielts_words_band_position_pk" PRIMARY KEY("band","position")
);
