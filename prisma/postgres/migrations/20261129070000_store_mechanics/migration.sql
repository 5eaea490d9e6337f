-- The PostgreSQL store's own mechanics (decision 080), beyond the schema SQLite shares.

-- 1. The fund flow's index is PostgreSQL's own index on postings by account: on SQLite a
--    worker thread keeps a separate file (server/ledger/flow-core.mjs) because an index inside
--    every money transaction halved posting throughput there. Here "flow"."LedgerFlow" is a
--    view, always complete (indexed through the last journal), and nothing indexes it.
DROP TABLE IF EXISTS "flow"."LedgerFlow";
DROP TABLE IF EXISTS "flow"."LedgerFlowState";
-- (declared in the schema for PostgreSQL only: prisma/schema.prisma, `// postgresql:`)
CREATE INDEX "LedgerPosting_accountId_journalId_idx" ON "LedgerPosting"("accountId", "journalId");
CREATE VIEW "flow"."LedgerFlow" AS SELECT "accountId", "journalId" FROM "LedgerPosting";
CREATE VIEW "flow"."LedgerFlowState" AS
  SELECT 1 AS "id", '' AS "ledgerId", COALESCE((SELECT MAX("id") FROM "LedgerJournal"), 0) AS "indexedThrough";

-- 2. Sessions that end (revoked, deleted, their user frozen) are announced on commit, to every
--    instance's token service (server/db/store/session-ends.ts; SQLite uses temporary
--    triggers on its one connection).
CREATE FUNCTION "session_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'Session' AND TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', OLD."id");
  ELSIF TG_TABLE_NAME = 'Session' THEN
    IF OLD."revokedAt" IS NULL AND NEW."revokedAt" IS NOT NULL THEN PERFORM pg_notify('session_ended', NEW."id"); END IF;
  ELSIF NEW."status" <> 'active' THEN
    PERFORM pg_notify('session_ended', s."id") FROM "Session" s WHERE s."userId" = NEW."id" AND s."revokedAt" IS NULL;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "Session_ended_revoked" AFTER UPDATE OF "revokedAt" ON "Session" FOR EACH ROW EXECUTE FUNCTION "session_ended_notify"();
CREATE TRIGGER "Session_ended_deleted" AFTER DELETE ON "Session" FOR EACH ROW EXECUTE FUNCTION "session_ended_notify"();
CREATE TRIGGER "User_frozen_sessions_ended" AFTER UPDATE OF "status" ON "User" FOR EACH ROW EXECUTE FUNCTION "session_ended_notify"();
