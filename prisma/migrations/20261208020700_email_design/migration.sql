-- AlterTable
ALTER TABLE "AlertReview" ADD COLUMN     "design" TEXT;

-- AlterTable
ALTER TABLE "EmailTemplate" ADD COLUMN     "design" TEXT;
