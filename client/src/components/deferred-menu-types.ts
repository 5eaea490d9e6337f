// What DeferredMenu (deferred-menu.tsx) takes, and so what its lazily loaded implementation
// (deferred-menu-impl.tsx) renders: a file of types beside both, so that neither imports the other
// for them and the implementation stays a chunk of its own.
import type { ReactElement, ReactNode } from 'react';

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
