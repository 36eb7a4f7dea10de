-- The first IELTS lists were seeded here. They were replaced by 0007_ielts-seed-2 (issue 12), which
-- deletes every row and inserts the rebuilt lists, so this migration now does nothing.
SELECT 1;
