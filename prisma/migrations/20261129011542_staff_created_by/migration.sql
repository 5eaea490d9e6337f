-- AlterTable
ALTER TABLE "Staff" ADD COLUMN "createdBy" INTEGER;
ALTER TABLE "Staff" ADD COLUMN "promotedBy" INTEGER;
