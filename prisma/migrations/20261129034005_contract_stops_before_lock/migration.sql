-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN "lockStopLossTicks" BIGINT;
ALTER TABLE "ContractPosition" ADD COLUMN "lockTakeProfitTicks" BIGINT;
