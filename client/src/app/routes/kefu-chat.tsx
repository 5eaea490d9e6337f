import { Box } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { homePathFor, isMobileDevice } from '../../lib/device';
import { ChatPanel } from '../../features/support/components/chat-panel';
import { CustomerServiceBar } from '../../features/support/components/customer-service-overlay';
import { closeCustomerService } from '../../features/support/hooks/use-customer-overlay';

/**
 * The platform's own customer-service chat as a page, #/kefu (decision 055), open to visitors
 * and customers on both interfaces: the address a customer-service entry points at to show our
 * chat (the overlay shows the same panel without leaving the page).
 */
export default function KefuChatPage() {
  const navigate = useNavigate();
  // the page is the chat itself: an overlay left open over it would show it twice
  useEffect(closeCustomerService, []);
  const back = () => (window.history.length > 1 ? navigate(-1) : navigate(homePathFor(isMobileDevice() ? 'wp' : 'pc')));
  return (
    <Box className="kefu-page" data-testid="kefu-chat-page">
      <CustomerServiceBar onBack={back} />
      <ChatPanel />
    </Box>
  );
}
