// A light banner carousel: native horizontal scrolling with scroll-snap (swipe on touch
// screens), autoplay that pauses while hovered or touched, indicators and arrows. It keeps
// the home route's JavaScript small (no carousel library). Who asked their system for reduced
// motion gets neither autoplay nor smooth scrolling: the slides move only when they move them.
// A slide's headline, sub-line and button label are text drawn over a text-free image, so
// every locale reads its own (decision 074).
import { ActionIcon, Box, Image, Skeleton, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/env';
import type { Banner } from '../api/get-banners';

interface Props {
  banners: Banner[] | undefined;
  loading: boolean;
  /** Aspect ratio of the slides (banners are 1200x400). */
  ratio?: number;
  radius?: string;
  onOpen: (link: string) => void;
  autoplayMs?: number;
  withControls?: boolean;
}

export function BannerCarousel({ banners, loading, ratio = 3, radius = 'lg', onOpen, autoplayMs = 5000, withControls = true }: Props) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reduceMotion = useReducedMotion();
  const count = banners?.length ?? 0;

  const goTo = useCallback(
    (next: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const target = ((next % count) + count) % count;
      el.scrollTo({ left: target * el.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [count, reduceMotion],
  );

  useEffect(() => {
    if (paused || reduceMotion || count < 2) return;
    const timer = window.setInterval(() => goTo(index + 1), autoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, reduceMotion, count, index, autoplayMs, goTo]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  if (loading) return <Skeleton radius={radius} style={{ aspectRatio: ratio }} w="100%" h="auto" />;
  if (!banners || count === 0) return null;

  return (
    <Box
      className="banner"
      style={{ borderRadius: `var(--mantine-radius-${radius})` }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={() => setPaused(true)}
      onTouchEnd={() => setPaused(false)}
      data-testid="banner-carousel"
    >
      <div className="banner-track" ref={track} onScroll={onScroll}>
        {banners.map((b, i) => (
          <UnstyledButton
            key={b.id}
            className="banner-slide"
            onClick={() => b.link && onOpen(b.link)}
            aria-label={b.title || t('home.bannerAlt')}
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            data-testid={`banner-${b.id}`}
          >
            <Image
              src={imageUrl(b.image)}
              alt=""
              style={{ aspectRatio: ratio }}
              fit="cover"
              w="100%"
              loading={i === 0 ? 'eager' : 'lazy'}
            />
            <span className="banner-text">
              <span className="banner-title" data-testid="banner-title">
                {b.title}
              </span>
              {b.subtitle && <span className="banner-subtitle">{b.subtitle}</span>}
              {b.button && <span className="banner-cta">{b.button}</span>}
            </span>
          </UnstyledButton>
        ))}
      </div>
      {count > 1 && withControls && (
        <>
          <ActionIcon
            className="banner-control banner-prev"
            variant="default"
            radius="xl"
            onClick={() => goTo(index - 1)}
            aria-label={t('common.back')}
          >
            <IconChevronLeft size={16} />
          </ActionIcon>
          <ActionIcon
            className="banner-control banner-next"
            variant="default"
            radius="xl"
            onClick={() => goTo(index + 1)}
            aria-label={t('common.more')}
          >
            <IconChevronRight size={16} />
          </ActionIcon>
        </>
      )}
      {count > 1 && (
        <div className="banner-dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="banner-dot"
              data-active={i === index || undefined}
              onClick={() => goTo(i)}
              aria-label={b.title || t('home.bannerAlt')}
            />
          ))}
        </div>
      )}
    </Box>
  );
}
