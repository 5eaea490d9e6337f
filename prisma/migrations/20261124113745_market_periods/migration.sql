-- CreateTable
CREATE TABLE "MarketPeriod" (
    "start" BIGINT NOT NULL PRIMARY KEY,
    "end" BIGINT NOT NULL,
    "tickMs" INTEGER NOT NULL,
    "commitment" TEXT NOT NULL,
    "committedAt" BIGINT NOT NULL,
    "lastSlot" BIGINT,
    "products" TEXT
);
