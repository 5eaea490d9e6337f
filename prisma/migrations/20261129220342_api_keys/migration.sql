-- AlterTable
ALTER TABLE "SpotOrder" ADD COLUMN "apiKeyId" INTEGER;
ALTER TABLE "SpotOrder" ADD COLUMN "clientOrderId" TEXT;

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "secretSealed" TEXT NOT NULL,
    "permissions" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "ipAllowList" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,
    "lastUsedAt" DATETIME,
    "lastUsedIp" TEXT,
    "revokedAt" DATETIME,
    "revokeNote" TEXT
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_apiKey_key" ON "ApiKey"("apiKey");

-- CreateIndex
CREATE INDEX "ApiKey_userId_idx" ON "ApiKey"("userId");

-- CreateIndex
CREATE INDEX "SpotOrder_userId_clientOrderId_idx" ON "SpotOrder"("userId", "clientOrderId");
