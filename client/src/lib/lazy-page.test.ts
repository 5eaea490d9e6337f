import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage, preloadElement } from './lazy-page';

const page = (text: string) => () => createElement('p', null, text);
const inSuspense = (element: ReturnType<typeof createElement>) =>
  renderToString(createElement(Suspense, { fallback: createElement('i', null, 'loading') }, element));

describe('lazyPage', () => {
  it('renders a page whose chunk is loaded at once, without the fallback (no reveal throttle on a first screen)', async () => {
    const Page = lazyPage(async () => ({ default: page('the page') }));
    preloadElement(createElement(Page));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const html = inSuspense(createElement(Page));
    expect(html).toContain('the page');
    expect(html).not.toContain('loading');
  });

  it('suspends a page whose chunk is still loading, and loads it once', async () => {
    let loads = 0;
    let finish: () => void = () => undefined;
    const Page = lazyPage(
      () =>
        new Promise<{ default: () => ReturnType<typeof createElement> }>((resolve) => {
          loads++;
          finish = () => resolve({ default: page('later') });
        }),
    );
    expect(inSuspense(createElement(Page))).toContain('loading');
    preloadElement(createElement(Page));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(inSuspense(createElement(Page))).toContain('later');
    expect(loads).toBe(1);
  });
});
