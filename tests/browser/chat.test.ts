// The platform's own customer-service chat (issue 19 point 1, decision 055), one journey per
// viewport. Desktop, a logged-in customer: the floating icon opens the overlay titled "online"
// with our chat (not a frame); the customer sends a message; support staff, logged in to the back
// office in a second browser context, see it in the inbox live, claim nothing by hand (replying
// takes it) and answer; the answer appears on the customer's page without a reload, with the
// read marks and the unread badge following. Mobile, a visitor (not logged in) on one page: the
// same from the floating icon with staff answering through the API, then the customer-service
// list and the #/kefu page finding the same conversation, its older messages loading as it is
// scrolled up. What moved out of this file: docs/testing/browser-assertions-C.md.
import { expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { browserEnvForFile, expectAccessible, openPage, screenshot, type TestPage, type ViewportName } from '../helpers/browser.ts';
import { jpegWithGps } from '../helpers/kyc.ts';
import { staffSession } from '../helpers/staff.ts';
import { staffPageAt } from '../helpers/staff-browser.ts';

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

/** Opens our chat's overlay from the control `testId` (a floating icon, an entry of the list): titled online, our chat, no frame. */
async function openOverlay(tp: TestPage, testId: string) {
  await tp.page.getByTestId(testId).click();
  await tp.page.getByTestId('kefu-overlay').waitFor();
  expect((await tp.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
  await tp.page.getByTestId('chat-panel').waitFor();
  expect(await tp.page.getByTestId('kefu-iframe').count()).toBe(0);
  await tp.page.getByTestId('chat-composer-input').waitFor();
}

async function closeOverlay(tp: TestPage) {
  await tp.page.getByTestId('kefu-back').click();
  await tp.page.getByTestId('kefu-overlay').waitFor({ state: 'detached' });
}

/** An image sent through the image picker; it shows in the thread. */
async function sendImage(tp: TestPage, viewport: ViewportName) {
  await tp.page.getByTestId('chat-composer-attach').click();
  await tp.page
    .getByTestId('chat-composer-image')
    .setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps(160, 120, '#2f9e44') });
  await tp.page.getByTestId('chat-composer-image-done').waitFor();
  await tp.settled();
  await screenshot(tp.page, `${viewport}-chat-image-picked`);
  await tp.page.getByTestId('chat-composer-send-image').click();
  await loadedImage(tp, 'chat-thread');
}

/** The floating icon of our chat carries the one answer not read yet. */
async function expectBadge(tp: TestPage, entry: number, viewport: ViewportName) {
  await tp.page.getByTestId('kefu-unread').waitFor();
  expect(await tp.page.getByTestId(`kefu-float-${entry}`).getByTestId('kefu-unread').innerText()).toBe('1');
  await tp.settled();
  await screenshot(tp.page, `${viewport}-chat-badge`);
}

it('desktop: the floating icon opens our chat titled online; support staff answer from the back office; the answer arrives without a reload', async () => {
  const u = await registerAndLogin(env().t);
  const entry = await ownChatEntry();
  const customer = await openPage(env(), 'desktop', { session: u });
  // (the inbox open before the question is asked: it shows it live)
  const staff = await staffPageAt(env(), 'support', '/admin/chat');
  try {
    await customer.go('/pc/home');
    await openOverlay(customer, `kefu-float-${entry}`);
    await customer.settled();
    await screenshot(customer.page, 'desktop-chat-empty');
    await expectAccessible(customer.page, 'desktop-chat-empty');

    const question = 'Where is my deposit? (desktop)';
    await send(customer, 'chat-composer', question);
    await bubble(customer, 'chat-thread', 'customer', question);
    const state = await env().t.api.get('/api/chat').set('AppKey', APP_KEY).set('Authorization', u.token);
    const conversationId = state.body.data.conversationId as number;

    // staff: the inbox shows it (unassigned, unread), the conversation opens with the customer beside it
    await staff.page.getByTestId(`chat-conversation-${conversationId}`).waitFor();
    await staff.page.getByTestId(`chat-conversation-${conversationId}`).click();
    await bubble(staff, 'chat-admin-thread', 'customer', question);
    // (the customer's summary beside it, from the customer page's data)
    await staff.page.getByTestId('chat-customer').getByText(u.user.account).waitFor();
    const answer = 'It was credited a minute ago (desktop).';
    await send(staff, 'chat-admin-composer', answer);
    await bubble(staff, 'chat-admin-thread', 'staff', answer);

    // the customer's page hears it over the websocket: no reload
    await bubble(customer, 'chat-thread', 'staff', answer);
    // an image, through the image picker: staff see it (loaded with the staff session)
    await sendImage(customer, 'desktop');
    await loadedImage(staff, 'chat-admin-thread');
    // staff read the question: the customer sees the read mark under it
    await customer.page.getByTestId('chat-thread-read').first().waitFor();
    await customer.settled();
    await screenshot(customer.page, 'desktop-chat-answered');

    // and the other way: the customer's next message arrives in the open conversation live
    const thanks = 'Thanks! (desktop)';
    await send(customer, 'chat-composer', thanks);
    await bubble(staff, 'chat-admin-thread', 'customer', thanks);
    await staff.page.getByTestId('chat-tab-mine').click();
    await staff.page.getByTestId(`chat-conversation-${conversationId}`).waitFor();
    await staff.settled();
    await screenshot(staff.page, 'desktop-chat-admin');
    await expectAccessible(staff.page, 'desktop-chat-admin');

    // the overlay closed: a new answer shows as the badge on the floating icon
    await closeOverlay(customer);
    await send(staff, 'chat-admin-composer', 'One more thing (desktop)');
    await expectBadge(customer, entry, 'desktop');
    expect(customer.errors).toEqual([]);
    expect(staff.errors).toEqual([]);
  } finally {
    await customer.context.close();
    await staff.context.close();
  }
});

it('mobile: a visitor chats from the floating icon, staff answers arrive live with read marks and the badge; the customer-service list and the #/kefu page find the same conversation, older messages loading as it is scrolled to its top', async () => {
  const e = env();
  const entry = await ownChatEntry();
  // staff answer through the API here (the back office's inbox: the desktop journey); an admin has chat.answer too
  const staff = await staffSession(e.t, 'admin');
  const asStaff = (path: string, body: object) =>
    e.t.api.post(`/api/admin/chat/conversations${path}`).set('AppKey', APP_KEY).set('Authorization', staff).send(body);
  const tp = await openPage(e, 'mobile');
  // (the once-per-session welcome dialog would sit over the pages under test)
  await tp.context.addInitScript(() => {
    for (let i = 1; i <= 20; i++) sessionStorage.setItem(`noticeDialogShown:${i}`, '1');
  });
  try {
    await tp.go('/wp/home');
    await openOverlay(tp, `kefu-float-${entry}`);
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-empty');
    await expectAccessible(tp.page, 'mobile-chat-empty');

    const question = 'Hello from a visitor';
    await send(tp, 'chat-composer', question);
    await bubble(tp, 'chat-thread', 'customer', question);
    const visitor = await tp.page.evaluate(() => JSON.parse(localStorage.getItem('chatVisitor') ?? 'null') as { token: string } | null);
    expect(visitor?.token).toEqual(expect.any(String));
    const state = await e.t.api
      .get('/api/chat')
      .set('AppKey', APP_KEY)
      .set('X-Chat-Visitor', visitor?.token ?? '');
    const id = state.body.data.conversationId as number;

    // staff answer: it arrives on the open page over the websocket
    const answer = 'Happy to help (mobile).';
    expect((await asStaff(`/${id}/messages`, { text: answer })).body.code).toBe(0);
    await bubble(tp, 'chat-thread', 'staff', answer);
    await sendImage(tp, 'mobile');
    // staff read up to the image: the read mark under the visitor's messages
    expect((await asStaff(`/${id}/read`, { seq: 3 })).body.code).toBe(0);
    await tp.page.getByTestId('chat-thread-read').first().waitFor();
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-answered');

    // the overlay closed: a new answer shows as the badge on the floating icon
    await closeOverlay(tp);
    expect((await asStaff(`/${id}/messages`, { text: 'One more thing (mobile)' })).body.code).toBe(0);
    await expectBadge(tp, entry, 'mobile');

    // the customer-service list: our entry opens the same conversation
    await tp.go('/wp/kefu');
    await openOverlay(tp, `kefu-entry-${entry}`);
    await bubble(tp, 'chat-thread', 'staff', 'One more thing (mobile)');
    await closeOverlay(tp);

    // a long conversation (41 messages): the #/kefu page, the same visitor session, shows the
    // newest 30 scrolled to the bottom; older ones load as it is scrolled to its top, what was
    // on screen staying in place
    for (let i = 5; i <= 41; i++) expect((await asStaff(`/${id}/messages`, { text: `Answer ${i}` })).body.code).toBe(0);
    await tp.go('/kefu');
    await tp.page.getByTestId('kefu-chat-page').waitFor();
    expect((await tp.page.getByTestId('kefu-overlay-title').innerText()).toLowerCase()).toContain('online');
    await bubble(tp, 'chat-thread', 'staff', 'Answer 41');
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-visitor');
    const messages = tp.page.getByTestId('chat-thread-message');
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
    await bubble(tp, 'chat-thread', 'customer', question);
    await tp.settled();
    await screenshot(tp.page, 'mobile-chat-history');
    await expectAccessible(tp.page, 'mobile-chat-history');
    expect(tp.errors).toEqual([]);
  } finally {
    await tp.context.close();
  }
});
