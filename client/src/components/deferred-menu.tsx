// A dropdown menu whose implementation (Mantine Menu, Popover, floating-ui) is loaded on
// first use: the trigger renders at once, the menu code arrives when the pointer reaches
// the trigger, when it gets focus or on a click. This keeps the menus of the desktop
// header out of the page's initial JavaScript.
import { cloneElement, type ReactElement, type ReactNode, Suspense, useRef, useState } from 'react';
import { lazyPage } from '../lib/lazy-page';

export type MenuEntry =
  | {
      type: 'item';
      key: string;
      label: ReactNode;
      hint?: ReactNode;
      left?: ReactNode;
      right?: ReactNode;
      color?: string;
      onClick: () => void;
      testId?: string;
      lang?: string;
    }
  | { type: 'divider'; key: string }
  | { type: 'label'; key: string; label: ReactNode };

export interface DeferredMenuProps {
  /** The trigger element (a button); it must accept pointer, focus and click handlers. */
  target: ReactElement<TriggerProps>;
  entries: MenuEntry[];
  width?: number;
  position?: 'bottom-start' | 'bottom-end';
  /** 'click-hover' opens on hover as well as on click. */
  trigger?: 'click' | 'click-hover';
  dropdownTestId?: string;
}

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerLeave?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
}

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
