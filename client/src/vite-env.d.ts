/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API ('' = same origin). */
  readonly VITE_API_BASE?: string;
  /** AppKey sent with every request (default "tradeweb"). */
  readonly VITE_APP_KEY?: string;
  /** Locale used when the visitor has not chosen one (default en-US). */
  readonly VITE_DEFAULT_LOCALE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
