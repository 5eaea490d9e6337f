import { Group, Image, Text, ThemeIcon } from '@mantine/core';
import { IconChartCandle } from '@tabler/icons-react';
import { useState } from 'react';
import { imageUrl } from '../lib/env';

interface Props {
  /** Image-store path of the logo; without one the mark and the name are shown. */
  path: string | null;
  name: string;
  height?: number;
}

export function SiteLogo({ path, name, height = 32 }: Props) {
  const [failed, setFailed] = useState(false);
  const src = imageUrl(path);
  if (src && !failed) {
    return <Image src={src} alt={name} h={height} w="auto" fit="contain" onError={() => setFailed(true)} data-testid="site-logo" />;
  }
  return (
    <Group gap={8} wrap="nowrap" data-testid="site-logo">
      <ThemeIcon size={height} radius="md" variant="gradient" gradient={{ from: 'brand.5', to: 'cyan.5', deg: 135 }}>
        <IconChartCandle size={height * 0.62} />
      </ThemeIcon>
      <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
    </Group>
  );
}
