-- AlterTable
ALTER TABLE "Upload" ADD COLUMN "depositId" INTEGER;

-- Backfill: an existing proof belongs to the first deposit that used it. Each deposit names
-- one proof, so the first deposits of different uploads differ and the unique index below
-- cannot fail. Later deposits that reused a proof are left as they are (history), but the
-- proof is bound now and cannot back a new deposit.
UPDATE "Upload" SET "depositId" = (SELECT MIN("id") FROM "Deposit" WHERE "Deposit"."proofUploadId" = "Upload"."id");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_depositId_key" ON "Upload"("depositId");
