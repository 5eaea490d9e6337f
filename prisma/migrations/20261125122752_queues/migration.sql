-- CreateTable
CREATE TABLE "BankCardChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "bankAddress" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL,
    "reviewedBy" INTEGER,
    "reviewedAt" DATETIME
);

-- CreateTable
CREATE TABLE "LoginEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "BankCardChange_userId_status_idx" ON "BankCardChange"("userId", "status");

-- CreateIndex
CREATE INDEX "BankCardChange_status_id_idx" ON "BankCardChange"("status", "id");

-- CreateIndex
CREATE INDEX "LoginEvent_userId_id_idx" ON "LoginEvent"("userId", "id");
