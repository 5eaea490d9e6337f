-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "symbol" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "baseAsset" TEXT NOT NULL,
    "quoteAsset" TEXT NOT NULL,
    "pricePrecision" INTEGER NOT NULL,
    "tickSize" TEXT NOT NULL,
    "basePrice" TEXT NOT NULL,
    "volatility" TEXT NOT NULL,
    "baseVolume" TEXT NOT NULL,
    "tradeModes" TEXT NOT NULL,
    "isRecommend" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "new_Product" ("baseAsset", "basePrice", "baseVolume", "category", "enabled", "id", "isRecommend", "name", "pricePrecision", "quoteAsset", "sort", "symbol", "tickSize", "tradeModes", "volatility") SELECT "baseAsset", "basePrice", "baseVolume", "category", "enabled", "id", "isRecommend", "name", "pricePrecision", "quoteAsset", "sort", "symbol", "tickSize", "tradeModes", "volatility" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_symbol_key" ON "Product"("symbol");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
