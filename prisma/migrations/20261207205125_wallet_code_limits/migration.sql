-- AlterTable
ALTER TABLE "SmsVerificationRequest" ADD COLUMN     "deviceHash" TEXT;

-- CreateTable
CREATE TABLE "WalletCodeGuess" (
    "id" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "ip" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WalletCodeGuess_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PlatformAlert" (
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PlatformAlert_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "WalletCodeGuess_ip_createdAt_idx" ON "WalletCodeGuess"("ip", "createdAt");

-- CreateIndex
CREATE INDEX "SmsVerificationRequest_createdAt_idx" ON "SmsVerificationRequest"("createdAt");
