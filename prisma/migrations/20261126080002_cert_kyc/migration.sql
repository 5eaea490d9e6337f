-- CreateTable
CREATE TABLE "KycSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "tier" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "idType" TEXT,
    "realName" TEXT,
    "docHash" TEXT,
    "docMasked" TEXT,
    "frontUploadId" INTEGER,
    "backUploadId" INTEGER,
    "handUploadId" INTEGER,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" BIGINT,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "KycDocument" (
    "docHash" TEXT NOT NULL PRIMARY KEY,
    "userId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "KycWithdrawalCheck" (
    "withdrawalId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "tier" TEXT NOT NULL,
    "usdtValue" BIGINT NOT NULL,
    "overLimit" BOOLEAN NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "KycSubmission_userId_tier_id_idx" ON "KycSubmission"("userId", "tier", "id");

-- CreateIndex
CREATE INDEX "KycSubmission_status_tier_id_idx" ON "KycSubmission"("status", "tier", "id");

-- CreateIndex
CREATE INDEX "KycDocument_userId_idx" ON "KycDocument"("userId");

-- CreateIndex
CREATE INDEX "KycWithdrawalCheck_userId_createdAt_idx" ON "KycWithdrawalCheck"("userId", "createdAt");
