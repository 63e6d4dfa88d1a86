-- AlterTable
ALTER TABLE "StampTransaction" ADD COLUMN     "requestHash" TEXT;

-- AlterTable
ALTER TABLE "Transaction" ADD COLUMN     "requestHash" TEXT;
