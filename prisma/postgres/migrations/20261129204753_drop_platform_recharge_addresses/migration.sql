-- DropTable
DROP TABLE "RechargeAddress";
