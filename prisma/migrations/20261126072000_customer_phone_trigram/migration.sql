-- Phone search in the history and customer lists matches digits anywhere in the phone (LIKE '%…%'):
-- a trigram index answers it without reading every customer of the shop. pg_trgm ships with
-- PostgreSQL's contrib and with PGlite (loaded in server/src/db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Customer_phone_trgm_idx" ON "Customer" USING GIN ("phone" gin_trgm_ops);
