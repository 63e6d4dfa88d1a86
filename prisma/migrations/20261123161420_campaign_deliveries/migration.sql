-- CreateEnum
CREATE TYPE "DeliveryStatus" AS ENUM ('pending', 'sending', 'sent', 'failed', 'bounced', 'skipped');

-- CreateTable
CREATE TABLE "CampaignLaunch" (
    "campaignId" TEXT NOT NULL,
    "channel" "AlertType" NOT NULL,
    "audience" JSONB NOT NULL,
    "scheduledAt" TIMESTAMP(3),
    "launchedById" TEXT NOT NULL,
    "notificationId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignLaunch_pkey" PRIMARY KEY ("campaignId")
);

-- CreateTable
CREATE TABLE "CampaignDelivery" (
    "id" TEXT NOT NULL,
    "campaignId" TEXT NOT NULL,
    "customerId" TEXT NOT NULL,
    "channel" "AlertType" NOT NULL,
    "address" TEXT,
    "status" "DeliveryStatus" NOT NULL DEFAULT 'pending',
    "error" TEXT,
    "providerId" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CampaignDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CampaignDelivery_campaignId_status_idx" ON "CampaignDelivery"("campaignId", "status");

-- CreateIndex
CREATE INDEX "CampaignDelivery_providerId_idx" ON "CampaignDelivery"("providerId");

-- CreateIndex
CREATE INDEX "CampaignDelivery_customerId_idx" ON "CampaignDelivery"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "CampaignDelivery_campaignId_customerId_key" ON "CampaignDelivery"("campaignId", "customerId");

-- AddForeignKey
ALTER TABLE "CampaignLaunch" ADD CONSTRAINT "CampaignLaunch_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignDelivery" ADD CONSTRAINT "CampaignDelivery_campaignId_fkey" FOREIGN KEY ("campaignId") REFERENCES "Campaign"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CampaignDelivery" ADD CONSTRAINT "CampaignDelivery_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer"("id") ON DELETE CASCADE ON UPDATE CASCADE;
