-- CreateTable
CREATE TABLE "OfflineChannel" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "currency" TEXT NOT NULL,
    "payeeName" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "bankBranch" TEXT NOT NULL,
    "qrImage" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedBy" INTEGER,
    "updatedAt" DATETIME
);

-- CreateIndex
CREATE UNIQUE INDEX "OfflineChannel_currency_key" ON "OfflineChannel"("currency");
