-- AlterTable
ALTER TABLE "ContractPosition" ADD COLUMN     "replaySessionId" INTEGER;

-- AlterTable
ALTER TABLE "FastOrder" ADD COLUMN     "replaySessionId" INTEGER;

-- AlterTable
ALTER TABLE "SpotOrder" ADD COLUMN     "replaySessionId" INTEGER;

-- CreateTable
CREATE TABLE "ReplaySession" (
    "id" SERIAL NOT NULL,
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
    "endedAt" BIGINT,

    CONSTRAINT "ReplaySession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TradingClass" (
    "id" SERIAL NOT NULL,
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
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "TradingClass_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClassMember" (
    "classId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "joinedAt" BIGINT NOT NULL,
    "leftAt" BIGINT,

    CONSTRAINT "ClassMember_pkey" PRIMARY KEY ("classId","userId")
);

-- CreateTable
CREATE TABLE "ClassScenario" (
    "id" SERIAL NOT NULL,
    "classId" INTEGER NOT NULL,
    "periodStart" BIGINT NOT NULL,
    "productId" INTEGER NOT NULL,
    "speed" INTEGER NOT NULL,
    "startTime" BIGINT NOT NULL,
    "lengthMs" BIGINT NOT NULL,
    "startsAt" BIGINT NOT NULL,
    "endsAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "cancelledAt" BIGINT,

    CONSTRAINT "ClassScenario_pkey" PRIMARY KEY ("id")
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
