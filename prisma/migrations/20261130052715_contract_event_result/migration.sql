-- AlterTable
ALTER TABLE "ContractEvent" ADD COLUMN "fee" BIGINT;
ALTER TABLE "ContractEvent" ADD COLUMN "pnl" BIGINT;
