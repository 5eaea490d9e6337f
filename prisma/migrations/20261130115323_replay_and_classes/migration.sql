-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN "replaySessionId" INTEGER;

-- AlterTable
ALTER TABLE "FastOrder" ADD COLUMN "replaySessionId" INTEGER;

-- AlterTable
ALTER TABLE "SpotOrder" ADD COLUMN "replaySessionId" INTEGER;

-- CreateTable
CREATE TABLE "ReplaySession" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "periodStart" BIGINT NOT NULL,
    "productId" INTEGER NOT NULL,
    "speed" INTEGER NOT NULL,
    "running" BOOLEAN NOT NULL,
    "anchorAt" BIGINT NOT NULL,
    "anchorReplay" BIGINT NOT NULL,
    "startTime" BIGINT NOT NULL,
    "endTime" BIGINT NOT NULL,
    "processedUpTo" BIGINT NOT NULL,
    "scenarioId" INTEGER,
    "status" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "endedAt" BIGINT
);

-- CreateTable
CREATE TABLE "TradingClass" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "teacherId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "joinCode" TEXT NOT NULL,
    "startAt" BIGINT NOT NULL,
    "endAt" BIGINT NOT NULL,
    "currency" TEXT NOT NULL,
    "startingBalance" BIGINT NOT NULL,
    "productIds" TEXT NOT NULL,
    "kinds" TEXT NOT NULL,
    "resets" INTEGER NOT NULL DEFAULT 0,
    "lastResetAt" BIGINT,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ClassMember" (
    "classId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "joinedAt" BIGINT NOT NULL,
    "leftAt" BIGINT,

    PRIMARY KEY ("classId", "userId")
);

-- CreateTable
CREATE TABLE "ClassScenario" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "classId" INTEGER NOT NULL,
    "periodStart" BIGINT NOT NULL,
    "productId" INTEGER NOT NULL,
    "speed" INTEGER NOT NULL,
    "startTime" BIGINT NOT NULL,
    "lengthMs" BIGINT NOT NULL,
    "startsAt" BIGINT NOT NULL,
    "endsAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "cancelledAt" BIGINT
);

-- CreateIndex
CREATE INDEX "ReplaySession_userId_status_idx" ON "ReplaySession"("userId", "status");

-- CreateIndex
CREATE INDEX "ReplaySession_status_idx" ON "ReplaySession"("status");

-- CreateIndex
CREATE UNIQUE INDEX "ReplaySession_scenarioId_userId_key" ON "ReplaySession"("scenarioId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "TradingClass_joinCode_key" ON "TradingClass"("joinCode");

-- CreateIndex
CREATE INDEX "TradingClass_teacherId_idx" ON "TradingClass"("teacherId");

-- CreateIndex
CREATE INDEX "ClassMember_userId_idx" ON "ClassMember"("userId");

-- CreateIndex
CREATE INDEX "ClassScenario_classId_idx" ON "ClassScenario"("classId");

-- CreateIndex
CREATE INDEX "ContractPosition_replaySessionId_idx" ON "ContractPosition"("replaySessionId");

-- CreateIndex
CREATE INDEX "FastOrder_replaySessionId_idx" ON "FastOrder"("replaySessionId");

-- CreateIndex
CREATE INDEX "SpotOrder_replaySessionId_idx" ON "SpotOrder"("replaySessionId");
