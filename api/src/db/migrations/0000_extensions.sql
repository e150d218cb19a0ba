-- Catalogue search uses trigram similarity (PGlite ships pg_trgm as a contrib extension).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
