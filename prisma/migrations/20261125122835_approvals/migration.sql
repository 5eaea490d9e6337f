-- CreateTable
CREATE TABLE "Proposal" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "before" TEXT NOT NULL DEFAULT '{}',
    "after" TEXT NOT NULL DEFAULT '{}',
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "proposedBy" INTEGER NOT NULL,
    "proposedAt" DATETIME NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "decidedBy" INTEGER,
    "decidedAt" DATETIME,
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL DEFAULT ''
);

-- AlterTable (a column with a constant default: no table rebuild)
ALTER TABLE "Currency" ADD COLUMN "withdrawApprovalThreshold" BIGINT NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "Proposal_status_id_idx" ON "Proposal"("status", "id");

-- CreateIndex
CREATE INDEX "Proposal_kind_status_id_idx" ON "Proposal"("kind", "status", "id");

-- CreateIndex
CREATE INDEX "Proposal_targetType_targetId_idx" ON "Proposal"("targetType", "targetId");
