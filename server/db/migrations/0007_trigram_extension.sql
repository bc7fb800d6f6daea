-- The patient search's fuzzy name and phone-fragment indexes (0008) need pg_trgm. A trusted
-- extension on PostgreSQL 13+ (the database owner may create it); PGlite loads it as a contrib
-- extension (server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
