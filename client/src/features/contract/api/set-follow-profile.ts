// PUT /api/contract/follow-profile {followable} → {followable}: whether others may copy my positions.
import { request } from '../../../lib/http';
import { useContractMutation } from './contract-mutation';

export function setFollowProfile(followable: boolean, authorization?: string): Promise<{ followable: boolean }> {
  return request<{ followable: boolean }>('PUT', '/api/contract/follow-profile', { body: { followable }, authorization });
}

export const useSetFollowProfile = () => useContractMutation(setFollowProfile);
