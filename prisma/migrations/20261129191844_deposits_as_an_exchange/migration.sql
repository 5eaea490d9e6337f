-- CreateTable
CREATE TABLE "DepositAddress" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "network" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "IncomingTransfer" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "network" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "txId" TEXT NOT NULL,
    "confirmations" INTEGER NOT NULL DEFAULT 0,
    "required" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "proposalId" INTEGER,
    "createdAt" DATETIME NOT NULL,
    "creditedAt" DATETIME
);

-- CreateTable
CREATE TABLE "BankReference" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "depositId" INTEGER,
    "createdAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "WithdrawAllowList" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "enabled" BOOLEAN NOT NULL,
    "offAt" DATETIME,
    "changedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Deposit" (
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
    "createdAt" DATETIME NOT NULL,
    "reference" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_Deposit" ("amount", "chain", "channel", "createdAt", "currency", "customerIdNumber", "id", "proofUploadId", "rejectReason", "remitterAddress", "remitterCard", "remitterName", "reviewedAt", "reviewedBy", "status", "txHash", "userId") SELECT "amount", "chain", "channel", "createdAt", "currency", "customerIdNumber", "id", "proofUploadId", "rejectReason", "remitterAddress", "remitterCard", "remitterName", "reviewedAt", "reviewedBy", "status", "txHash", "userId" FROM "Deposit";
DROP TABLE "Deposit";
ALTER TABLE "new_Deposit" RENAME TO "Deposit";
CREATE INDEX "Deposit_userId_id_idx" ON "Deposit"("userId", "id");
CREATE INDEX "Deposit_status_id_idx" ON "Deposit"("status", "id");
CREATE INDEX "Deposit_reference_idx" ON "Deposit"("reference");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_userId_network_key" ON "DepositAddress"("userId", "network");

-- CreateIndex
CREATE UNIQUE INDEX "DepositAddress_network_address_key" ON "DepositAddress"("network", "address");

-- CreateIndex
CREATE INDEX "IncomingTransfer_userId_id_idx" ON "IncomingTransfer"("userId", "id");

-- CreateIndex
CREATE INDEX "IncomingTransfer_status_id_idx" ON "IncomingTransfer"("status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "IncomingTransfer_network_txId_key" ON "IncomingTransfer"("network", "txId");

-- CreateIndex
CREATE UNIQUE INDEX "BankReference_code_key" ON "BankReference"("code");

-- CreateIndex
CREATE UNIQUE INDEX "BankReference_depositId_key" ON "BankReference"("depositId");

-- CreateIndex
CREATE INDEX "BankReference_userId_currency_idx" ON "BankReference"("userId", "currency");
