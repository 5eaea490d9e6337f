-- AlterTable
ALTER TABLE "SpotOrder" ADD COLUMN     "apiKeyId" INTEGER,
ADD COLUMN     "clientOrderId" TEXT;

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "label" TEXT NOT NULL,
    "apiKey" TEXT NOT NULL,
    "secretSealed" TEXT NOT NULL,
    "permissions" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "ipAllowList" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3),
    "lastUsedIp" TEXT,
    "revokedAt" TIMESTAMP(3),
    "revokeNote" TEXT,

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_apiKey_key" ON "ApiKey"("apiKey");

-- CreateIndex
CREATE INDEX "ApiKey_userId_idx" ON "ApiKey"("userId");

-- CreateIndex
CREATE INDEX "SpotOrder_userId_clientOrderId_idx" ON "SpotOrder"("userId", "clientOrderId");
