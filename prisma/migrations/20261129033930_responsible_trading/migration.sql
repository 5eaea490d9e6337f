-- CreateTable
CREATE TABLE "ResponsibleSetting" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lossLimit" BIGINT,
    "lossPending" BIGINT,
    "lossPendingAt" BIGINT,
    "depositLimit" BIGINT,
    "depositPending" BIGINT,
    "depositPendingAt" BIGINT,
    "exclusionUntil" BIGINT,
    "updatedAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "AppropriatenessCheck" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "answers" TEXT NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ResponsibleDeposit" (
    "depositId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "usdtValue" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "AppropriatenessCheck_userId_passed_idx" ON "AppropriatenessCheck"("userId", "passed");

-- CreateIndex
CREATE INDEX "ResponsibleDeposit_userId_createdAt_idx" ON "ResponsibleDeposit"("userId", "createdAt");
