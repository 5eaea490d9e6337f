// POST /api/upload/image?purpose= (auth, multipart field "file") → { id, purpose, size, mime }.
// Deposit proofs: JPEG or PNG up to 5 MB; identity photos: JPEG or PNG up to 10 MB (the
// server re-encodes both without metadata). The image is private: its owner reads it back
// (GET /api/upload/{id}, identity photos GET /api/kyc/photo/{id}).
import type { z } from 'zod';
import type { UploadResult as UploadResultSchema } from '../../../../shared/schemas/funds.ts';
import { http } from '../http';

export type UploadResult = z.infer<typeof UploadResultSchema>;
export type UploadPurpose = UploadResult['purpose'];

/** What the server takes per purpose, checked before sending. */
export const UPLOAD_RULES: Record<UploadPurpose, { types: string[]; maxBytes: number }> = {
  'deposit-proof': { types: ['image/jpeg', 'image/png'], maxBytes: 5 * 1024 * 1024 },
  kyc: { types: ['image/jpeg', 'image/png'], maxBytes: 10 * 1024 * 1024 },
};

export function uploadImage({ file, purpose }: { file: File; purpose: UploadPurpose }): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<UploadResult>('/api/upload/image', form, { params: { purpose } });
}
