// A dropdown menu whose implementation (Mantine Menu, Popover, floating-ui) is loaded on
// first use: the trigger renders at once, the menu code arrives when the pointer reaches
// the trigger, when it gets focus or on a click. This keeps the menus of the desktop
// header out of the page's initial JavaScript.
import { cloneElement, Suspense, useRef, useState } from 'react';
import { lazyPage } from '../lib/lazy-page';
import type { DeferredMenuProps } from './deferred-menu-types';

const loadImpl = () => import('./deferred-menu-impl');
const MenuImpl = lazyPage(loadImpl);

export function DeferredMenu(props: DeferredMenuProps) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const hovering = useRef(false);
  const hover = props.trigger === 'click-hover';
  // The plain trigger, used until the menu is first opened. Hover and focus only fetch the
  // menu code (swapping the element under a pressed pointer would swallow the click); a
  // click, or a hover that lasts until the code is there, opens the menu.
  const plain = cloneElement(props.target, {
    onPointerEnter: () => {
      hovering.current = true;
      void loadImpl().then(() => {
        if (hover && hovering.current) {
          setArmed(true);
          setOpened(true);
        }
      });
    },
    onPointerLeave: () => {
      hovering.current = false;
    },
    onFocus: () => void loadImpl(),
    onClick: () => {
      setArmed(true);
      setOpened(true);
    },
  });
  if (!armed) return plain;
  return (
    <Suspense fallback={plain}>
      <MenuImpl {...props} opened={opened} onChange={setOpened} />
    </Suspense>
  );
}
