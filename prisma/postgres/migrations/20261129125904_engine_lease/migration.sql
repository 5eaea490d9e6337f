-- CreateTable
CREATE TABLE "EngineLease" (
    "id" INTEGER NOT NULL,
    "epoch" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "takenAt" BIGINT NOT NULL,
    "renewedAt" BIGINT NOT NULL,

    CONSTRAINT "EngineLease_pkey" PRIMARY KEY ("id")
);

-- The fencing check (decision 082): the leading instance runs it in every write transaction,
-- after taking the writers' turn, in the same round trip as BEGIN. A takeover moves the epoch
-- in a transaction that takes the same turn, so a transaction either runs wholly before the
-- takeover commits or sees the new epoch here and is refused (SQLSTATE EF001).
CREATE FUNCTION "engine_fence"(held INTEGER) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "EngineLease" WHERE "id" = 1 AND "epoch" = held) THEN
    RAISE EXCEPTION 'the engine lease of epoch % is no longer held by this instance', held USING ERRCODE = 'EF001';
  END IF;
END;
$$;
