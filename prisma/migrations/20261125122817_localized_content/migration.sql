-- CreateTable
CREATE TABLE "News" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "coverImage" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);

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
    "i18n" TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "new_Banner" ("createdAt", "enabled", "id", "image", "link", "position", "sort", "title") SELECT "createdAt", "enabled", "id", "image", "link", "position", "sort", "title" FROM "Banner";
DROP TABLE "Banner";
ALTER TABLE "new_Banner" RENAME TO "Banner";
CREATE TABLE "new_CustomerService" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "customerLogo" TEXT NOT NULL,
    "customerUrl" TEXT NOT NULL,
    "levitate" TEXT NOT NULL DEFAULT 'Y',
    "isEnable" TEXT NOT NULL DEFAULT 'Y',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "new_CustomerService" ("customerLogo", "customerUrl", "id", "isEnable", "levitate", "name", "sort") SELECT "customerLogo", "customerUrl", "id", "isEnable", "levitate", "name", "sort" FROM "CustomerService";
DROP TABLE "CustomerService";
ALTER TABLE "new_CustomerService" RENAME TO "CustomerService";
CREATE TABLE "new_Message" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "template" TEXT NOT NULL DEFAULT '',
    "params" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Message" ("content", "createdAt", "id", "params", "template", "title", "userId") SELECT "content", "createdAt", "id", "params", "template", "title", "userId" FROM "Message";
DROP TABLE "Message";
ALTER TABLE "new_Message" RENAME TO "Message";
CREATE INDEX "Message_userId_idx" ON "Message"("userId");
CREATE TABLE "new_Notice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "isDialog" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);
INSERT INTO "new_Notice" ("content", "createdAt", "enabled", "id", "isDialog", "title") SELECT "content", "createdAt", "enabled", "id", "isDialog", "title" FROM "Notice";
DROP TABLE "Notice";
ALTER TABLE "new_Notice" RENAME TO "Notice";
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "News_published_publishedAt_idx" ON "News"("published", "publishedAt");
