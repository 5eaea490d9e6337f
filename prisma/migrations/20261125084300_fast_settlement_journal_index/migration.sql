-- CreateIndex
CREATE INDEX "FastSettlement_journalId_idx" ON "FastSettlement"("journalId");
