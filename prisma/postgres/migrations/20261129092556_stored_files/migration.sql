-- CreateTable
CREATE TABLE "StoredFile" (
    "area" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "contentType" TEXT,
    "size" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("area","path")
);
