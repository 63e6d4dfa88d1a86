-- AlterTable
ALTER TABLE "OutboxMessage" ADD COLUMN     "channel" "AlertType" NOT NULL DEFAULT 'EMAIL';
