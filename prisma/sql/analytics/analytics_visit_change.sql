-- Visit days: the gap histogram ("AnalyticsVisitGap"), the monthly cohorts ("AnalyticsCohort") and
-- each customer's first, last and number of visit days ("CustomerVisits").
-- In SQL: kept by the ledger's triggers in the same transaction as the ledger row, so the reports can
-- never disagree with the history, whichever code wrote it.
--
-- A purchase on Athens day d started to count (delta 1) or stopped counting (delta -1) for the customer.
-- When that makes d a visit day or takes it away, updates the gap histogram (the pairs of consecutive
-- visit days around d), the cohorts (a customer whose first visit moves to another month moves cohort
-- with all their months) and the customer's first/last/count of visit days. Reads only the roll-ups,
-- which hold the rows this statement has handled so far (a multi-row INSERT fires its row triggers
-- after all its rows are in the ledger).
CREATE OR REPLACE FUNCTION analytics_visit_change(customer TEXT, company TEXT, d DATE, delta INT)
RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
  summary "CustomerVisits"%ROWTYPE;
  purchases_that_day INT;
  prev_day DATE;
  next_day DATE;
  m DATE := date_trunc('month', d)::date;
  from_cohort DATE;
  to_cohort DATE;
BEGIN
  INSERT INTO "CustomerVisitDay" AS v ("customerId", day, purchases) VALUES (customer, d, delta)
  ON CONFLICT ("customerId", day) DO UPDATE SET purchases = v.purchases + EXCLUDED.purchases
  RETURNING purchases INTO purchases_that_day;
  IF purchases_that_day <= 0 THEN DELETE FROM "CustomerVisitDay" WHERE "customerId" = customer AND day = d; END IF;
  -- Still a visit day, already one, or (roll-ups built without this purchase) never one.
  IF purchases_that_day <> (CASE WHEN delta > 0 THEN 1 ELSE 0 END) THEN RETURN; END IF;

  SELECT max(day) INTO prev_day FROM "CustomerVisitDay" WHERE "customerId" = customer AND day < d;
  SELECT min(day) INTO next_day FROM "CustomerVisitDay" WHERE "customerId" = customer AND day > d;
  SELECT * INTO summary FROM "CustomerVisits" WHERE "customerId" = customer;

  INSERT INTO "AnalyticsVisitGap" AS a ("companyId", day, gap, shard, visits)
  SELECT company, c.day, c.gap, analytics_shard(), sum(c.visits)::int
    FROM (VALUES (d, coalesce(d - prev_day, 0), delta),
                 (next_day, coalesce(next_day - prev_day, 0), -delta),
                 (next_day, next_day - d, delta)) AS c(day, gap, visits)
   WHERE c.day IS NOT NULL
   GROUP BY c.day, c.gap
   ORDER BY c.day, c.gap
  ON CONFLICT ("companyId", day, gap, shard) DO UPDATE SET visits = a.visits + EXCLUDED.visits;

  IF prev_day IS NOT NULL THEN
    -- The first visit stays where it was; month m counts for the customer unless a neighbour shares it.
    IF date_trunc('month', prev_day) <> m AND (next_day IS NULL OR date_trunc('month', next_day) <> m) THEN
      PERFORM analytics_cohort_add(company, date_trunc('month', summary."firstDay")::date, m, delta);
    END IF;
  ELSIF next_day IS NULL THEN
    PERFORM analytics_cohort_add(company, m, m, delta);
  ELSIF date_trunc('month', next_day)::date <> m THEN
    from_cohort := CASE WHEN delta > 0 THEN date_trunc('month', next_day)::date ELSE m END;
    to_cohort := CASE WHEN delta > 0 THEN m ELSE date_trunc('month', next_day)::date END;
    INSERT INTO "AnalyticsCohort" AS a ("companyId", cohort, month, shard, customers)
    SELECT company, c.cohort, c.month, analytics_shard(), sum(c.customers)::int FROM (
        SELECT from_cohort AS cohort, visited.month, -1 AS customers FROM (
          SELECT DISTINCT date_trunc('month', day)::date AS month FROM "CustomerVisitDay" WHERE "customerId" = customer) AS visited
         WHERE visited.month <> m
        UNION ALL
        SELECT to_cohort, visited.month, 1 FROM (
          SELECT DISTINCT date_trunc('month', day)::date AS month FROM "CustomerVisitDay" WHERE "customerId" = customer) AS visited
         WHERE visited.month <> m
        UNION ALL
        SELECT m, m, delta) AS c
     GROUP BY c.cohort, c.month
     ORDER BY c.cohort, c.month
    ON CONFLICT ("companyId", cohort, month, shard) DO UPDATE SET customers = a.customers + EXCLUDED.customers;
  END IF;

  IF delta > 0 THEN
    INSERT INTO "CustomerVisits" AS v ("customerId", "companyId", "firstDay", "lastDay", days)
    VALUES (customer, company, d, d, 1)
    ON CONFLICT ("customerId") DO UPDATE SET
      "firstDay" = least(v."firstDay", d), "lastDay" = greatest(v."lastDay", d), days = v.days + 1;
  ELSIF prev_day IS NULL AND next_day IS NULL THEN
    DELETE FROM "CustomerVisits" WHERE "customerId" = customer;
  ELSE
    UPDATE "CustomerVisits" SET
      days = days - 1,
      "firstDay" = CASE WHEN prev_day IS NULL THEN next_day ELSE "firstDay" END,
      "lastDay" = CASE WHEN next_day IS NULL THEN prev_day ELSE "lastDay" END
    WHERE "customerId" = customer;
  END IF;
END $$;
