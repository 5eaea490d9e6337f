// Journeys through the app on one page (issue 30: one journey per screen and viewport): moving
// to a route within the app, as its links do, instead of loading the document again (a
// `TestPage.go` costs a full start of the client, a hash change only the route's own chunk and
// data).
import type { TestPage } from './browser.ts';

const noLoader = (tp: TestPage) =>
  tp.page.waitForFunction(() => !document.querySelector('[data-testid="page-loader"]'), null, { timeout: 15_000 });

/** Waits as `TestPage.go` does: no page loader, no request in flight, painted. */
export async function ready(tp: TestPage) {
  await noLoader(tp);
  await tp.settled();
  await noLoader(tp);
}

/**
 * Opens `route` (`/pc/home?x=1`) within the app: the location's hash changes and the router
 * renders the route (no document load, the client's cache and session kept), then waits as
 * `go` does.
 */
export async function navigate(tp: TestPage, route: string) {
  await tp.page.evaluate((r) => {
    location.hash = r;
  }, route);
  await ready(tp);
}

/** The route shown now, without its query (`#/pc/home`). */
export const hashPath = (tp: TestPage) => new URL(tp.page.url()).hash.split('?')[0];
