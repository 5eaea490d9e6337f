// The customer-service chat's API (issue 19 point 1, decision 055).
//
// /api/chat/*: the caller's own conversation. A logged-in customer is known by their session
// (Authorization); a visitor (or a demo guest) by a visitor token from POST /api/chat/visitor,
// sent as the X-Chat-Visitor header. There is no conversation id to guess: each caller only
// ever reaches their own; another conversation's image is FORBIDDEN.
// /api/admin/chat/*: the back office's inbox, with the chat.answer permission; claims,
// replies, resolutions and canned-reply changes go to the audit log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import * as S from '../../../shared/schemas/chat.ts';
import { IdParams, NoData, NoQuery } from '../../../shared/schemas/common.ts';
import { AppError } from '../../lib/app-error.ts';
import { SAFE_IMAGE_LIMITS, safeImageLimitParams } from '../../lib/safe-image.ts';
import { actorOf, staffOf } from '../../plugins/staff-auth.ts';
import { sendPrivateFile } from '../funds/uploads.ts';
import type { ChatParty } from './repository.ts';
import type { ChatService } from './service.ts';

/** The image of a multipart request's "file" field, at most the safe image pipeline's size. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await request.file({ limits: { fileSize: SAFE_IMAGE_LIMITS.maxBytes } });
  if (!file) throw new AppError('CHAT_IMAGE_INVALID');
  const content = await file.toBuffer();
  if (file.file.truncated) throw new AppError('CHAT_IMAGE_TOO_LARGE', safeImageLimitParams());
  return content;
}

export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  const tags = ['chat'];
  const caller = { preHandler: app.optionalAuth };
  const headers = S.ChatVisitorHeaders;
  /** The customer of the session, else the visitor of the token. */
  const partyOf = async (request: FastifyRequest): Promise<ChatParty> =>
    request.auth
      ? { kind: 'user', userId: request.auth.userId }
      : chat.visitorParty(request.headers['x-chat-visitor'] as string | undefined);

  app.post(
    '/api/chat/visitor',
    {
      schema: {
        tags,
        summary: 'Start a visitor chat session (not logged in): a signed token with a random id, valid 30 days; 30 per network an hour',
        response: { 200: S.ChatVisitorSession },
      },
    },
    async (request) => chat.startVisitor(request.ip),
  );
  app.get(
    '/api/chat',
    {
      ...caller,
      schema: {
        tags,
        summary: 'Your conversation: its status, newest seq, read marks and the staff messages you have not read',
        headers,
        querystring: NoQuery,
        response: { 200: S.ChatState },
      },
    },
    async (request) => chat.state(await partyOf(request)),
  );
  app.get(
    '/api/chat/messages',
    {
      ...caller,
      schema: {
        tags,
        summary: 'Your messages by cursor: before=seq pages back (the newest when absent), after=seq the ones since (reconnect backfill)',
        headers,
        querystring: S.ChatMessagesQuery,
        response: { 200: S.ChatMessagePage },
      },
    },
    async (request) => chat.messages(await partyOf(request), request.query),
  );
  app.post(
    '/api/chat/messages',
    {
      ...caller,
      schema: {
        tags,
        summary:
          'Send a text (up to 2,000 characters) or an image uploaded first; pushed to staff. 20 a minute per sender, 120 per address',
        headers,
        body: S.ChatSendBody,
        response: { 200: S.ChatMessage },
      },
    },
    async (request) => chat.send(await partyOf(request), request.body, request.ip),
  );
  app.post(
    '/api/chat/images',
    {
      ...caller,
      schema: {
        tags,
        summary:
          'Upload an image for your conversation (multipart field "file"): JPEG or PNG by content, at most 10 MB and 50 megapixels, re-encoded without metadata; then send its id',
        headers,
        querystring: NoQuery,
        response: { 200: S.ChatImageUpload },
      },
    },
    async (request) => {
      const party = await partyOf(request);
      return chat.uploadImage(party, await uploadedImage(request), request.ip);
    },
  );
  app.get(
    '/api/chat/images/:id',
    { ...caller, schema: { tags, summary: 'An image of your conversation', headers, params: IdParams, querystring: NoQuery } },
    async (request, reply) => sendPrivateFile(reply, chat.image(await partyOf(request), request.params.id)),
  );
  app.post(
    '/api/chat/read',
    {
      ...caller,
      schema: { tags, summary: 'Mark the messages up to seq as read', headers, body: S.ChatReadBody, response: { 200: S.ChatState } },
    },
    async (request) => chat.read(await partyOf(request), request.body.seq),
  );

  // ---------------------------------------------------------------- back office
  const answer = app.staffRoute('chat.answer');
  const staffTags = ['staff'];
  app.get(
    '/api/admin/chat/conversations',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'The chat inbox: unassigned, mine or resolved, the most recently active first, with unread counts per tab',
        querystring: S.ChatInboxQuery,
        response: { 200: S.ChatInbox },
      },
    },
    async (request) => chat.inbox(staffOf(request).staffId, request.query),
  );
  app.get(
    '/api/admin/chat/conversations/:id',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'One conversation',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: S.ChatConversationItem },
      },
    },
    async (request) => chat.conversation(request.params.id),
  );
  app.get(
    '/api/admin/chat/conversations/:id/messages',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'A conversation’s messages by cursor (before / after a seq)',
        params: IdParams,
        querystring: S.ChatMessagesQuery,
        response: { 200: S.ChatMessagePage },
      },
    },
    async (request) => chat.staffMessages(request.params.id, request.query),
  );
  app.post(
    '/api/admin/chat/conversations/:id/claim',
    {
      ...answer,
      schema: { tags: staffTags, summary: 'Take the conversation (audited)', params: IdParams, response: { 200: S.ChatConversationItem } },
    },
    async (request) => chat.claim(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/chat/conversations/:id/messages',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'Reply with a text or an uploaded image; an unassigned conversation becomes yours (audited)',
        params: IdParams,
        body: S.ChatSendBody,
        response: { 200: S.ChatMessage },
      },
    },
    async (request) => chat.reply(request.params.id, actorOf(request), request.body),
  );
  app.post(
    '/api/admin/chat/conversations/:id/images',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'Upload an image to reply with (multipart field "file"; the safe image pipeline as for customers)',
        params: IdParams,
        querystring: NoQuery,
        response: { 200: S.ChatImageUpload },
      },
    },
    async (request) => {
      // (an unknown conversation is told before the upload is read)
      chat.conversation(request.params.id);
      return chat.staffUploadImage(request.params.id, actorOf(request), await uploadedImage(request));
    },
  );
  app.post(
    '/api/admin/chat/conversations/:id/resolve',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'Resolve the conversation; the customer’s next message reopens it (audited)',
        params: IdParams,
        response: { 200: S.ChatConversationItem },
      },
    },
    async (request) => chat.resolve(request.params.id, actorOf(request)),
  );
  app.post(
    '/api/admin/chat/conversations/:id/read',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'Mark the customer’s messages up to seq as read (the customer sees the read mark)',
        params: IdParams,
        body: S.ChatReadBody,
        response: { 200: S.ChatConversationItem },
      },
    },
    async (request) => chat.staffRead(request.params.id, request.body.seq),
  );
  app.get(
    '/api/admin/chat/images/:id',
    { ...answer, schema: { tags: staffTags, summary: 'An image of any conversation', params: IdParams, querystring: NoQuery } },
    async (request, reply) => sendPrivateFile(reply, chat.staffImage(request.params.id)),
  );
  app.get(
    '/api/admin/chat/canned',
    { ...answer, schema: { tags: staffTags, summary: 'The canned replies', querystring: NoQuery, response: { 200: S.CannedReplyList } } },
    async () => chat.canned(),
  );
  app.post(
    '/api/admin/chat/canned',
    {
      ...answer,
      schema: { tags: staffTags, summary: 'Add a canned reply (audited)', body: S.CannedReplyBody, response: { 200: S.CannedReply } },
    },
    async (request) => chat.createCanned(actorOf(request), request.body),
  );
  app.put(
    '/api/admin/chat/canned/:id',
    {
      ...answer,
      schema: {
        tags: staffTags,
        summary: 'Change a canned reply (audited)',
        params: IdParams,
        body: S.CannedReplyBody,
        response: { 200: S.CannedReply },
      },
    },
    async (request) => chat.updateCanned(request.params.id, actorOf(request), request.body),
  );
  app.delete(
    '/api/admin/chat/canned/:id',
    { ...answer, schema: { tags: staffTags, summary: 'Delete a canned reply (audited)', params: IdParams, response: { 200: NoData } } },
    async (request) => chat.deleteCanned(request.params.id, actorOf(request)),
  );
};
