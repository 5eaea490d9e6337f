// The help and information pages of both interfaces (issue 19, decision 050): help centre and
// help article, news list and article, service rates, coin listing application, and the
// content pages (about, terms, user agreement, privacy, legal notice). Desktop: in a page
// container with a heading (or a way back); mobile: the shell's header has the title and back.
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import type { PageSlug } from '../../../../shared/schemas/pages.ts';
import { NewsDetail, NewsList } from '../../features/content/components/news';
import { ContentPageView } from '../../features/pages/components/content-page';
import { HelpArticleView, HelpCentre } from '../../features/pages/components/help-centre';
import { ListingForm } from '../../features/pages/components/listing-form';
import { ServiceRatesView } from '../../features/pages/components/service-rates';
import type { Device } from '../../lib/device';
import { useIdParam } from './navigation';

export type InfoKind = 'help' | 'helpDetail' | 'news' | 'newsDetail' | 'rates' | 'listing' | PageSlug;

const HEADINGS: Partial<Record<InfoKind, ParseKeys>> = {
  help: 'route.help',
  news: 'route.news',
  rates: 'route.rates',
  listing: 'route.listing',
};
const BACK: Partial<Record<InfoKind, { to: string; label: ParseKeys }>> = {
  helpDetail: { to: 'help', label: 'route.help' },
  newsDetail: { to: 'news', label: 'route.news' },
};

function DetailOf({ kind }: { kind: 'helpDetail' | 'newsDetail' }) {
  const id = useIdParam();
  if (id === null) return <Navigate to="/404" replace />;
  return kind === 'helpDetail' ? <HelpArticleView id={id} /> : <NewsDetail id={id} />;
}

function Body({ kind, device }: { kind: InfoKind; device: Device }) {
  const navigate = useNavigate();
  switch (kind) {
    case 'help':
      return <HelpCentre onOpen={(id) => navigate(`/${device}/help/detail?id=${id}`)} />;
    case 'news':
      return <NewsList columns={device === 'pc' ? 3 : 1} onOpen={(id) => navigate(`/${device}/news/detail?id=${id}`)} />;
    case 'helpDetail':
    case 'newsDetail':
      return <DetailOf kind={kind} />;
    case 'rates':
      return <ServiceRatesView />;
    case 'listing':
      return <ListingForm />;
    default:
      return <ContentPageView slug={kind} />;
  }
}

export default function InfoPage({ kind, device }: { kind: InfoKind; device: Device }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (device === 'wp') return <Body kind={kind} device={device} />;
  const heading = HEADINGS[kind];
  const back = BACK[kind];
  return (
    <Container size="lg" py="xl" data-testid={`info-${kind}`}>
      <Stack gap="lg">
        {heading && <Title order={2}>{t(heading)}</Title>}
        {back && (
          <Button
            variant="subtle"
            leftSection={<IconChevronLeft size={16} />}
            onClick={() => navigate(`/pc/${back.to}`)}
            style={{ alignSelf: 'flex-start' }}
          >
            {t(back.label)}
          </Button>
        )}
        <Body kind={kind} device={device} />
      </Stack>
    </Container>
  );
}
