-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "userId" INTEGER,
    "visitorId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "assigneeId" INTEGER,
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "customerReadSeq" INTEGER NOT NULL DEFAULT 0,
    "staffReadSeq" INTEGER NOT NULL DEFAULT 0,
    "lastMessageAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "resolvedAt" BIGINT
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "conversationId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "staffId" INTEGER,
    "body" TEXT NOT NULL DEFAULT '',
    "imageId" INTEGER,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ChatImage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "conversationId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL
);

-- CreateTable
CREATE TABLE "ChatCannedReply" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_userId_key" ON "ChatConversation"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_visitorId_key" ON "ChatConversation"("visitorId");

-- CreateIndex
CREATE INDEX "ChatConversation_status_assigneeId_lastMessageAt_idx" ON "ChatConversation"("status", "assigneeId", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_seq_key" ON "ChatMessage"("conversationId", "seq");

-- CreateIndex
CREATE INDEX "ChatImage_conversationId_idx" ON "ChatImage"("conversationId");
