-- The flow index moved to its own file, built by a worker thread (server/ledger/flow-index.ts).
-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "LedgerFlow";
PRAGMA foreign_keys=on;

-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "LedgerFlowState";
PRAGMA foreign_keys=on;
