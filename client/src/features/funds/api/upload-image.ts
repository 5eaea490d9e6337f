// POST /api/upload/image?purpose= (auth, multipart field "file"; JPEG, PNG or WebP up to 5 MB)
// → { id, purpose, size, mime }. The image is private: GET /api/upload/{id} serves it to its owner.
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { UploadResult } from '../types';

export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export function uploadImage({ file, purpose }: { file: File; purpose: UploadResult['purpose'] }): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  return http.post<UploadResult>('/api/upload/image', form, { params: { purpose } });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
