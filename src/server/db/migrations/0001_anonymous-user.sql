-- The anonymous user: id 1 means "not signed in" (spec section 3). Real users start at 2.
INSERT INTO "users" ("id", "email", "name", "role", "language_learn")
VALUES (1, NULL, 'Guest', 'FREE', 'en')
ON CONFLICT ("id") DO NOTHING;
