-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Banner" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "link" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT 'all',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',
    "subtitle" TEXT NOT NULL DEFAULT '',
    "button" TEXT NOT NULL DEFAULT ''
);
INSERT INTO "new_Banner" ("createdAt", "enabled", "i18n", "id", "image", "link", "position", "sort", "title") SELECT "createdAt", "enabled", "i18n", "id", "image", "link", "position", "sort", "title" FROM "Banner";
DROP TABLE "Banner";
ALTER TABLE "new_Banner" RENAME TO "Banner";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
