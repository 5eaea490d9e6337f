-- AlterTable
ALTER TABLE "LedgerJournal" ADD COLUMN "contentHash" TEXT;
