-- The phone search's trigram index takes a new customer's phone into the index at once, not into GIN's
-- pending list (fastupdate). Every search reads that list whole until a vacuum merges it: on the bench's
-- 50,000 customers, 6,000 new ones put 194 pages in it and nearly doubled the search's time, while
-- without it the search stayed under a millisecond. New customers come a few a minute; searches run on
-- every keystroke at the counter.
ALTER INDEX "Customer_phone_trgm_idx" SET (fastupdate = off);

-- What the list holds now goes into the index.
SELECT gin_clean_pending_list('"Customer_phone_trgm_idx"'::regclass);
