-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "hiddenCouponsPerDay" INTEGER NOT NULL DEFAULT 3;

-- AlterTable
ALTER TABLE "Coupon" ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "employeeId" TEXT;

-- AlterTable
ALTER TABLE "StampCoupon" ADD COLUMN     "cancelledAt" TIMESTAMP(3),
ADD COLUMN     "employeeId" TEXT;

-- AlterTable
ALTER TABLE "StampTransaction" ADD COLUMN     "purchaseId" TEXT;

-- CreateIndex
CREATE INDEX "Coupon_employeeId_createdAt_idx" ON "Coupon"("employeeId", "createdAt");

-- CreateIndex
CREATE INDEX "StampCoupon_employeeId_createdAt_idx" ON "StampCoupon"("employeeId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "StampTransaction_purchaseId_key" ON "StampTransaction"("purchaseId");

-- AddForeignKey
ALTER TABLE "StampTransaction" ADD CONSTRAINT "StampTransaction_purchaseId_fkey" FOREIGN KEY ("purchaseId") REFERENCES "Transaction"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Gifts add, coupons spend (as before); now a coupon cancelled (cancelledAt set) gives its points
-- (stamps) back, in the same transaction, and un-cancelling it spends them again.
CREATE OR REPLACE FUNCTION ledger_gift_or_coupon() RETURNS TRIGGER LANGUAGE plpgsql AS $$
DECLARE
  sign INT := TG_ARGV[1]::INT;
  is_points BOOLEAN := TG_ARGV[0] = 'points';
  cancels BOOLEAN := TG_TABLE_NAME IN ('Coupon', 'StampCoupon');
  live_old BOOLEAN;
  live_new BOOLEAN;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF cancels AND (to_jsonb(NEW) ->> 'cancelledAt') IS NOT NULL THEN RETURN NULL; END IF;
    PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN sign * NEW.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE sign * NEW.points END, NULL);
  ELSIF TG_OP = 'UPDATE' THEN
    IF NEW.points <> OLD.points OR NEW."customerId" <> OLD."customerId" THEN
      RAISE EXCEPTION 'ledger rows are immutable' USING ERRCODE = '23514', CONSTRAINT = 'ledger_immutable';
    END IF;
    IF cancels THEN
      live_old := (to_jsonb(OLD) ->> 'cancelledAt') IS NULL;
      live_new := (to_jsonb(NEW) ->> 'cancelledAt') IS NULL;
      IF live_old AND NOT live_new THEN
        PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN -sign * NEW.points ELSE 0 END,
                                               CASE WHEN is_points THEN 0 ELSE -sign * NEW.points END, NULL);
      ELSIF live_new AND NOT live_old THEN
        PERFORM ledger_move(NEW."customerId", CASE WHEN is_points THEN sign * NEW.points ELSE 0 END,
                                               CASE WHEN is_points THEN 0 ELSE sign * NEW.points END, NULL);
      END IF;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF cancels AND (to_jsonb(OLD) ->> 'cancelledAt') IS NOT NULL THEN RETURN NULL; END IF;
    PERFORM ledger_move(OLD."customerId", CASE WHEN is_points THEN -sign * OLD.points ELSE 0 END,
                                           CASE WHEN is_points THEN 0 ELSE -sign * OLD.points END, NULL);
  END IF;
  RETURN NULL;
END $$;
