-- CreateTable
CREATE TABLE "EngineLease" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "epoch" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "takenAt" BIGINT NOT NULL,
    "renewedAt" BIGINT NOT NULL
);
