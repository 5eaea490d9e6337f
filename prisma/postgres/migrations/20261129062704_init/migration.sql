-- CreateTable
CREATE TABLE "Language" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "flag" TEXT NOT NULL,
    "isShow" BOOLEAN NOT NULL DEFAULT true,
    "symbol" TEXT NOT NULL,
    "logo" TEXT NOT NULL,
    "loginBg" TEXT NOT NULL,
    "homeUsdt" TEXT NOT NULL,
    "buy_height" TEXT NOT NULL,
    "buy_low" TEXT NOT NULL,
    "on_line_customer" TEXT NOT NULL,
    "timezone" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Language_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AreaCode" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "AreaCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CustomerService" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "customerLogo" TEXT NOT NULL,
    "customerUrl" TEXT NOT NULL,
    "levitate" TEXT NOT NULL DEFAULT 'Y',
    "isEnable" TEXT NOT NULL DEFAULT 'Y',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "CustomerService_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ConfigItem" (
    "id" SERIAL NOT NULL,
    "identify" TEXT NOT NULL,
    "configValue" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "isPublic" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "ConfigItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Banner" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "image" TEXT NOT NULL,
    "link" TEXT NOT NULL DEFAULT '',
    "position" TEXT NOT NULL DEFAULT 'all',
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',
    "subtitle" TEXT NOT NULL DEFAULT '',
    "button" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Banner_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notice" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "isDialog" BOOLEAN NOT NULL DEFAULT false,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "Notice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "template" TEXT NOT NULL DEFAULT '',
    "params" TEXT NOT NULL DEFAULT '{}',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Currency" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "scale" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "minDeposit" BIGINT NOT NULL DEFAULT 1,
    "maxDeposit" BIGINT NOT NULL DEFAULT 0,
    "minWithdraw" BIGINT NOT NULL DEFAULT 1,
    "maxWithdraw" BIGINT NOT NULL DEFAULT 0,
    "withdrawFeeRate" TEXT NOT NULL DEFAULT '0',
    "withdrawApprovalThreshold" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "Currency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RechargeAddress" (
    "id" SERIAL NOT NULL,
    "currency" TEXT NOT NULL,
    "chain" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "RechargeAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OfflineChannel" (
    "id" SERIAL NOT NULL,
    "currency" TEXT NOT NULL,
    "payeeName" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "accountNumber" TEXT NOT NULL,
    "bankBranch" TEXT NOT NULL,
    "qrImage" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedBy" INTEGER,
    "updatedAt" TIMESTAMP(3),

    CONSTRAINT "OfflineChannel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Product" (
    "id" SERIAL NOT NULL,
    "symbol" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "category" TEXT NOT NULL,
    "baseAsset" TEXT NOT NULL,
    "quoteAsset" TEXT NOT NULL,
    "pricePrecision" INTEGER NOT NULL,
    "tickSize" TEXT NOT NULL,
    "basePrice" TEXT NOT NULL,
    "volatility" TEXT NOT NULL,
    "baseVolume" TEXT NOT NULL,
    "tradeModes" TEXT NOT NULL,
    "isRecommend" BOOLEAN NOT NULL DEFAULT false,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "Product_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Candle" (
    "productId" INTEGER NOT NULL,
    "period" TEXT NOT NULL,
    "openTime" BIGINT NOT NULL,
    "open" BIGINT NOT NULL,
    "high" BIGINT NOT NULL,
    "low" BIGINT NOT NULL,
    "close" BIGINT NOT NULL,
    "volume" BIGINT NOT NULL,
    "turnover" BIGINT NOT NULL,

    CONSTRAINT "Candle_pkey" PRIMARY KEY ("productId","period","openTime")
);

-- CreateTable
CREATE TABLE "User" (
    "id" SERIAL NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'user',
    "status" TEXT NOT NULL DEFAULT 'active',
    "areaCode" TEXT,
    "phone" TEXT,
    "email" TEXT,
    "passwordHash" TEXT NOT NULL,
    "inviteCode" TEXT NOT NULL,
    "invitedById" INTEGER,
    "creditScore" INTEGER NOT NULL DEFAULT 100,
    "securityPasswordHash" TEXT,
    "failedLogins" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "passwordChangedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "User_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Session" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "revokeNote" TEXT,
    "ip" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "lastUsedAt" TIMESTAMP(3),

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "VerificationCode" (
    "id" SERIAL NOT NULL,
    "purpose" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "VerificationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Outbox" (
    "id" SERIAL NOT NULL,
    "channel" TEXT NOT NULL,
    "target" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WatchItem" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WatchItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerAccount" (
    "id" SERIAL NOT NULL,
    "ownerKey" TEXT NOT NULL,
    "userId" INTEGER,
    "currency" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "balance" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "LedgerAccount_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerJournal" (
    "id" INTEGER NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "userId" INTEGER,
    "reference" TEXT NOT NULL DEFAULT '',
    "memo" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "contentHash" TEXT,

    CONSTRAINT "LedgerJournal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LedgerPosting" (
    "journalId" INTEGER NOT NULL,
    "accountId" INTEGER NOT NULL,
    "amount" BIGINT NOT NULL,

    CONSTRAINT "LedgerPosting_pkey" PRIMARY KEY ("journalId","accountId")
);

-- CreateTable
CREATE TABLE "Upload" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "purpose" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "depositId" INTEGER,

    CONSTRAINT "Upload_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Deposit" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "channel" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "remitterName" TEXT NOT NULL DEFAULT '',
    "remitterCard" TEXT NOT NULL DEFAULT '',
    "remitterAddress" TEXT NOT NULL DEFAULT '',
    "customerIdNumber" TEXT NOT NULL DEFAULT '',
    "chain" TEXT NOT NULL DEFAULT '',
    "txHash" TEXT NOT NULL DEFAULT '',
    "proofUploadId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Deposit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Withdrawal" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "fee" BIGINT NOT NULL,
    "arrival" BIGINT NOT NULL,
    "destination" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Withdrawal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Exchange" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "fromCurrency" TEXT NOT NULL,
    "toCurrency" TEXT NOT NULL,
    "fromAmount" BIGINT NOT NULL,
    "rate" TEXT NOT NULL,
    "toAmount" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Exchange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankCard" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "bankAddress" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "removedAt" TIMESTAMP(3),

    CONSTRAINT "BankCard_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CryptoAddress" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "coin" TEXT NOT NULL,
    "chain" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CryptoAddress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Tick" (
    "productId" INTEGER NOT NULL,
    "time" BIGINT NOT NULL,
    "ticks" BIGINT NOT NULL,

    CONSTRAINT "Tick_pkey" PRIMARY KEY ("productId","time")
);

-- CreateTable
CREATE TABLE "FastOption" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "durationSec" INTEGER NOT NULL,
    "profitRate" TEXT NOT NULL,
    "minAmount" BIGINT NOT NULL,
    "maxAmount" BIGINT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,

    CONSTRAINT "FastOption_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FastOrder" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "direction" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "durationSec" INTEGER NOT NULL,
    "profitRate" TEXT NOT NULL,
    "entryTicks" BIGINT NOT NULL,
    "entryTime" BIGINT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "FastOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FastOpenOrder" (
    "expiresAt" BIGINT NOT NULL,
    "orderId" INTEGER NOT NULL,

    CONSTRAINT "FastOpenOrder_pkey" PRIMARY KEY ("expiresAt","orderId")
);

-- CreateTable
CREATE TABLE "FastSettlement" (
    "orderId" INTEGER NOT NULL,
    "result" TEXT NOT NULL,
    "exitTicks" BIGINT NOT NULL,
    "exitTime" BIGINT NOT NULL,
    "payout" BIGINT NOT NULL,
    "settledAt" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,

    CONSTRAINT "FastSettlement_pkey" PRIMARY KEY ("orderId")
);

-- CreateTable
CREATE TABLE "MarketPeriod" (
    "start" BIGINT NOT NULL,
    "end" BIGINT NOT NULL,
    "tickMs" INTEGER NOT NULL,
    "commitment" TEXT NOT NULL,
    "committedAt" BIGINT NOT NULL,
    "lastSlot" BIGINT,
    "products" TEXT,

    CONSTRAINT "MarketPeriod_pkey" PRIMARY KEY ("start")
);

-- CreateTable
CREATE TABLE "Staff" (
    "id" SERIAL NOT NULL,
    "username" TEXT NOT NULL,
    "displayName" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "totpSecret" TEXT,
    "totpLastStep" INTEGER,
    "failedLogins" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL,
    "lastLoginAt" TIMESTAMP(3),
    "createdBy" INTEGER,
    "promotedBy" INTEGER,

    CONSTRAINT "Staff_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "StaffSession" (
    "id" TEXT NOT NULL,
    "staffId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastSeenAt" TIMESTAMP(3) NOT NULL,
    "revokedAt" TIMESTAMP(3),
    "ip" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "StaffSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "News" (
    "id" SERIAL NOT NULL,
    "coverImage" TEXT NOT NULL DEFAULT '',
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT false,
    "publishedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "News_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuditLog" (
    "id" INTEGER NOT NULL,
    "at" TIMESTAMP(3) NOT NULL,
    "staffId" INTEGER,
    "action" TEXT NOT NULL,
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "before" TEXT NOT NULL,
    "after" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "ip" TEXT NOT NULL DEFAULT '',
    "prevHash" TEXT NOT NULL,
    "hash" TEXT NOT NULL,

    CONSTRAINT "AuditLog_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Proposal" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "payload" TEXT NOT NULL,
    "before" TEXT NOT NULL DEFAULT '{}',
    "after" TEXT NOT NULL DEFAULT '{}',
    "targetType" TEXT NOT NULL,
    "targetId" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "proposedBy" INTEGER NOT NULL,
    "proposedAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "decidedBy" INTEGER,
    "decidedAt" TIMESTAMP(3),
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "Proposal_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BankCardChange" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    "bankName" TEXT NOT NULL,
    "bankAddress" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "note" TEXT NOT NULL DEFAULT '',
    "status" TEXT NOT NULL DEFAULT 'pending',
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL,
    "reviewedBy" INTEGER,
    "reviewedAt" TIMESTAMP(3),

    CONSTRAINT "BankCardChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginEvent" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "result" TEXT NOT NULL,

    CONSTRAINT "LoginEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractSetting" (
    "productId" INTEGER NOT NULL,
    "contractSize" TEXT NOT NULL,
    "lotStep" INTEGER NOT NULL DEFAULT 1,
    "minLots" INTEGER NOT NULL DEFAULT 1,
    "maxLots" INTEGER NOT NULL DEFAULT 10000,
    "leverages" TEXT NOT NULL,
    "spreadTicks" INTEGER NOT NULL DEFAULT 0,
    "feeRate" TEXT NOT NULL,
    "maintenanceRate" TEXT NOT NULL,
    "overnightRate" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "ContractSetting_pkey" PRIMARY KEY ("productId")
);

-- CreateTable
CREATE TABLE "ContractPosition" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "orderType" TEXT NOT NULL,
    "limitTicks" BIGINT,
    "lots" BIGINT NOT NULL,
    "entryValue" BIGINT NOT NULL,
    "leverage" INTEGER NOT NULL,
    "margin" BIGINT NOT NULL,
    "reserve" BIGINT NOT NULL DEFAULT 0,
    "openFee" BIGINT NOT NULL DEFAULT 0,
    "stopLossTicks" BIGINT,
    "takeProfitTicks" BIGINT,
    "lockStopLossTicks" BIGINT,
    "lockTakeProfitTicks" BIGINT,
    "lockedWith" INTEGER,
    "followOf" INTEGER,
    "contractSize" TEXT NOT NULL,
    "spreadTicks" INTEGER NOT NULL,
    "feeRate" TEXT NOT NULL,
    "maintenanceRate" TEXT NOT NULL,
    "overnightRate" TEXT NOT NULL,
    "riskFrom" BIGINT NOT NULL DEFAULT 0,
    "closeTicks" BIGINT,
    "closeTickTime" BIGINT,
    "closeReason" TEXT,
    "realizedPnl" BIGINT NOT NULL DEFAULT 0,
    "closeFee" BIGINT NOT NULL DEFAULT 0,
    "overnightFees" BIGINT NOT NULL DEFAULT 0,
    "createdAt" BIGINT NOT NULL,
    "openedAt" BIGINT,
    "closedAt" BIGINT,

    CONSTRAINT "ContractPosition_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractEvent" (
    "id" SERIAL NOT NULL,
    "positionId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "lots" BIGINT,
    "ticks" BIGINT,
    "tickTime" BIGINT,
    "amount" BIGINT NOT NULL,
    "reason" TEXT,
    "remaining" BIGINT NOT NULL,
    "journalId" INTEGER,
    "at" BIGINT NOT NULL,

    CONSTRAINT "ContractEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractOvernightCharge" (
    "positionId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "chargedAt" BIGINT NOT NULL,

    CONSTRAINT "ContractOvernightCharge_pkey" PRIMARY KEY ("positionId","day")
);

-- CreateTable
CREATE TABLE "ContractRiskCursor" (
    "id" INTEGER NOT NULL,
    "lastTickTime" BIGINT NOT NULL,

    CONSTRAINT "ContractRiskCursor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContractFollowProfile" (
    "userId" INTEGER NOT NULL,
    "followable" BOOLEAN NOT NULL DEFAULT false,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "ContractFollowProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "SpotMarket" (
    "id" SERIAL NOT NULL,
    "productId" INTEGER NOT NULL,
    "symbol" TEXT NOT NULL,
    "base" TEXT NOT NULL,
    "quote" TEXT NOT NULL,
    "tickSize" TEXT NOT NULL,
    "lotStep" TEXT NOT NULL,
    "minNotional" TEXT NOT NULL,
    "makerFeeRate" TEXT NOT NULL,
    "takerFeeRate" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "SpotMarket_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpotOrder" (
    "id" SERIAL NOT NULL,
    "marketId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "userId" INTEGER,
    "side" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "priceTicks" BIGINT,
    "qtyLots" BIGINT,
    "quoteAmount" BIGINT,
    "filledLots" BIGINT NOT NULL DEFAULT 0,
    "leftLots" BIGINT NOT NULL DEFAULT 0,
    "dealValue" BIGINT NOT NULL DEFAULT 0,
    "fee" BIGINT NOT NULL DEFAULT 0,
    "frozen" BIGINT NOT NULL DEFAULT 0,
    "makerFeeRate" TEXT NOT NULL,
    "takerFeeRate" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "cancelReason" TEXT,
    "createdAt" BIGINT NOT NULL,
    "updatedAt" BIGINT NOT NULL,
    "doneAt" BIGINT,

    CONSTRAINT "SpotOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpotTrade" (
    "id" SERIAL NOT NULL,
    "marketId" INTEGER NOT NULL,
    "mode" TEXT NOT NULL,
    "makerOrderId" INTEGER NOT NULL,
    "takerOrderId" INTEGER NOT NULL,
    "side" TEXT NOT NULL,
    "priceTicks" BIGINT NOT NULL,
    "lots" BIGINT NOT NULL,
    "value" BIGINT NOT NULL,
    "makerFee" BIGINT NOT NULL,
    "takerFee" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "at" BIGINT NOT NULL,

    CONSTRAINT "SpotTrade_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KycSubmission" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "tier" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "idType" TEXT,
    "realName" TEXT,
    "docHash" TEXT,
    "docMasked" TEXT,
    "docSealed" TEXT,
    "frontUploadId" INTEGER,
    "backUploadId" INTEGER,
    "handUploadId" INTEGER,
    "rejectReason" TEXT NOT NULL DEFAULT '',
    "reviewedBy" INTEGER,
    "reviewedAt" BIGINT,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "KycSubmission_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "KycDocument" (
    "docHash" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "KycDocument_pkey" PRIMARY KEY ("docHash")
);

-- CreateTable
CREATE TABLE "KycWithdrawalCheck" (
    "withdrawalId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "tier" TEXT NOT NULL,
    "usdtValue" BIGINT NOT NULL,
    "overLimit" BOOLEAN NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "KycWithdrawalCheck_pkey" PRIMARY KEY ("withdrawalId")
);

-- CreateTable
CREATE TABLE "UserSecurity" (
    "userId" INTEGER NOT NULL,
    "totpSecret" TEXT,
    "totpLastStep" BIGINT,
    "totpEnabledAt" BIGINT,
    "antiPhishingCode" TEXT,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "UserSecurity_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" BIGINT,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferralReward" (
    "id" SERIAL NOT NULL,
    "sourceJournalId" INTEGER NOT NULL,
    "inviteeId" INTEGER NOT NULL,
    "inviterId" INTEGER NOT NULL,
    "sourceType" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "fee" BIGINT NOT NULL,
    "reward" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "ReferralReward_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ReferralCursor" (
    "id" INTEGER NOT NULL,
    "lastJournalId" INTEGER NOT NULL,

    CONSTRAINT "ReferralCursor_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditScoreChange" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "before" INTEGER NOT NULL,
    "after" INTEGER NOT NULL,
    "reason" TEXT NOT NULL,
    "proposalId" INTEGER,
    "staffId" INTEGER,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "CreditScoreChange_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccountCancellation" (
    "userId" INTEGER NOT NULL,
    "email" TEXT,
    "areaCode" TEXT,
    "phone" TEXT,
    "cancelledAt" BIGINT NOT NULL,
    "releaseAt" BIGINT NOT NULL,

    CONSTRAINT "AccountCancellation_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "BonusSetting" (
    "kind" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "turnoverMultiple" INTEGER NOT NULL,
    "expiryDays" INTEGER NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "BonusSetting_pkey" PRIMARY KEY ("kind")
);

-- CreateTable
CREATE TABLE "BonusGrant" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "turnoverMultiple" INTEGER NOT NULL,
    "grantedAt" BIGINT NOT NULL,
    "expiresAt" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'active',
    "settledAt" BIGINT,
    "settledAmount" BIGINT NOT NULL DEFAULT 0,
    "reclaimed" BIGINT NOT NULL DEFAULT 0,
    "reclaimJournalId" INTEGER,

    CONSTRAINT "BonusGrant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MiningProduct" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USDT',
    "periodDays" INTEGER NOT NULL,
    "minRate" TEXT NOT NULL,
    "maxRate" TEXT NOT NULL,
    "defaultRate" TEXT NOT NULL,
    "minAmount" BIGINT NOT NULL,
    "maxAmount" BIGINT NOT NULL,
    "userCap" BIGINT NOT NULL,
    "totalQuota" BIGINT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "MiningProduct_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MiningOrder" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "productName" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "periodDays" INTEGER NOT NULL,
    "minRate" TEXT NOT NULL,
    "maxRate" TEXT NOT NULL,
    "defaultRate" TEXT NOT NULL,
    "seed" TEXT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "interestFrom" BIGINT NOT NULL,
    "finishAt" BIGINT NOT NULL,
    "status" TEXT NOT NULL,
    "paidDays" INTEGER NOT NULL DEFAULT 0,
    "interestPaid" BIGINT NOT NULL DEFAULT 0,
    "redeemKind" TEXT,
    "penalty" BIGINT NOT NULL DEFAULT 0,
    "refund" BIGINT NOT NULL DEFAULT 0,
    "redeemedAt" BIGINT,
    "journalId" INTEGER NOT NULL,
    "redeemJournalId" INTEGER,

    CONSTRAINT "MiningOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MiningPayout" (
    "orderId" INTEGER NOT NULL,
    "dayIndex" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "rate" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "journalId" INTEGER NOT NULL,
    "paidAt" BIGINT NOT NULL,

    CONSTRAINT "MiningPayout_pkey" PRIMARY KEY ("orderId","dayIndex")
);

-- CreateTable
CREATE TABLE "ContentPage" (
    "id" SERIAL NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "ContentPage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HelpCategory" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "HelpCategory_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HelpArticle" (
    "id" SERIAL NOT NULL,
    "categoryId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" BIGINT NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL DEFAULT 0,
    "i18n" TEXT NOT NULL DEFAULT '{}',

    CONSTRAINT "HelpArticle_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ListingApplication" (
    "id" SERIAL NOT NULL,
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
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "ListingApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ClientErrorGroup" (
    "id" SERIAL NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "firstSeen" BIGINT NOT NULL,
    "lastSeen" BIGINT NOT NULL,
    "route" TEXT NOT NULL DEFAULT '',
    "request" TEXT NOT NULL DEFAULT '',
    "stack" TEXT NOT NULL DEFAULT '',
    "mappedStack" TEXT NOT NULL DEFAULT '',
    "userAgent" TEXT NOT NULL DEFAULT '',
    "release" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "ClientErrorGroup_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatConversation" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "visitorId" TEXT,
    "status" TEXT NOT NULL DEFAULT 'open',
    "assigneeId" INTEGER,
    "lastSeq" INTEGER NOT NULL DEFAULT 0,
    "customerReadSeq" INTEGER NOT NULL DEFAULT 0,
    "staffReadSeq" INTEGER NOT NULL DEFAULT 0,
    "lastMessageAt" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,
    "resolvedAt" BIGINT,

    CONSTRAINT "ChatConversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" SERIAL NOT NULL,
    "conversationId" INTEGER NOT NULL,
    "seq" INTEGER NOT NULL,
    "sender" TEXT NOT NULL,
    "staffId" INTEGER,
    "body" TEXT NOT NULL DEFAULT '',
    "imageId" INTEGER,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatImage" (
    "id" SERIAL NOT NULL,
    "conversationId" INTEGER NOT NULL,
    "path" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "ChatImage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatCannedReply" (
    "id" SERIAL NOT NULL,
    "title" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "ChatCannedReply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ResponsibleSetting" (
    "userId" INTEGER NOT NULL,
    "lossLimit" BIGINT,
    "lossPending" BIGINT,
    "lossPendingAt" BIGINT,
    "depositLimit" BIGINT,
    "depositPending" BIGINT,
    "depositPendingAt" BIGINT,
    "exclusionUntil" BIGINT,
    "updatedAt" BIGINT NOT NULL,

    CONSTRAINT "ResponsibleSetting_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "AppropriatenessCheck" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "answers" TEXT NOT NULL,
    "passed" BOOLEAN NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "AppropriatenessCheck_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ResponsibleDeposit" (
    "depositId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "usdtValue" BIGINT NOT NULL,
    "createdAt" BIGINT NOT NULL,

    CONSTRAINT "ResponsibleDeposit_pkey" PRIMARY KEY ("depositId")
);

-- CreateIndex
CREATE UNIQUE INDEX "Language_flag_key" ON "Language"("flag");

-- CreateIndex
CREATE UNIQUE INDEX "AreaCode_code_country_key" ON "AreaCode"("code", "country");

-- CreateIndex
CREATE UNIQUE INDEX "ConfigItem_identify_key" ON "ConfigItem"("identify");

-- CreateIndex
CREATE INDEX "Message_userId_idx" ON "Message"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Currency_code_key" ON "Currency"("code");

-- CreateIndex
CREATE UNIQUE INDEX "RechargeAddress_currency_chain_key" ON "RechargeAddress"("currency", "chain");

-- CreateIndex
CREATE UNIQUE INDEX "OfflineChannel_currency_key" ON "OfflineChannel"("currency");

-- CreateIndex
CREATE UNIQUE INDEX "Product_symbol_key" ON "Product"("symbol");

-- CreateIndex
CREATE UNIQUE INDEX "User_email_key" ON "User"("email");

-- CreateIndex
CREATE UNIQUE INDEX "User_inviteCode_key" ON "User"("inviteCode");

-- CreateIndex
CREATE UNIQUE INDEX "User_areaCode_phone_key" ON "User"("areaCode", "phone");

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- CreateIndex
CREATE INDEX "VerificationCode_target_purpose_idx" ON "VerificationCode"("target", "purpose");

-- CreateIndex
CREATE INDEX "Outbox_target_idx" ON "Outbox"("target");

-- CreateIndex
CREATE UNIQUE INDEX "WatchItem_userId_productId_key" ON "WatchItem"("userId", "productId");

-- CreateIndex
CREATE INDEX "LedgerAccount_userId_idx" ON "LedgerAccount"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerAccount_ownerKey_currency_kind_mode_key" ON "LedgerAccount"("ownerKey", "currency", "kind", "mode");

-- CreateIndex
CREATE UNIQUE INDEX "LedgerJournal_idempotencyKey_key" ON "LedgerJournal"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_path_key" ON "Upload"("path");

-- CreateIndex
CREATE UNIQUE INDEX "Upload_depositId_key" ON "Upload"("depositId");

-- CreateIndex
CREATE INDEX "Upload_userId_idx" ON "Upload"("userId");

-- CreateIndex
CREATE INDEX "Deposit_userId_id_idx" ON "Deposit"("userId", "id");

-- CreateIndex
CREATE INDEX "Deposit_status_id_idx" ON "Deposit"("status", "id");

-- CreateIndex
CREATE INDEX "Withdrawal_userId_id_idx" ON "Withdrawal"("userId", "id");

-- CreateIndex
CREATE INDEX "Withdrawal_status_id_idx" ON "Withdrawal"("status", "id");

-- CreateIndex
CREATE INDEX "Exchange_userId_id_idx" ON "Exchange"("userId", "id");

-- CreateIndex
CREATE INDEX "BankCard_userId_idx" ON "BankCard"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "CryptoAddress_userId_coin_chain_key" ON "CryptoAddress"("userId", "coin", "chain");

-- CreateIndex
CREATE UNIQUE INDEX "FastOption_productId_durationSec_key" ON "FastOption"("productId", "durationSec");

-- CreateIndex
CREATE INDEX "FastOrder_userId_id_idx" ON "FastOrder"("userId", "id");

-- CreateIndex
CREATE INDEX "FastOrder_userId_expiresAt_idx" ON "FastOrder"("userId", "expiresAt");

-- CreateIndex
CREATE INDEX "FastSettlement_journalId_idx" ON "FastSettlement"("journalId");

-- CreateIndex
CREATE UNIQUE INDEX "Staff_username_key" ON "Staff"("username");

-- CreateIndex
CREATE INDEX "StaffSession_staffId_idx" ON "StaffSession"("staffId");

-- CreateIndex
CREATE INDEX "News_published_publishedAt_idx" ON "News"("published", "publishedAt");

-- CreateIndex
CREATE INDEX "AuditLog_staffId_id_idx" ON "AuditLog"("staffId", "id");

-- CreateIndex
CREATE INDEX "AuditLog_action_id_idx" ON "AuditLog"("action", "id");

-- CreateIndex
CREATE INDEX "AuditLog_targetType_targetId_id_idx" ON "AuditLog"("targetType", "targetId", "id");

-- CreateIndex
CREATE INDEX "Proposal_status_id_idx" ON "Proposal"("status", "id");

-- CreateIndex
CREATE INDEX "Proposal_kind_status_id_idx" ON "Proposal"("kind", "status", "id");

-- CreateIndex
CREATE INDEX "Proposal_targetType_targetId_idx" ON "Proposal"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "BankCardChange_userId_status_idx" ON "BankCardChange"("userId", "status");

-- CreateIndex
CREATE INDEX "BankCardChange_status_id_idx" ON "BankCardChange"("status", "id");

-- CreateIndex
CREATE INDEX "LoginEvent_userId_id_idx" ON "LoginEvent"("userId", "id");

-- CreateIndex
CREATE INDEX "ContractPosition_userId_mode_status_idx" ON "ContractPosition"("userId", "mode", "status");

-- CreateIndex
CREATE INDEX "ContractPosition_status_productId_idx" ON "ContractPosition"("status", "productId");

-- CreateIndex
CREATE INDEX "ContractEvent_positionId_idx" ON "ContractEvent"("positionId");

-- CreateIndex
CREATE UNIQUE INDEX "SpotMarket_productId_key" ON "SpotMarket"("productId");

-- CreateIndex
CREATE UNIQUE INDEX "SpotMarket_symbol_key" ON "SpotMarket"("symbol");

-- CreateIndex
CREATE INDEX "SpotOrder_marketId_mode_status_idx" ON "SpotOrder"("marketId", "mode", "status");

-- CreateIndex
CREATE INDEX "SpotOrder_userId_mode_status_idx" ON "SpotOrder"("userId", "mode", "status");

-- CreateIndex
CREATE INDEX "SpotOrder_status_mode_idx" ON "SpotOrder"("status", "mode");

-- CreateIndex
CREATE INDEX "SpotTrade_marketId_mode_id_idx" ON "SpotTrade"("marketId", "mode", "id");

-- CreateIndex
CREATE INDEX "SpotTrade_makerOrderId_idx" ON "SpotTrade"("makerOrderId");

-- CreateIndex
CREATE INDEX "SpotTrade_takerOrderId_idx" ON "SpotTrade"("takerOrderId");

-- CreateIndex
CREATE INDEX "KycSubmission_userId_tier_id_idx" ON "KycSubmission"("userId", "tier", "id");

-- CreateIndex
CREATE INDEX "KycSubmission_status_tier_id_idx" ON "KycSubmission"("status", "tier", "id");

-- CreateIndex
CREATE INDEX "KycDocument_userId_idx" ON "KycDocument"("userId");

-- CreateIndex
CREATE INDEX "KycWithdrawalCheck_userId_createdAt_idx" ON "KycWithdrawalCheck"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "RecoveryCode_userId_idx" ON "RecoveryCode"("userId");

-- CreateIndex
CREATE INDEX "ReferralReward_inviterId_id_idx" ON "ReferralReward"("inviterId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ReferralReward_sourceJournalId_inviteeId_key" ON "ReferralReward"("sourceJournalId", "inviteeId");

-- CreateIndex
CREATE INDEX "CreditScoreChange_userId_id_idx" ON "CreditScoreChange"("userId", "id");

-- CreateIndex
CREATE INDEX "AccountCancellation_email_idx" ON "AccountCancellation"("email");

-- CreateIndex
CREATE INDEX "AccountCancellation_areaCode_phone_idx" ON "AccountCancellation"("areaCode", "phone");

-- CreateIndex
CREATE INDEX "BonusGrant_status_expiresAt_idx" ON "BonusGrant"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "BonusGrant_userId_kind_key" ON "BonusGrant"("userId", "kind");

-- CreateIndex
CREATE INDEX "MiningOrder_userId_status_idx" ON "MiningOrder"("userId", "status");

-- CreateIndex
CREATE INDEX "MiningOrder_status_idx" ON "MiningOrder"("status");

-- CreateIndex
CREATE INDEX "MiningOrder_productId_status_idx" ON "MiningOrder"("productId", "status");

-- CreateIndex
CREATE INDEX "MiningPayout_userId_paidAt_idx" ON "MiningPayout"("userId", "paidAt");

-- CreateIndex
CREATE UNIQUE INDEX "ContentPage_slug_key" ON "ContentPage"("slug");

-- CreateIndex
CREATE INDEX "HelpArticle_categoryId_sort_idx" ON "HelpArticle"("categoryId", "sort");

-- CreateIndex
CREATE INDEX "ListingApplication_status_id_idx" ON "ListingApplication"("status", "id");

-- CreateIndex
CREATE UNIQUE INDEX "ClientErrorGroup_fingerprint_key" ON "ClientErrorGroup"("fingerprint");

-- CreateIndex
CREATE INDEX "ClientErrorGroup_lastSeen_idx" ON "ClientErrorGroup"("lastSeen");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_userId_key" ON "ChatConversation"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ChatConversation_visitorId_key" ON "ChatConversation"("visitorId");

-- CreateIndex
CREATE INDEX "ChatConversation_status_assigneeId_lastMessageAt_idx" ON "ChatConversation"("status", "assigneeId", "lastMessageAt");

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_conversationId_seq_key" ON "ChatMessage"("conversationId", "seq");

-- CreateIndex
CREATE INDEX "ChatImage_conversationId_idx" ON "ChatImage"("conversationId");

-- CreateIndex
CREATE INDEX "AppropriatenessCheck_userId_passed_idx" ON "AppropriatenessCheck"("userId", "passed");

-- CreateIndex
CREATE INDEX "ResponsibleDeposit_userId_createdAt_idx" ON "ResponsibleDeposit"("userId", "createdAt");

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Candle" ADD CONSTRAINT "Candle_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "User" ADD CONSTRAINT "User_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WatchItem" ADD CONSTRAINT "WatchItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WatchItem" ADD CONSTRAINT "WatchItem_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BankCard" ADD CONSTRAINT "BankCard_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "StaffSession" ADD CONSTRAINT "StaffSession_staffId_fkey" FOREIGN KEY ("staffId") REFERENCES "Staff"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------- written by hand
-- What the SQLite migrations add beyond prisma/schema.prisma, and what PostgreSQL gets for it
-- (docs/decisions/079-postgresql-schema-and-migrations.md). A diff from these migrations to the
-- schema ignores all of it: the engine compares tables, columns, keys and indexes of "public".

-- Append-only tables (SQLite: BEFORE UPDATE/DELETE triggers with RAISE(ABORT, ...), migrations
-- ledger, ledger_clustered and staff_audit). Same trigger names, same messages; the function
-- raises the message its trigger passes. TRUNCATE skips row triggers on PostgreSQL (SQLite has
-- none: its DELETE without WHERE fires them), so each table also refuses TRUNCATE.
CREATE FUNCTION "append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '%', TG_ARGV[0];
END;
$$;

CREATE TRIGGER "LedgerJournal_no_update" BEFORE UPDATE ON "LedgerJournal" FOR EACH ROW EXECUTE FUNCTION "append_only"('ledger journals are append-only');
CREATE TRIGGER "LedgerJournal_no_delete" BEFORE DELETE ON "LedgerJournal" FOR EACH ROW EXECUTE FUNCTION "append_only"('ledger journals are append-only');
CREATE TRIGGER "LedgerJournal_no_truncate" BEFORE TRUNCATE ON "LedgerJournal" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"('ledger journals are append-only');
CREATE TRIGGER "LedgerPosting_no_update" BEFORE UPDATE ON "LedgerPosting" FOR EACH ROW EXECUTE FUNCTION "append_only"('ledger postings are append-only');
CREATE TRIGGER "LedgerPosting_no_delete" BEFORE DELETE ON "LedgerPosting" FOR EACH ROW EXECUTE FUNCTION "append_only"('ledger postings are append-only');
CREATE TRIGGER "LedgerPosting_no_truncate" BEFORE TRUNCATE ON "LedgerPosting" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"('ledger postings are append-only');
CREATE TRIGGER "AuditLog_no_update" BEFORE UPDATE ON "AuditLog" FOR EACH ROW EXECUTE FUNCTION "append_only"('the audit log is append-only');
CREATE TRIGGER "AuditLog_no_delete" BEFORE DELETE ON "AuditLog" FOR EACH ROW EXECUTE FUNCTION "append_only"('the audit log is append-only');
CREATE TRIGGER "AuditLog_no_truncate" BEFORE TRUNCATE ON "AuditLog" FOR EACH STATEMENT EXECUTE FUNCTION "append_only"('the audit log is append-only');

-- WITHOUT ROWID ("LedgerPosting", "FastOpenOrder" on SQLite: the primary key is the row's
-- storage order) has no PostgreSQL counterpart: the tables are heaps with the same primary key
-- index, nothing to write here.

-- The flow index (server/ledger/flow-core.mjs): on SQLite a separate file attached as "flow",
-- created by the server at start-up, not by a migration. On PostgreSQL the same two tables live
-- in the schema "flow" of the one database, created here with the same columns and keys.
CREATE SCHEMA "flow";

-- the journals of each account, in order (SQLite: WITHOUT ROWID, key (accountId, journalId))
CREATE TABLE "flow"."LedgerFlow" (
    "accountId" INTEGER NOT NULL,
    "journalId" INTEGER NOT NULL,

    CONSTRAINT "LedgerFlow_pkey" PRIMARY KEY ("accountId","journalId")
);

-- one row: the ledger the index belongs to and the last journal it covers
CREATE TABLE "flow"."LedgerFlowState" (
    "id" INTEGER NOT NULL,
    "ledgerId" TEXT NOT NULL,
    "indexedThrough" INTEGER NOT NULL,

    CONSTRAINT "LedgerFlowState_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "LedgerFlowState_one_row" CHECK ("id" = 1)
);
