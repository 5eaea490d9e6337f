// The customer-service chat (issue 19 point 1, decision 055): a customer and staff exchange
// messages both ways with the websocket push arriving; unread counts rise and clear, read marks
// reach the other side; another customer cannot read the conversation; a visitor chats under a
// signed visitor token; a reconnect backfills with no gap and no duplicate; images go through
// the safe image pipeline (EXIF gone) and are private; rate limits answer a localized 429;
// claim, resolve, reopen and canned replies, each audited.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, appForFile } from '../helpers/app.ts';
import { htmlAsPng, pngDeclaring } from '../helpers/files.ts';
import { hasGpsExif, jpegWithGps } from '../helpers/kyc.ts';
import { staffSession } from '../helpers/staff.ts';
import { connectWs, type WsClient } from '../helpers/ws.ts';

const env = appForFile();

let ipCounter = 0;
/** Each caller from an address of its own (the per-address limits). */
const nextIp = () => `203.0.113.${++ipCounter % 250}`;

type Who = { token?: string; visitor?: string; ip?: string; locale?: string };

function as(who: Who) {
  const ip = who.ip ?? nextIp();
  const set = <T extends { set(k: string, v: string): T }>(r: T) => {
    let out = r.set('AppKey', APP_KEY).set('X-Forwarded-For', ip);
    if (who.token) out = out.set('Authorization', who.token);
    if (who.visitor) out = out.set('X-Chat-Visitor', who.visitor);
    if (who.locale) out = out.set('Accept-Language', who.locale);
    return out;
  };
  return {
    get: (url: string) => set(env.t.api.get(url)),
    post: (url: string, body?: object) => set(env.t.api.post(url)).send(body ?? {}),
    put: (url: string, body: object) => set(env.t.api.put(url)).send(body),
    del: (url: string) => set(env.t.api.delete(url)),
    upload: (url: string, content: Buffer, filename = 'photo.jpg') => set(env.t.api.post(url)).attach('file', content, filename),
  };
}

const staff = async (role: 'support' | 'admin' = 'support') => as({ token: await staffSession(env.t, role) });
const customer = async () => {
  const u = await registerAndLogin(env.t);
  return { ...u, api: as({ token: u.token, ip: nextIp() }) };
};
const userSocket = (u: { userId: number; token: string }) =>
  connectWs(env.t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);

/** A staff socket on the inbox channel, its snapshot received. */
async function staffSocket(): Promise<WsClient> {
  const ws = await connectWs(env.t);
  ws.send({ op: 'subscribe', channel: 'chat-staff', token: await staffSession(env.t, 'support') });
  await ws.waitFor((m) => m.type === 'snapshot' && m.channel === 'chat-staff');
  return ws;
}

const chatPush = (m: Record<string, unknown>, event: string) =>
  m.type === 'update' && (m.data as { kind?: string; event?: string } | undefined)?.event === event;

async function send(api: ReturnType<typeof as>, text: string) {
  const res = await api.post('/api/chat/messages', { text });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number; seq: number; conversationId: number; text: string };
}

async function reply(conversationId: number, text: string, role: 'support' | 'admin' = 'support') {
  const res = await (await staff(role)).post(`/api/admin/chat/conversations/${conversationId}/messages`, { text });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number; seq: number };
}

describe('a customer and staff', () => {
  it('exchange messages both ways, each pushed over the websocket to the other side', async () => {
    const u = await customer();
    const userWs = await userSocket(u);
    await userWs.next(1);
    const staffWs = await staffSocket();

    const first = await send(u.api, 'Hello, my deposit has not arrived');
    expect(first).toMatchObject({ seq: 1, sender: 'customer', text: 'Hello, my deposit has not arrived', image: null });
    const toStaff = await staffWs.waitFor((m) => m.channel === 'chat-staff' && chatPush(m, 'message'));
    expect(toStaff.data).toEqual({ event: 'message', conversationId: first.conversationId, seq: 1 });
    // (the customer's own other tabs hear it too)
    await userWs.waitFor((m) => m.channel === 'user' && chatPush(m, 'message'));

    const inbox = (await (await staff()).get('/api/admin/chat/conversations?tab=unassigned')).body.data;
    const item = inbox.items.find((c: { id: number }) => c.id === first.conversationId);
    expect(item).toMatchObject({ customer: { kind: 'user', userId: u.userId }, status: 'open', assignee: null, unread: 1 });
    expect(item.lastMessage).toBe('Hello, my deposit has not arrived');

    const from = userWs.messages.length;
    const answer = await reply(first.conversationId, 'Let me check that for you');
    expect(answer.seq).toBe(2);
    const pushed = await userWs.waitFor((m) => m.channel === 'user' && chatPush(m, 'message'), from);
    expect((pushed.data as { message: unknown }).message).toMatchObject({
      seq: 2,
      sender: 'staff',
      text: 'Let me check that for you',
      conversationId: first.conversationId,
    });
    // the reply made the conversation the replier's
    const mine = (await (await staff()).get('/api/admin/chat/conversations?tab=mine')).body.data;
    expect(mine.items.map((c: { id: number }) => c.id)).toContain(first.conversationId);

    const history = (await u.api.get('/api/chat/messages')).body.data;
    expect(history.items.map((m: { seq: number; sender: string }) => [m.seq, m.sender])).toEqual([
      [1, 'customer'],
      [2, 'staff'],
    ]);
    userWs.ws.terminate();
    staffWs.ws.terminate();
  });

  it('unread counts rise and clear on both sides, and the read marks reach the other side', async () => {
    const u = await customer();
    const userWs = await userSocket(u);
    await userWs.next(1);
    const a = await send(u.api, 'one');
    await send(u.api, 'two');
    const conv = async () => (await (await staff()).get(`/api/admin/chat/conversations/${a.conversationId}`)).body.data;
    expect((await conv()).unread).toBe(2);
    const before = (await (await staff()).get('/api/admin/chat/conversations')).body.data.counts.unassigned.unread;
    expect(before).toBeGreaterThanOrEqual(1);

    // staff read: their unread clears, the customer hears the read mark
    const from = userWs.messages.length;
    const read = await (await staff()).post(`/api/admin/chat/conversations/${a.conversationId}/read`, { seq: 2 });
    expect(read.body.data).toMatchObject({ unread: 0, staffReadSeq: 2 });
    const mark = await userWs.waitFor((m) => m.channel === 'user' && chatPush(m, 'read'), from);
    expect(mark.data).toEqual({ kind: 'chat', event: 'read', staffReadSeq: 2 });
    expect((await u.api.get('/api/chat')).body.data).toMatchObject({ staffReadSeq: 2, unread: 0 });
    expect((await (await staff()).get('/api/admin/chat/conversations')).body.data.counts.unassigned.unread).toBe(before - 1);

    // staff messages raise the customer's unread; reading clears it (never past the newest)
    await reply(a.conversationId, 'three');
    await reply(a.conversationId, 'four');
    expect((await u.api.get('/api/chat')).body.data).toMatchObject({ lastSeq: 4, unread: 2, readSeq: 2 });
    expect((await u.api.post('/api/chat/read', { seq: 999 })).body.data).toMatchObject({ unread: 0, readSeq: 4 });
    expect((await conv()).customerReadSeq).toBe(4);
    userWs.ws.terminate();
  });
});

describe('privacy', () => {
  it('another customer cannot read the conversation (403) nor its images, and sees only their own', async () => {
    const u = await customer();
    const m = await send(u.api, 'private matter');
    const photo = (await u.api.upload('/api/chat/images', await jpegWithGps())).body.data.id as number;
    const other = await customer();
    const theirs = await other.api.get(`/api/admin/chat/conversations/${m.conversationId}/messages`);
    expect(theirs.status).toBe(403);
    expect(theirs.body.code).toBe(1006);
    expect((await other.api.get(`/api/admin/chat/conversations/${m.conversationId}`)).status).toBe(403);
    const image = await other.api.get(`/api/chat/images/${photo}`);
    expect(image.status).toBe(403);
    expect((await other.api.get('/api/chat/messages')).body.data).toEqual({ items: [], hasMore: false });
    expect((await other.api.post('/api/chat/messages', { imageId: photo })).body.code).toBe(6803);
    // a visitor cannot either, nor anyone without a session or token
    const visitor = (await as({}).post('/api/chat/visitor')).body.data.token as string;
    expect((await as({ visitor }).get(`/api/chat/images/${photo}`)).status).toBe(403);
    const none = await as({}).get('/api/chat/messages');
    expect(none.status).toBe(401);
    expect(none.body.code).toBe(6800);
  });
});

describe('visitors', () => {
  it('a visitor chats under a signed token, with pushes on their own channel; a forged token is refused', async () => {
    const session = (await as({}).post('/api/chat/visitor')).body.data;
    expect(session.token).toEqual(expect.any(String));
    expect(Date.parse(session.expiresAt)).toBe(env.t.clock.now() + 30 * 86_400_000);
    const v = as({ visitor: session.token });
    const ws = await connectWs(env.t);
    ws.send({ op: 'subscribe', channel: 'chat-visitor', token: session.token });
    expect((await ws.waitFor((m) => m.type === 'snapshot')).data).toEqual({ lastSeq: 0 });

    const first = await send(v, 'Can I open an account from Spain?');
    const item = (await (await staff()).get(`/api/admin/chat/conversations/${first.conversationId}`)).body.data;
    expect(item.customer).toMatchObject({ kind: 'visitor', userId: null });
    const from = ws.messages.length;
    await reply(first.conversationId, 'Yes, you can');
    const pushed = await ws.waitFor((m) => m.channel === 'chat-visitor' && chatPush(m, 'message'), from);
    expect((pushed.data as { message: { text: string } }).message.text).toBe('Yes, you can');
    expect((await v.get('/api/chat')).body.data).toMatchObject({ conversationId: first.conversationId, unread: 1 });

    // a token changed by one character, one of another kind, and an expired one
    const forged = `${session.token.slice(0, -2)}${session.token.endsWith('A') ? 'B' : 'A'}A`;
    for (const bad of [forged, (await registerAndLogin(env.t)).token.replace(/^Bearer /, '')]) {
      const res = await as({ visitor: bad }).get('/api/chat/messages');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(6800);
    }
    ws.send({ op: 'subscribe', channel: 'chat-visitor', token: forged });
    expect((await ws.waitFor((m) => m.type === 'error', from)).code).toBe(6800);
    env.t.clock.advance(31 * 86_400_000);
    expect((await v.get('/api/chat')).body.code).toBe(6800);
    ws.ws.terminate();
  });

  it('a visitor who logs in has a conversation of their own as a customer; the visitor one stays with the token', async () => {
    const token = (await as({}).post('/api/chat/visitor')).body.data.token as string;
    const asVisitor = await send(as({ visitor: token }), 'before logging in');
    const u = await customer();
    // (the session wins over the visitor token when both are sent)
    const both = as({ token: u.token, visitor: token });
    expect((await both.get('/api/chat')).body.data.conversationId).toBeNull();
    const asUser = await send(both, 'after logging in');
    expect(asUser.conversationId).not.toBe(asVisitor.conversationId);
    expect((await as({ visitor: token }).get('/api/chat/messages')).body.data.items).toHaveLength(1);
  });

  it('new visitor sessions are limited per network, in the caller’s language', async () => {
    const ip = '198.18.7.1';
    for (let i = 0; i < 30; i++) expect((await as({ ip }).post('/api/chat/visitor')).body.code).toBe(0);
    const refused = await as({ ip, locale: 'de-DE' }).post('/api/chat/visitor');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(6806);
    expect(refused.body.msg).toMatch(/Chat-Sitzungen/);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('reconnecting', () => {
  it('the history continues after a reconnect with no gap and no duplicate', async () => {
    const u = await customer();
    const seen = new Map<number, string>();
    const take = (m: Record<string, unknown>) => {
      const message = (m.data as { message?: { seq: number; text: string } }).message;
      if (message) seen.set(message.seq, message.text);
    };
    const first = await userSocket(u);
    await first.next(1);
    const a = await send(u.api, 'm1');
    take(await first.waitFor((m) => chatPush(m, 'message')));
    first.ws.terminate();
    // while the customer is away
    await reply(a.conversationId, 's2');
    await reply(a.conversationId, 's3');
    await send(u.api, 'm4');

    const again = await userSocket(u);
    await again.next(1);
    // the client asks for what came after the last message it has
    const last = Math.max(...seen.keys());
    const backfill = (await u.api.get(`/api/chat/messages?after=${last}`)).body.data;
    expect(backfill.hasMore).toBe(false);
    for (const m of backfill.items) {
      expect(seen.has(m.seq)).toBe(false);
      seen.set(m.seq, m.text);
    }
    const from = again.messages.length;
    await reply(a.conversationId, 's5');
    take(await again.waitFor((m) => chatPush(m, 'message'), from));
    expect([...seen.entries()].sort((x, y) => x[0] - y[0])).toEqual([
      [1, 'm1'],
      [2, 's2'],
      [3, 's3'],
      [4, 'm4'],
      [5, 's5'],
    ]);
    // paging back by cursor: the newest two, then the ones before, oldest first each time
    const newest = (await u.api.get('/api/chat/messages?limit=2')).body.data;
    expect(newest.items.map((m: { seq: number }) => m.seq)).toEqual([4, 5]);
    expect(newest.hasMore).toBe(true);
    const older = (await u.api.get('/api/chat/messages?before=4&limit=10')).body.data;
    expect(older.items.map((m: { seq: number }) => m.seq)).toEqual([1, 2, 3]);
    expect(older.hasMore).toBe(false);
    again.ws.terminate();
  });
});

describe('images', () => {
  it('an image message is stored re-encoded without its EXIF, for the conversation’s parties and staff only', async () => {
    const u = await customer();
    const original = await jpegWithGps(80, 60);
    expect(await hasGpsExif(original)).toBe(true);
    const up = await u.api.upload('/api/chat/images', original);
    expect(up.body.data).toMatchObject({ width: 80, height: 60 });
    const m = (await u.api.post('/api/chat/messages', { imageId: up.body.data.id })).body.data;
    expect(m).toMatchObject({ text: null, image: { id: up.body.data.id, width: 80, height: 60 } });

    const mine = await u.api.get(`/api/chat/images/${up.body.data.id}`).buffer(true);
    expect(mine.status).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toContain('no-store');
    expect(await hasGpsExif(mine.body as Buffer)).toBe(false);
    const stored = env.t.app.ctx.sqlite.prepare('SELECT size FROM "ChatImage" WHERE id = ?').get(up.body.data.id) as { size: number };
    expect(stored.size).toBe((mine.body as Buffer).length);
    const staffView = await (await staff()).get(`/api/admin/chat/images/${up.body.data.id}`).buffer(true);
    expect(staffView.status).toBe(200);
    expect(await hasGpsExif(staffView.body as Buffer)).toBe(false);

    // sent once only; staff reply with an image of their own
    expect((await u.api.post('/api/chat/messages', { imageId: up.body.data.id })).body.code).toBe(6803);
    const s = await staff();
    const staffUp = await s.upload(`/api/admin/chat/conversations/${m.conversationId}/images`, await jpegWithGps(40, 30));
    const staffMsg = await s.post(`/api/admin/chat/conversations/${m.conversationId}/messages`, { imageId: staffUp.body.data.id });
    expect(staffMsg.body.data).toMatchObject({ sender: 'staff', image: { width: 40, height: 30 } });
    expect((await u.api.get(`/api/chat/images/${staffUp.body.data.id}`).buffer(true)).status).toBe(200);
  });

  it('refuses what is not a JPEG or PNG by content, and a decompression bomb', async () => {
    const u = await customer();
    const html = await u.api.upload('/api/chat/images', htmlAsPng, 'x.png');
    expect(html.status).toBe(400);
    expect(html.body.code).toBe(6801);
    const bomb = await u.api.upload('/api/chat/images', pngDeclaring(20_000, 20_000), 'big.png');
    expect(bomb.status).toBe(413);
    expect(bomb.body.code).toBe(6802);
    const notMultipart = await u.api.post('/api/chat/images', { file: 'x' });
    expect(notMultipart.status).toBe(415);
  });
});

describe('rate limits', () => {
  it('20 messages a minute per sender, then a localized 429 with the seconds to wait', async () => {
    const u = await customer();
    for (let i = 0; i < 20; i++) await send(u.api, `message ${i}`);
    const refused = await as({ token: u.token, locale: 'fr-FR' }).post('/api/chat/messages', { text: 'one more' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(6804);
    expect(refused.body.msg).toMatch(/trop vite.*\d+\ssecondes/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await u.api.get('/api/chat')).body.data.lastSeq).toBe(20);
    env.t.clock.advance(60_000);
    await send(u.api, 'after a minute');
  });

  it('120 a minute per address, whoever sends', async () => {
    const ip = '198.18.9.9';
    for (let i = 0; i < 7; i++) {
      const v = as({ ip, visitor: (await as({}).post('/api/chat/visitor')).body.data.token });
      for (let j = 0; j < 20 && i * 20 + j < 120; j++)
        expect((await v.post('/api/chat/messages', { text: `v${i}-${j}` })).body.code).toBe(0);
    }
    const another = as({ ip, visitor: (await as({}).post('/api/chat/visitor')).body.data.token });
    const refused = await another.post('/api/chat/messages', { text: 'too many' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe(6804);
    env.t.clock.advance(60_000);
  });
});

describe('the back office', () => {
  it('claim, a reply by someone else refused, resolve, and a customer message reopens it; each audited', async () => {
    const u = await customer();
    const m = await send(u.api, 'help');
    const id = m.conversationId;
    const claim = await (await staff()).post(`/api/admin/chat/conversations/${id}/claim`);
    expect(claim.body.data.assignee).toMatchObject({ id: expect.any(Number) });
    const other = as({ token: await staffSession(env.t, 'admin') });
    const refused = await other.post(`/api/admin/chat/conversations/${id}/messages`, { text: 'me too' });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(6805);

    const resolved = await (await staff()).post(`/api/admin/chat/conversations/${id}/resolve`);
    expect(resolved.body.data.status).toBe('resolved');
    const tab = async (name: string) =>
      ((await (await staff()).get(`/api/admin/chat/conversations?tab=${name}`)).body.data.items as { id: number }[]).map((c) => c.id);
    expect(await tab('resolved')).toContain(id);
    expect(await tab('mine')).not.toContain(id);
    await send(u.api, 'one more question');
    expect((await u.api.get('/api/chat')).body.data.status).toBe('open');
    expect(await tab('mine')).toContain(id);
    expect(await tab('resolved')).not.toContain(id);

    const audit = (await other.get(`/api/admin/audit?targetType=chat-conversation&targetId=${id}`)).body.data.items as { action: string }[];
    expect(audit.map((a) => a.action).sort()).toEqual(['chat.claim', 'chat.resolve']);
    await reply(id, 'answered');
    const after = (await other.get(`/api/admin/audit?targetType=chat-conversation&targetId=${id}`)).body.data.items as { action: string }[];
    expect(after.map((a) => a.action)).toContain('chat.reply');
  });

  it('canned replies: seeded, staff add, change and delete them (audited); roles without chat.answer are refused', async () => {
    const s = await staff();
    const seeded = (await s.get('/api/admin/chat/canned')).body.data as { title: string }[];
    expect(seeded.length).toBeGreaterThanOrEqual(3);
    const created = (await s.post('/api/admin/chat/canned', { title: 'Withdrawal', body: 'Withdrawals are paid within a day.' })).body.data;
    const changed = await s.put(`/api/admin/chat/canned/${created.id}`, {
      title: 'Withdrawal time',
      body: 'Paid within 24 hours.',
      sort: 9,
    });
    expect(changed.body.data).toEqual({ id: created.id, title: 'Withdrawal time', body: 'Paid within 24 hours.', sort: 9 });
    expect((await s.del(`/api/admin/chat/canned/${created.id}`)).body.code).toBe(0);
    expect((await s.del(`/api/admin/chat/canned/${created.id}`)).status).toBe(404);
    const admin = as({ token: await staffSession(env.t, 'admin') });
    const audit = (await admin.get(`/api/admin/audit?targetType=chat-canned-reply&targetId=${created.id}`)).body.data.items as {
      action: string;
    }[];
    expect(audit.map((a) => a.action).sort()).toEqual(['chat.canned.create', 'chat.canned.delete', 'chat.canned.update']);
    const finance = as({ token: await staffSession(env.t, 'finance') });
    expect((await finance.get('/api/admin/chat/conversations')).status).toBe(403);
    // nor does the staff channel open for them
    const ws = await connectWs(env.t);
    ws.send({ op: 'subscribe', channel: 'chat-staff', token: await staffSession(env.t, 'finance') });
    expect((await ws.waitFor((m) => m.type === 'error')).code).toBe(1006);
    ws.send({ op: 'subscribe', channel: 'chat-staff', token: 'not-a-token' });
    expect((await ws.waitFor((m) => m.type === 'error' && m.code === -99)).code).toBe(-99);
    ws.ws.terminate();
  });

  it('a staff session that ended stops hearing the inbox: the next event is not sent to it', async () => {
    const token = await staffSession(env.t, 'support');
    const gone = await connectWs(env.t);
    gone.send({ op: 'subscribe', channel: 'chat-staff', token });
    await gone.waitFor((m) => m.type === 'snapshot' && m.channel === 'chat-staff');
    // (another staff member's session: the helper keeps one session per role)
    const stays = await connectWs(env.t);
    stays.send({ op: 'subscribe', channel: 'chat-staff', token: await staffSession(env.t, 'admin') });
    await stays.waitFor((m) => m.type === 'snapshot' && m.channel === 'chat-staff');
    const u = await customer();
    await send(u.api, 'Before the logout');
    await gone.waitFor((m) => m.channel === 'chat-staff' && chatPush(m, 'message'));
    expect((await as({ token }).post('/api/admin/auth/logout', {})).body.code).toBe(0);

    const from = gone.messages.length;
    const after = await send(u.api, 'After the logout');
    // the session still live hears it; then a ping on the ended one answers before anything else
    const heard = await stays.waitFor(
      (m) => m.channel === 'chat-staff' && chatPush(m, 'message') && (m.data as { seq: number }).seq === after.seq,
    );
    expect(heard.data).toMatchObject({ conversationId: after.conversationId, seq: after.seq });
    gone.send({ op: 'ping', id: 7 });
    await gone.waitFor((m) => m.type === 'pong', from);
    expect(gone.messages.slice(from).filter((m) => m.channel === 'chat-staff')).toEqual([]);
    gone.ws.terminate();
    stays.ws.terminate();
  });

  it('an unknown conversation is a 404', async () => {
    const s = await staff();
    expect((await s.get('/api/admin/chat/conversations/999999')).status).toBe(404);
    expect((await s.post('/api/admin/chat/conversations/999999/messages', { text: 'x' })).status).toBe(404);
  });
});

describe('bad input', () => {
  it('text over 2,000 characters, an empty text, both cursors, or text and image together are refused and write nothing', async () => {
    const u = await customer();
    for (const body of [{ text: 'x'.repeat(2001) }, { text: '   ' }, { text: 'a', imageId: 1 }, {}, { imageId: 0 }]) {
      const res = await u.api.post('/api/chat/messages', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toEqual(expect.any(String));
    }
    expect((await u.api.get('/api/chat/messages?before=3&after=1')).status).toBe(400);
    expect((await u.api.get('/api/chat')).body.data.conversationId).toBeNull();
    expect((await send(u.api, 'x'.repeat(2000))).text).toHaveLength(2000);
  });
});
