-- AlterTable
ALTER TABLE "FastOrder" ADD COLUMN "settleJournalId" INTEGER;
