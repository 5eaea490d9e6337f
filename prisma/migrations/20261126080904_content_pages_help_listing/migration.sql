-- CreateTable
CREATE TABLE "ContentPage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);

-- CreateTable
CREATE TABLE "HelpCategory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "title" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);

-- CreateTable
CREATE TABLE "HelpArticle" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "categoryId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}'
);

-- CreateTable
CREATE TABLE "ListingApplication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "project" TEXT NOT NULL,
    "symbol" TEXT NOT NULL,
    "website" TEXT NOT NULL,
    "contactName" TEXT NOT NULL,
    "contactEmail" TEXT NOT NULL,
    "tier" TEXT NOT NULL,
    "message" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'new',
    "staffNotes" TEXT NOT NULL DEFAULT '',
    "userId" INTEGER,
    "ip" TEXT NOT NULL DEFAULT '',
    "createdAt" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "ContentPage_slug_key" ON "ContentPage"("slug");

-- CreateIndex
CREATE INDEX "HelpArticle_categoryId_sort_idx" ON "HelpArticle"("categoryId", "sort");

-- CreateIndex
CREATE INDEX "ListingApplication_status_id_idx" ON "ListingApplication"("status", "id");
