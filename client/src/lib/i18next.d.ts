// Typed translation keys: every t('...') call is checked against the en-US catalogue.
import 'i18next';
import type accountEnUS from '../locales/account/en-US.json';
import type adminEnUS from '../locales/admin/en-US.json';
import type chatEnUS from '../locales/chat/en-US.json';
import type enUS from '../locales/en-US.json';
import type fundsEnUS from '../locales/funds/en-US.json';
import type installEnUS from '../locales/install/en-US.json';
import type landingEnUS from '../locales/landing/en-US.json';
import type tradeEnUS from '../locales/trade/en-US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // a namespace's screens read the main catalogue too (i18n.ts sets the same fallbackNS)
    fallbackNS: 'translation';
    resources: {
      translation: typeof enUS;
      landing: typeof landingEnUS;
      install: typeof installEnUS;
      admin: typeof adminEnUS;
      trade: typeof tradeEnUS;
      funds: typeof fundsEnUS;
      account: typeof accountEnUS;
      chat: typeof chatEnUS;
    };
  }
}
