-- CreateTable
CREATE TABLE "StoredFile" (
    "area" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "bytes" BLOB NOT NULL,
    "contentType" TEXT,
    "size" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL,

    PRIMARY KEY ("area", "path")
);
