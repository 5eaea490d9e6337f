-- CreateTable
CREATE TABLE "DeploymentMode" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "mode" TEXT NOT NULL,
    "recordedAt" BIGINT NOT NULL
);

-- A database that existed before the record (its seed made the staff account) ran as a normal
-- deployment: recorded so. A new one is recorded by its first seed or start (decision 097).
INSERT INTO "DeploymentMode" ("id", "mode", "recordedAt")
SELECT 1, 'normal', CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM "Staff");
