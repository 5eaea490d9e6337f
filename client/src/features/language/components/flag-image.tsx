import { Box, Image } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { imageUrl } from '../../../lib/env';

/** A flag from the image store (the language's `logo`), or a globe without one. */
export function FlagImage({ path, size = 20, alt }: { path: string | null; size?: number; alt: string }) {
  const src = imageUrl(path);
  if (!src) {
    return (
      <Box component="span" display="inline-flex" c="dimmed" aria-hidden>
        <IconWorld size={size} />
      </Box>
    );
  }
  return <Image src={src} alt={alt} w={size} h={size * 0.75} fit="cover" radius={2} style={{ flex: 'none' }} />;
}
