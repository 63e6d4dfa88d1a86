-- CreateEnum
CREATE TYPE "StaffAccess" AS ENUM ('COUNTER', 'CUSTOMERS', 'CUSTOMERS_AND_EXPORTS');

-- AlterTable
ALTER TABLE "Employee" ADD COLUMN     "access" "StaffAccess" NOT NULL DEFAULT 'COUNTER';
