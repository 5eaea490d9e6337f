-- AlterTable
ALTER TABLE "User" ADD COLUMN "securityPasswordHash" TEXT;

-- CreateTable
CREATE TABLE "RechargeAddress" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "currency" TEXT NOT NULL,
    "chain" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Deposit" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "channel" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "remitterName" TEXT NOT NULL DEFAULT '',
    "remitterCard" TEXT NOT NULL DEFAULT '',
    "remitterAddress" TEXT NOT NULL DEFAULT '',
    "customerIdNumber" TEXT NOT NULL DEFAULT '',
    "chain" TEXT NOT NULL DEFAULT '',
    "txHash" TEXT NOT NULL DEFAULT '',
    "proofUploadId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" DATETIME,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "arrival" BIGINT NOT NULL,
    "destination" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" DATETIME,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Exchange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "fromCurrency" TEXT NOT NULL,
    "toCurrency" TEXT NOT NULL,
    "fromAmount" BIGINT NOT NULL,
    "rate" TEXT NOT NULL,
    "toAmount" BIGINT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "BankCard" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "bankAddress" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "removedAt" DATETIME,
    CONSTRAINT "BankCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE RESTRICT ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CryptoAddress" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "coin" TEXT NOT NULL,
    "chain" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Currency" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "scale" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "minDeposit" BIGINT NOT NULL DEFAULT 1,
    "maxDeposit" BIGINT NOT NULL DEFAULT 0,
    "minWithdraw" BIGINT NOT NULL DEFAULT 1,
    "maxWithdraw" BIGINT NOT NULL DEFAULT 0,
    "withdrawFeeRate" TEXT NOT NULL DEFAULT '0'
);
INSERT INTO "new_Currency" ("code", "enabled", "id", "name", "scale", "sort", "symbol") SELECT "code", "enabled", "id", "name", "scale", "sort", "symbol" FROM "Currency";
DROP TABLE "Currency";
ALTER TABLE "new_Currency" RENAME TO "Currency";
CREATE UNIQUE INDEX "Currency_code_key" ON "Currency"("code");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "RechargeAddress_currency_chain_key" ON "RechargeAddress"("currency", "chain");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_path_key" ON "Upload"("path");

-- CreateIndex
CREATE INDEX "Upload_userId_idx" ON "Upload"("userId");

-- CreateIndex
CREATE INDEX "Deposit_userId_id_idx" ON "Deposit"("userId", "id");

-- CreateIndex
CREATE INDEX "Deposit_status_id_idx" ON "Deposit"("status", "id");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_id_idx" ON "Withdrawal"("userId", "id");

-- CreateIndex
CREATE INDEX "Withdrawal_status_id_idx" ON "Withdrawal"("status", "id");

-- CreateIndex
CREATE INDEX "Exchange_userId_id_idx" ON "Exchange"("userId", "id");

-- CreateIndex
CREATE INDEX "BankCard_userId_idx" ON "BankCard"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CryptoAddress_userId_coin_chain_key" ON "CryptoAddress"("userId", "coin", "chain");
