-- AlterTable
ALTER TABLE "ContractEvent" ADD COLUMN     "fee" BIGINT,
ADD COLUMN     "pnl" BIGINT;
