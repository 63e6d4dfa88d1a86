-- Adds to a shop's cohort table ("AnalyticsCohort": customers of a first-visit month who visited in a
-- month), in the connection's shard. Called by analytics_visit_change.
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
CREATE OR REPLACE FUNCTION analytics_cohort_add(company TEXT, cohort_month DATE, visit_month DATE, delta INT)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "AnalyticsCohort" AS a ("companyId", cohort, month, shard, customers)
  VALUES (company, cohort_month, visit_month, analytics_shard(), delta)
  ON CONFLICT ("companyId", cohort, month, shard) DO UPDATE SET customers = a.customers + EXCLUDED.customers;
END $$;
