-- CreateTable
CREATE TABLE "PendingItem" (
    "kind" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "ownerId" INTEGER,
    "payload" TEXT NOT NULL,
    "attemptsLeft" INTEGER NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "PendingItem_pkey" PRIMARY KEY ("kind","tokenHash")
);

-- CreateIndex
CREATE INDEX "PendingItem_kind_ownerId_idx" ON "PendingItem"("kind", "ownerId");

-- CreateIndex
CREATE INDEX "PendingItem_kind_expiresAt_idx" ON "PendingItem"("kind", "expiresAt");
