-- AlterTable
ALTER TABLE "Company" ADD COLUMN     "brandColor" TEXT;
