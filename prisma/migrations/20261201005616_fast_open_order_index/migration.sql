-- DropIndex
DROP INDEX "FastOrder_userId_expiresAt_idx";

-- CreateIndex
CREATE INDEX "FastOpenOrder_orderId_idx" ON "FastOpenOrder"("orderId");
