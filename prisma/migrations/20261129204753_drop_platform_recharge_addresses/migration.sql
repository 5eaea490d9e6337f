-- DropTable
PRAGMA foreign_keys=off;
DROP TABLE "RechargeAddress";
PRAGMA foreign_keys=on;
