-- AlterTable
ALTER TABLE "Asset" ADD COLUMN     "name" TEXT;

-- CreateTable
CREATE TABLE "CampaignReviewNotice" (
    "id" TEXT NOT NULL,
    "alertReviewId" TEXT NOT NULL,
    "companyId" TEXT NOT NULL,
    "type" "AlertType" NOT NULL,
    "decision" "AlertStatus" NOT NULL,
    "message" TEXT,
    "seenAt" TIMESTAMP(3),
    "mailedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignReviewNotice_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CampaignReviewNotice_companyId_seenAt_idx" ON "CampaignReviewNotice"("companyId", "seenAt");

-- CreateIndex
CREATE INDEX "CampaignReviewNotice_alertReviewId_idx" ON "CampaignReviewNotice"("alertReviewId");

-- AddForeignKey
ALTER TABLE "CampaignReviewNotice" ADD CONSTRAINT "CampaignReviewNotice_alertReviewId_fkey" FOREIGN KEY ("alertReviewId") REFERENCES "AlertReview"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignReviewNotice" ADD CONSTRAINT "CampaignReviewNotice_companyId_fkey" FOREIGN KEY ("companyId") REFERENCES "Company"("id") ON DELETE CASCADE ON UPDATE CASCADE;
