import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ComingSoon } from '../../components/coming-soon';
import { useSession } from '../../lib/session';
import { useRouteHandle } from '../route-handle';
import { SoonIconView } from './soon-icon';

/** The page frame of a route whose capability arrives later; its text comes from the route's handle. */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const handle = useRouteHandle();
  const { loggedIn } = useSession();
  const title = handle?.title ? t(handle.title) : t('common.comingSoon');
  const description = handle?.soon ? t(handle.soon) : t('soon.lead');
  const icon = <SoonIconView icon={handle?.icon} />;

  if (handle?.device === 'wp') {
    return (
      <ComingSoon
        compact
        title={title}
        description={description}
        icon={icon}
        actions={[
          { label: t('soon.browseMarkets'), onClick: () => navigate('/wp/quotes/list'), testId: 'soon-markets' },
          { label: t('soon.contactSupport'), onClick: () => navigate('/wp/kefu'), testId: 'soon-support' },
        ]}
      />
    );
  }
  const inUserCenter = handle?.name && ['P_TradeHistory', 'P_Property', 'P_Certify', 'P_Security'].includes(handle.name);
  const content = (
    <ComingSoon
      title={title}
      description={description}
      icon={icon}
      actions={
        loggedIn
          ? [{ label: t('soon.browseMarkets'), onClick: () => navigate('/pc/market'), testId: 'soon-markets' }]
          : [
              { label: t('common.login'), onClick: () => navigate('/pc/user/login'), testId: 'soon-login' },
              { label: t('soon.browseMarkets'), onClick: () => navigate('/pc/market'), testId: 'soon-markets' },
            ]
      }
    />
  );
  if (inUserCenter) return content;
  return (
    <Container size="lg" py={48}>
      {content}
    </Container>
  );
}
