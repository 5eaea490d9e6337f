// The platform's own customer-service chat (issue 19 point 1, decision 055), at both viewports:
// the floating icon opens the overlay titled "online" with our chat (not a frame); the customer
// sends a message; staff, logged in to the back office in a second browser context, see it in
// the inbox live, claim nothing by hand (replying takes it) and answer; the answer appears on
// the customer's page without a reload, with the unread badge and read marks following. A
// visitor (not logged in) chats on the #/kefu page too.
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { browserEnvForFile, openPage, screenshot, type TestPage, type ViewportName, withPage } from '../helpers/browser.ts';
import { jpegWithGps } from '../helpers/kyc.ts';
import { secondStaffSession } from '../helpers/staff.ts';
import { staffPage } from '../helpers/staff-browser.ts';

const env = browserEnvForFile();

/** The seeded entry that points at our own chat. */
async function ownChatEntry(): Promise<number> {
  const entries = await env().t.app.ctx.prisma.customerService.findMany();
  const own = entries.find((e) => e.customerUrl === '/#/kefu' && e.levitate === 'Y' && e.isEnable === 'Y');
  if (!own) throw new Error('no floating entry points at our chat');
  return own.id;
}

/** Waits for a bubble of `sender` with `text` in the thread `testId`. */
function bubble(tp: TestPage, testId: string, sender: 'customer' | 'staff', text: string) {
  return tp.page.locator(`[data-testid="${testId}-message"][data-sender="${sender}"]`, { hasText: text }).waitFor();
}

/** Waits for an image message of the thread to have loaded its picture. */
function loadedImage(tp: TestPage, testId: string) {
  return tp.page.waitForFunction(
    (id) => [...document.querySelectorAll(`[data-testid="${id}-message"] img`)].some((img) => (img as HTMLImageElement).naturalWidth > 0),
    testId,
  );
}

async function send(tp: TestPage, composer: string, text: string) {
  await tp.page.getByTestId(`${composer}-input`).fill(text);
  await tp.page.getByTestId(`${composer}-send`).click();
}

const ROLES: Record<ViewportName, 'support' | 'admin'> = { desktop: 'support', mobile: 'admin' };

it.each(['desktop', 'mobile'] as const)(
  '%s: the floating icon opens our chat titled online; staff answer from the back office; the answer arrives without a reload',
  async (viewport) => {
    const u = await registerAndLogin(env().t);
    const entry = await ownChatEntry();
    const customer = await openPage(env(), viewport, { session: u });
    const staff = await staffPage(env(), ROLES[viewport]);
    try {
      await customer.go(viewport === 'desktop' ? '/pc/home' : '/wp/home');
      await customer.page.getByTestId(`kefu-float-${entry}`).click();
      await customer.page.getByTestId('kefu-overlay').waitFor();
      expect((await customer.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
      await customer.page.getByTestId('chat-panel').waitFor();
      expect(await customer.page.getByTestId('kefu-iframe').count()).toBe(0);
      await customer.page.getByTestId('chat-composer-input').waitFor();
      await customer.settled();
      await screenshot(customer.page, `${viewport}-chat-empty`);

      const question = `Where is my deposit? (${viewport})`;
      await send(customer, 'chat-composer', question);
      await bubble(customer, 'chat-thread', 'customer', question);
      const state = await env().t.api.get('/api/chat').set('AppKey', APP_KEY).set('Authorization', u.token);
      const conversationId = state.body.data.conversationId as number;

      // staff: the inbox shows it (unassigned, unread), the conversation opens with the customer beside it
      await staff.page.getByTestId('admin-nav-chat').click();
      await staff.page.getByTestId(`chat-conversation-${conversationId}`).waitFor();
      await staff.page.getByTestId(`chat-conversation-${conversationId}`).click();
      await bubble(staff, 'chat-admin-thread', 'customer', question);
      // (the customer's summary beside it, from the customer page's data)
      await staff.page.getByTestId('chat-customer').getByText(u.user.account).waitFor();
      const answer = `It was credited a minute ago (${viewport}).`;
      await send(staff, 'chat-admin-composer', answer);
      await bubble(staff, 'chat-admin-thread', 'staff', answer);

      // the customer's page hears it over the websocket: no reload
      await bubble(customer, 'chat-thread', 'staff', answer);
      // an image, through the image picker: staff see it (loaded with the staff session)
      await customer.page.getByTestId('chat-composer-attach').click();
      await customer.page
        .getByTestId('chat-composer-image')
        .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(160, 120, '#2f9e44') });
      await customer.page.getByTestId('chat-composer-image-done').waitFor();
      await customer.settled();
      await screenshot(customer.page, `${viewport}-chat-image-picked`);
      await customer.page.getByTestId('chat-composer-send-image').click();
      await loadedImage(customer, 'chat-thread');
      await loadedImage(staff, 'chat-admin-thread');
      // staff read the question: the customer sees the read mark under it
      await customer.page.getByTestId('chat-thread-read').first().waitFor();
      await customer.settled();
      await screenshot(customer.page, `${viewport}-chat-answered`);

      // and the other way: the customer's next message arrives in the open conversation live
      const thanks = `Thanks! (${viewport})`;
      await send(customer, 'chat-composer', thanks);
      await bubble(staff, 'chat-admin-thread', 'customer', thanks);
      await staff.page.getByTestId('chat-tab-mine').click();
      await staff.page.getByTestId(`chat-conversation-${conversationId}`).waitFor();
      await staff.settled();
      await screenshot(staff.page, `${viewport}-chat-admin`);

      // the overlay closed: a new answer shows as the badge on the floating icon
      await customer.page.getByTestId('kefu-back').click();
      await customer.page.getByTestId('kefu-overlay').waitFor({ state: 'detached' });
      const later = `One more thing (${viewport})`;
      await send(staff, 'chat-admin-composer', later);
      await customer.page.getByTestId('kefu-unread').waitFor();
      expect(await customer.page.getByTestId('kefu-unread').innerText()).toBe('1');
      await customer.settled();
      await screenshot(customer.page, `${viewport}-chat-badge`);
      expect(customer.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
    } finally {
      await customer.context.close();
      await staff.context.close();
    }
  },
);

it('a visitor chats from the mobile customer-service page, and finds the conversation again on the #/kefu page', async () => {
  const entry = await ownChatEntry();
  await withPage(env(), 'mobile', async (tp) => {
    // /wp/kefu lists the entries; ours opens the overlay with the chat
    await tp.go('/wp/kefu');
    await tp.page.getByTestId(`kefu-entry-${entry}`).click();
    await tp.page.getByTestId('kefu-overlay').waitFor();
    await tp.page.getByTestId('chat-panel').waitFor();
    await send(tp, 'chat-composer', 'Hello from a visitor');
    await bubble(tp, 'chat-thread', 'customer', 'Hello from a visitor');
    const visitor = await tp.page.evaluate(() => JSON.parse(localStorage.getItem('chatVisitor') ?? 'null') as { token: string } | null);
    expect(visitor?.token).toEqual(expect.any(String));
    // the chat as a page of its own: the same visitor session, the same conversation
    await tp.go('/kefu');
    await tp.page.getByTestId('kefu-chat-page').waitFor();
    expect((await tp.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
    await bubble(tp, 'chat-thread', 'customer', 'Hello from a visitor');
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-visitor');
    expect(tp.errors).toEqual([]);
  });
});

it('older messages load as the conversation is scrolled to its top, what was on screen staying in place', async () => {
  const u = await registerAndLogin(env().t);
  const first = await env().t.api.post('/api/chat/messages').set('AppKey', APP_KEY).set('Authorization', u.token).send({ text: 'Hello' });
  const id = first.body.data.conversationId as number;
  // (a second support account: the seeded one's codes of this time step were used by the pages above)
  const staff = await secondStaffSession(env().t, 'support');
  for (let i = 2; i <= 41; i++) {
    const res = await env()
      .t.api.post(`/api/admin/chat/conversations/${id}/messages`)
      .set('AppKey', APP_KEY)
      .set('Authorization', staff)
      .send({ text: `Answer ${i}` });
    expect(res.body.code).toBe(0);
  }
  const tp = await openPage(env(), 'mobile', { session: u });
  try {
    await tp.go('/kefu');
    await bubble(tp, 'chat-thread', 'staff', 'Answer 41');
    const messages = tp.page.getByTestId('chat-thread-message');
    // the newest page, scrolled to the bottom
    expect(await messages.count()).toBe(30);
    const oldestShown = tp.page.locator('[data-testid="chat-thread-message"][data-seq="12"]');
    await tp.page.getByTestId('chat-thread').evaluate((el) => {
      el.scrollTop = 0;
    });
    await tp.page.waitForFunction(() => document.querySelectorAll('[data-testid="chat-thread-message"]').length === 41);
    await tp.page.getByTestId('chat-thread-top').getByText('This is the beginning of the conversation').waitFor({ state: 'attached' });
    // the message that was at the top is still where the reader was, not pushed out of view
    const box = await tp.page.getByTestId('chat-thread').boundingBox();
    const kept = await oldestShown.boundingBox();
    expect(box && kept && kept.y >= box.y - 1 && kept.y < box.y + box.height).toBe(true);
    await bubble(tp, 'chat-thread', 'customer', 'Hello');
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-history');
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
});
