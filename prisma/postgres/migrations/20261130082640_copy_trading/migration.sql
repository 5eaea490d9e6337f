-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN     "copyOf" INTEGER;

-- CreateTable
CREATE TABLE "CopyLeader" (
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "since" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "CopyLeader_pkey" PRIMARY KEY ("userId","mode")
);

-- CreateTable
CREATE TABLE "CopySubscription" (
    "id" SERIAL NOT NULL,
    "followerId" INTEGER NOT NULL,
    "leaderId" INTEGER NOT NULL,
    "leaderMode" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "ratio" BIGINT NOT NULL,
    "maxMargin" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "stopReason" TEXT,
    "createdAt" BIGINT NOT NULL,
    "stoppedAt" BIGINT,

    CONSTRAINT "CopySubscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CopyJob" (
    "id" SERIAL NOT NULL,
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
    "doneAt" BIGINT,

    CONSTRAINT "CopyJob_pkey" PRIMARY KEY ("id")
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
DROP TABLE "ContractFollowProfile";
