-- AlterTable
ALTER TABLE "IncomingTransfer" ADD COLUMN     "depositId" INTEGER;
