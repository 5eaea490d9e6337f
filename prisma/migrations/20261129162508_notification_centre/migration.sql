-- CreateTable
CREATE TABLE "MessageRead" (
    "userId" INTEGER NOT NULL,
    "messageId" INTEGER NOT NULL,
    "readAt" DATETIME NOT NULL,

    PRIMARY KEY ("userId", "messageId"),
    CONSTRAINT "MessageRead_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Message" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "template" TEXT NOT NULL DEFAULT '',
    "params" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',
    "category" TEXT NOT NULL DEFAULT 'announcements',
    "readAt" DATETIME,
    CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Message" ("content", "createdAt", "i18n", "id", "params", "template", "title", "userId") SELECT "content", "createdAt", "i18n", "id", "params", "template", "title", "userId" FROM "Message";
DROP TABLE "Message";
ALTER TABLE "new_Message" RENAME TO "Message";
CREATE INDEX "Message_userId_idx" ON "Message"("userId");
CREATE INDEX "Message_userId_readAt_category_idx" ON "Message"("userId", "readAt", "category");
CREATE INDEX "Message_userId_category_createdAt_idx" ON "Message"("userId", "category", "createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- The groups of the messages sent before groups existed (the templates' categories in server/modules/content/user-messages.ts)
UPDATE "Message" SET "category" = 'funds' WHERE "template" IN ('depositApproved', 'depositRejected', 'withdrawalPaid', 'withdrawalRejected', 'cardChangeApproved', 'cardChangeRejected');
UPDATE "Message" SET "category" = 'security' WHERE "template" IN ('kycJuniorApproved', 'kycJuniorRejected', 'kycAdvancedApproved', 'kycAdvancedRejected', 'creditScoreChanged');
