-- AlterTable
ALTER TABLE "KycSubmission" ADD COLUMN "docSealed" TEXT;
