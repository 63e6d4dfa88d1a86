-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "pointsExpireMonths" INTEGER,
ADD COLUMN     "stampsExpireMonths" INTEGER;

-- AlterTable
ALTER TABLE "PointsExpireNotification" ADD COLUMN     "expiresOn" DATE;

-- AlterTable
ALTER TABLE "ScheduleRun" ADD COLUMN     "companyId" TEXT,
ADD COLUMN     "day" DATE;

-- CreateTable
CREATE TABLE "PointsExpiry" (
    "id" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "stamps" INTEGER NOT NULL DEFAULT 0,
    "scheduleId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PointsExpiry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AnalyticsDay" (
    "companyId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "hour" INTEGER NOT NULL,
    "storeId" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "purchases" INTEGER NOT NULL DEFAULT 0,
    "revenue" BIGINT NOT NULL DEFAULT 0,
    "purchasePoints" BIGINT NOT NULL DEFAULT 0,
    "stampPurchases" INTEGER NOT NULL DEFAULT 0,
    "stampRevenue" BIGINT NOT NULL DEFAULT 0,
    "giftedPoints" BIGINT NOT NULL DEFAULT 0,
    "giftedStamps" INTEGER NOT NULL DEFAULT 0,
    "coupons" INTEGER NOT NULL DEFAULT 0,
    "couponPoints" BIGINT NOT NULL DEFAULT 0,
    "couponsRedeemed" INTEGER NOT NULL DEFAULT 0,
    "stampCoupons" INTEGER NOT NULL DEFAULT 0,
    "stampCouponStamps" INTEGER NOT NULL DEFAULT 0,
    "stampCouponsRedeemed" INTEGER NOT NULL DEFAULT 0,
    "expiredPoints" BIGINT NOT NULL DEFAULT 0,
    "expiredStamps" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsDay_pkey" PRIMARY KEY ("companyId","day","hour","storeId","shard")
);

-- CreateTable
CREATE TABLE "AnalyticsItem" (
    "companyId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "kind" TEXT NOT NULL,
    "itemId" TEXT NOT NULL,
    "shard" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "amount" BIGINT NOT NULL DEFAULT 0,
    "redeemed" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsItem_pkey" PRIMARY KEY ("companyId","day","kind","itemId","shard")
);

-- CreateTable
CREATE TABLE "AnalyticsVisitGap" (
    "companyId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "gap" INTEGER NOT NULL,
    "shard" INTEGER NOT NULL,
    "visits" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsVisitGap_pkey" PRIMARY KEY ("companyId","day","gap","shard")
);

-- CreateTable
CREATE TABLE "AnalyticsCohort" (
    "companyId" TEXT NOT NULL,
    "cohort" DATE NOT NULL,
    "month" DATE NOT NULL,
    "shard" INTEGER NOT NULL,
    "customers" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AnalyticsCohort_pkey" PRIMARY KEY ("companyId","cohort","month","shard")
);

-- CreateTable
CREATE TABLE "CustomerVisitDay" (
    "customerId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "purchases" INTEGER NOT NULL,

    CONSTRAINT "CustomerVisitDay_pkey" PRIMARY KEY ("customerId","day")
);

-- CreateTable
CREATE TABLE "CustomerVisits" (
    "customerId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "firstDay" DATE NOT NULL,
    "lastDay" DATE NOT NULL,
    "days" INTEGER NOT NULL,

    CONSTRAINT "CustomerVisits_pkey" PRIMARY KEY ("customerId")
);

-- CreateTable
CREATE TABLE "ShopBenchmark" (
    "companyId" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "activeCustomers" INTEGER NOT NULL,
    "visitGapDays" DOUBLE PRECISION,
    "averageTicket" DOUBLE PRECISION,
    "redemptionRate" DOUBLE PRECISION,
    "retentionRate" DOUBLE PRECISION,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ShopBenchmark_pkey" PRIMARY KEY ("companyId","day")
);

-- CreateIndex
CREATE INDEX "PointsExpiry_customerId_createdAt_idx" ON "PointsExpiry"("customerId", "createdAt");

-- CreateIndex
CREATE INDEX "PointsExpiry_companyId_createdAt_idx" ON "PointsExpiry"("companyId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "PointsExpiry_scheduleId_customerId_key" ON "PointsExpiry"("scheduleId", "customerId");

-- CreateIndex
CREATE INDEX "CustomerVisits_companyId_lastDay_idx" ON "CustomerVisits"("companyId", "lastDay");

-- CreateIndex
CREATE INDEX "ShopBenchmark_day_idx" ON "ShopBenchmark"("day");

-- CreateIndex
CREATE UNIQUE INDEX "Gifted_scheduleId_customerId_key" ON "Gifted"("scheduleId", "customerId");

-- CreateIndex
CREATE UNIQUE INDEX "PointsExpireNotification_customerId_expiresOn_key" ON "PointsExpireNotification"("customerId", "expiresOn");

-- CreateIndex
CREATE UNIQUE INDEX "ScheduleRun_name_companyId_day_key" ON "ScheduleRun"("name", "companyId", "day");

-- CreateIndex
CREATE UNIQUE INDEX "StampGifted_scheduleId_customerId_key" ON "StampGifted"("scheduleId", "customerId");

-- AddForeignKey
ALTER TABLE "ScheduleRun" ADD CONSTRAINT "ScheduleRun_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsExpiry" ADD CONSTRAINT "PointsExpiry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsExpiry" ADD CONSTRAINT "PointsExpiry_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PointsExpiry" ADD CONSTRAINT "PointsExpiry_scheduleId_fkey" FOREIGN KEY ("scheduleId") REFERENCES "ScheduleRun"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerVisitDay" ADD CONSTRAINT "CustomerVisitDay_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CustomerVisits" ADD CONSTRAINT "CustomerVisits_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShopBenchmark" ADD CONSTRAINT "ShopBenchmark_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
