-- AlterTable
ALTER TABLE "Session" ADD COLUMN "lastUsedAt" DATETIME;

-- CreateTable
CREATE TABLE "UserSecurity" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "totpSecret" TEXT,
    "totpLastStep" BIGINT,
    "totpEnabledAt" BIGINT,
    "antiPhishingCode" TEXT,
    "updatedAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" BIGINT,
    "createdAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");
