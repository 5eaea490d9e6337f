-- CreateTable
CREATE TABLE "DeploymentMode" (
    "id" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "recordedAt" BIGINT NOT NULL,

    CONSTRAINT "DeploymentMode_pkey" PRIMARY KEY ("id")
);

-- A database that existed before the record (its seed made the staff account) ran as a normal
-- deployment: recorded so. A new one is recorded by its first seed or start (decision 097).
INSERT INTO "DeploymentMode" ("id", "mode", "recordedAt")
SELECT 1, 'normal', (EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT WHERE EXISTS (SELECT 1 FROM "Staff");
