-- CreateTable
CREATE TABLE "ClientErrorGroup" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "fingerprint" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "firstSeen" BIGINT NOT NULL,
    "lastSeen" BIGINT NOT NULL,
    "route" TEXT NOT NULL DEFAULT '',
    "request" TEXT NOT NULL DEFAULT '',
    "stack" TEXT NOT NULL DEFAULT '',
    "mappedStack" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "release" TEXT NOT NULL DEFAULT ''
);

-- CreateIndex
CREATE UNIQUE INDEX "ClientErrorGroup_fingerprint_key" ON "ClientErrorGroup"("fingerprint");

-- CreateIndex
CREATE INDEX "ClientErrorGroup_lastSeen_idx" ON "ClientErrorGroup"("lastSeen");
