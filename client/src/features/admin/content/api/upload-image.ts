// POST /api/admin/images (content.write), multipart "file" → { path } in the public image store.
import { useMutation } from '@tanstack/react-query';
import { adminRequest } from '../../api/admin-request';

export function uploadContentImage(file: File): Promise<{ path: string }> {
  const form = new FormData();
  form.append('file', file);
  return adminRequest('POST', '/api/admin/images', { body: form });
}

export function useUploadContentImage() {
  return useMutation({ mutationFn: uploadContentImage });
}
