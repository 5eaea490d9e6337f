// POST /api/recharge/simulate (auth) {mode: 'demo', currency, network, amount} → the test transfer
// on the simulated chain (demo money only), confirming; the list of demo transfers is read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IncomingTransferView, SimulateTransferBody } from '../../../../../shared/schemas/incoming-transfers.ts';
import { useOwner } from '../../../lib/api/keys';
import { http } from '../../../lib/http';
import { fundsKeys } from './keys';

export function simulateTransfer(body: SimulateTransferBody): Promise<IncomingTransferView> {
  return http.post<IncomingTransferView>('/api/recharge/simulate', body);
}

export function useSimulateTransfer() {
  const queryClient = useQueryClient();
  const { owner } = useOwner();
  return useMutation({
    mutationFn: simulateTransfer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundsKeys.incomingTransfersAll(owner) }),
  });
}
