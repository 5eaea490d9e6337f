// A customer's assets and fund flow (login required).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as S from '../../../../shared/schemas/funds.ts';
import { authOf } from '../../../plugins/auth.ts';
import type { WalletService } from './service.ts';

export const walletRoutes: FastifyPluginAsyncZod<{ wallet: WalletService }> = async (app, { wallet }) => {
  const user = { preHandler: app.requireAuth };
  const tags = ['wallet'];
  app.get(
    '/api/wallet/assets',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your assets: per currency available and frozen, and the total in USDT',
        response: { 200: S.Assets },
      },
    },
    async (request) => wallet.assets(authOf(request).userId),
  );
  app.get(
    '/api/wallet/flow',
    {
      ...user,
      schema: {
        tags,
        summary: 'Your fund flow (ledger postings), newest first',
        querystring: S.FlowQuery,
        response: { 200: S.FlowPage },
      },
    },
    async (request) => wallet.flow(authOf(request).userId, request.query),
  );
};
