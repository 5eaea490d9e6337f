-- CreateTable
CREATE TABLE "ReferralReward" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sourceJournalId" INTEGER NOT NULL,
    "inviteeId" INTEGER NOT NULL,
    "inviterId" INTEGER NOT NULL,
    "sourceType" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "fee" BIGINT NOT NULL,
    "reward" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ReferralCursor" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "lastJournalId" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "CreditScoreChange" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER NOT NULL,
    "before" INTEGER NOT NULL,
    "after" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "proposalId" INTEGER,
    "staffId" INTEGER,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "AccountCancellation" (
    "userId" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "email" TEXT,
    "areaCode" TEXT,
    "phone" TEXT,
    "cancelledAt" BIGINT NOT NULL,
    "releaseAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE INDEX "ReferralReward_inviterId_id_idx" ON "ReferralReward"("inviterId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralReward_sourceJournalId_inviteeId_key" ON "ReferralReward"("sourceJournalId", "inviteeId");

-- CreateIndex
CREATE INDEX "CreditScoreChange_userId_id_idx" ON "CreditScoreChange"("userId", "id");

-- CreateIndex
CREATE INDEX "AccountCancellation_email_idx" ON "AccountCancellation"("email");

-- CreateIndex
CREATE INDEX "AccountCancellation_areaCode_phone_idx" ON "AccountCancellation"("areaCode", "phone");
