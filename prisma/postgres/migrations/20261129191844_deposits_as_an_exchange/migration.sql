-- AlterTable
ALTER TABLE "Deposit" ADD COLUMN     "reference" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "DepositAddress" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "network" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DepositAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "IncomingTransfer" (
    "id" SERIAL NOT NULL,
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
    "createdAt" TIMESTAMP(3) NOT NULL,
    "creditedAt" TIMESTAMP(3),

    CONSTRAINT "IncomingTransfer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankReference" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "depositId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "BankReference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WithdrawAllowList" (
    "userId" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "offAt" TIMESTAMP(3),
    "changedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "WithdrawAllowList_pkey" PRIMARY KEY ("userId")
);

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

-- CreateIndex
CREATE INDEX "Deposit_reference_idx" ON "Deposit"("reference");
