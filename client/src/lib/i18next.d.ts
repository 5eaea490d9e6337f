// Typed translation keys: every t('...') call is checked against the en-US catalogue.
import 'i18next';
import type chatEnUS from '../locales/chat/en-US.json';
import type enUS from '../locales/en-US.json';
import type installEnUS from '../locales/install/en-US.json';
import type landingEnUS from '../locales/landing/en-US.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS; landing: typeof landingEnUS; install: typeof installEnUS; chat: typeof chatEnUS };
  }
}
