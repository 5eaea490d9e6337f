/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API ('' = same origin). */
  readonly VITE_API_BASE?: string;
  /** AppKey sent with every request (default "tradeweb"). */
  readonly VITE_APP_KEY?: string;
  /** Locale used when the visitor has not chosen one (default en-US). */
  readonly VITE_DEFAULT_LOCALE?: string;
  /** A Sentry-compatible DSN: client errors go there (with traces and replays) instead of /api/client-errors. */
  readonly VITE_SENTRY_DSN?: string;
  /** Sample rates (0 to 1) of the error reporting service: traces, replayed sessions, replayed sessions with an error (spec section 8: 1, 0.1, 1). */
  readonly VITE_ERROR_TRACES_SAMPLE_RATE?: string;
  readonly VITE_ERROR_REPLAYS_SESSION_SAMPLE_RATE?: string;
  readonly VITE_ERROR_REPLAYS_ON_ERROR_SAMPLE_RATE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
