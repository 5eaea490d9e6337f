-- AlterTable
ALTER TABLE "Message" ADD COLUMN     "category" TEXT NOT NULL DEFAULT 'announcements',
ADD COLUMN     "readAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "MessageRead" (
    "userId" INTEGER NOT NULL,
    "messageId" INTEGER NOT NULL,
    "readAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MessageRead_pkey" PRIMARY KEY ("userId","messageId")
);

-- CreateIndex
CREATE INDEX "Message_userId_readAt_category_idx" ON "Message"("userId", "readAt", "category");

-- CreateIndex
CREATE INDEX "Message_userId_category_createdAt_idx" ON "Message"("userId", "category", "createdAt");

-- AddForeignKey
ALTER TABLE "MessageRead" ADD CONSTRAINT "MessageRead_messageId_fkey" FOREIGN KEY ("messageId") REFERENCES "Message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The groups of the messages sent before groups existed (the templates' categories in server/modules/content/user-messages.ts)
UPDATE "Message" SET "category" = 'funds' WHERE "template" IN ('depositApproved', 'depositRejected', 'withdrawalPaid', 'withdrawalRejected', 'cardChangeApproved', 'cardChangeRejected');
UPDATE "Message" SET "category" = 'security' WHERE "template" IN ('kycJuniorApproved', 'kycJuniorRejected', 'kycAdvancedApproved', 'kycAdvancedRejected', 'creditScoreChanged');
