-- CreateTable
CREATE TABLE "ContractSetting" (
    "productId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "contractSize" TEXT NOT NULL,
    "lotStep" INTEGER NOT NULL DEFAULT 1,
    "minLots" INTEGER NOT NULL DEFAULT 1,
    "maxLots" INTEGER NOT NULL DEFAULT 10000,
    "leverages" TEXT NOT NULL,
    "spreadTicks" INTEGER NOT NULL DEFAULT 0,
    "feeRate" TEXT NOT NULL,
    "maintenanceRate" TEXT NOT NULL,
    "overnightRate" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL DEFAULT 0
);
