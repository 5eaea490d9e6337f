-- AlterTable
ALTER TABLE "Withdrawal" ADD COLUMN     "allowList" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "confirmedWith" TEXT NOT NULL DEFAULT '';
