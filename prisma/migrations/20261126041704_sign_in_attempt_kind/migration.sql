-- AlterTable
ALTER TABLE "SignInAttempt" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT 'password';
