import { Menu, Text } from '@mantine/core';
import type { DeferredMenuProps } from './deferred-menu-types';

/** The Mantine menu behind DeferredMenu (its own chunk). */
export default function DeferredMenuImpl({
  target,
  entries,
  width = 220,
  position = 'bottom-end',
  trigger = 'click',
  dropdownTestId,
  opened,
  onChange,
}: DeferredMenuProps & { opened: boolean; onChange: (opened: boolean) => void }) {
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      trigger={trigger}
      openDelay={60}
      closeDelay={150}
      position={position}
      width={width}
      shadow="md"
      withinPortal
      // (Mantine's focus placeholder is a role="presentation" child a menu may not hold: axe, decision 076)
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown data-testid={dropdownTestId}>
        {entries.map((e) => {
          if (e.type === 'divider') return <Menu.Divider key={e.key} />;
          if (e.type === 'label') return <Menu.Label key={e.key}>{e.label}</Menu.Label>;
          return (
            <Menu.Item
              key={e.key}
              leftSection={e.left}
              rightSection={e.right}
              color={e.color}
              onClick={e.onClick}
              data-testid={e.testId}
              lang={e.lang}
            >
              {e.hint ? (
                <>
                  <Text fz="sm" fw={500}>
                    {e.label}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {e.hint}
                  </Text>
                </>
              ) : (
                e.label
              )}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
