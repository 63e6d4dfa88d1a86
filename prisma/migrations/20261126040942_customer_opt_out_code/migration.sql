-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "optOutCode" VARCHAR(16);

-- CreateIndex
CREATE UNIQUE INDEX "Customer_optOutCode_key" ON "Customer"("optOutCode");
