// POST /api/chat/images (multipart field "file") → { id, width, height }: a JPEG or PNG of at
// most 10 MB, re-encoded by the server without metadata; sent as a message by its id.
import type { z } from 'zod';
import type { ChatImageUpload } from '../../../../../shared/schemas/chat.ts';
import type { ImageUploader } from '../../../components/image-upload';
import { chatRequest } from './chat-request';

export function uploadChatImage(file: File): Promise<z.infer<typeof ChatImageUpload>> {
  const form = new FormData();
  form.append('file', file, file.name);
  return chatRequest('POST', '/api/chat/images', { body: form });
}

/** What the image picker takes for the chat (the server's safe image pipeline: JPEG or PNG, 10 MB). */
export const CHAT_IMAGE_UPLOADER: ImageUploader = {
  types: ['image/jpeg', 'image/png'],
  maxBytes: 10 * 1024 * 1024,
  upload: uploadChatImage,
};
