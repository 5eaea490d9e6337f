-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN "copyOf" INTEGER;

-- CreateTable
CREATE TABLE "CopyLeader" (
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "since" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL,

    PRIMARY KEY ("userId", "mode")
);

-- CreateTable
CREATE TABLE "CopySubscription" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "followerId" INTEGER NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "leaderMode" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "ratio" BIGINT NOT NULL,
    "maxMargin" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "stopReason" TEXT,
    "createdAt" BIGINT NOT NULL,
    "stoppedAt" BIGINT
);

-- CreateTable
CREATE TABLE "CopyJob" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "subscriptionId" INTEGER NOT NULL,
    "leaderPositionId" INTEGER NOT NULL,
    "leaderEventId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "leaderLots" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "skipReason" TEXT,
    "positionId" INTEGER,
    "lots" BIGINT,
    "createdAt" BIGINT NOT NULL,
    "doneAt" BIGINT
);

-- CreateIndex
CREATE INDEX "CopySubscription_leaderId_leaderMode_status_idx" ON "CopySubscription"("leaderId", "leaderMode", "status");

-- CreateIndex
CREATE INDEX "CopySubscription_followerId_idx" ON "CopySubscription"("followerId");

-- CreateIndex
CREATE INDEX "CopyJob_status_idx" ON "CopyJob"("status");

-- CreateIndex
CREATE UNIQUE INDEX "CopyJob_subscriptionId_leaderEventId_key" ON "CopyJob"("subscriptionId", "leaderEventId");

-- CreateIndex
CREATE INDEX "ContractPosition_copyOf_status_idx" ON "ContractPosition"("copyOf", "status");

-- Decision 103: users who shared their real positions (ContractFollowProfile) become real-mode leaders
INSERT INTO "CopyLeader" ("userId", "mode", "enabled", "since", "updatedAt")
SELECT "userId", 'real', TRUE, "updatedAt", "updatedAt" FROM "ContractFollowProfile" WHERE "followable" = TRUE;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "ContractFollowProfile";
PRAGMA foreign_keys=on;
