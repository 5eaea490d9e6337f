// POST /api/admin/chat/conversations/{id}/images (chat.answer, multipart field "file") →
// { id, width, height }: an image to reply with, through the same safe image pipeline.
import type { z } from 'zod';
import type { ChatImageUpload } from '../../../../../../shared/schemas/chat.ts';
import type { ImageUploader } from '../../../../components/image-upload';
import { adminRequest } from '../../api/admin-request';

export function uploadStaffChatImage(id: number, file: File): Promise<z.infer<typeof ChatImageUpload>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return adminRequest('POST', `/api/admin/chat/conversations/${id}/images`, { body: form });
}

/** The image picker's uploader for one conversation (JPEG or PNG, 10 MB). */
export function staffChatUploader(id: number): ImageUploader {
  return { types: ['image/jpeg', 'image/png'], maxBytes: 10 * 1024 * 1024, upload: (file) => uploadStaffChatImage(id, file) };
}
