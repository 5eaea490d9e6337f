// The Sentry path of error reporting (decision 054): loaded only when the build has a DSN
// (VITE_SENTRY_DSN), as a chunk of its own, so the bundle does not carry it otherwise. Traces,
// session replays and error replays at the spec's sample rates (section 8); no personal data
// is sent, replays mask all text and block media, and events are scrubbed as our own reports are.
import * as Sentry from '@sentry/react';
import { type ClientErrorKind, scrubReportText } from '../../../shared/client-errors.ts';

/** What the Sentry path offers error reporting (lib/error-reporting.ts, which loads this file only with a DSN). */
export interface ErrorSink {
  captureException(error: unknown, kind: ClientErrorKind): void;
}

export interface SampleRates {
  traces: number;
  replaysSession: number;
  replaysOnError: number;
}

/** The options Sentry is started with (a pure function, tested). */
export function sentryOptions(dsn: string, rates: SampleRates): Sentry.BrowserOptions {
  return {
    dsn,
    // no user fields, cookies, headers, query parameters or bodies are collected
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, urlQueryParams: false, httpBodies: [] },
    tracesSampleRate: rates.traces,
    replaysSessionSampleRate: rates.replaysSession,
    replaysOnErrorSampleRate: rates.replaysOnError,
    // traces carry no trace headers to the API (no cross-service tracing is set up)
    tracePropagationTargets: [],
    beforeSend(event) {
      if (event.request) {
        delete event.request.headers;
        delete event.request.cookies;
        if (event.request.url) event.request.url = scrubReportText(event.request.url);
        if (typeof event.request.query_string === 'string') event.request.query_string = scrubReportText(event.request.query_string);
      }
      delete event.user;
      for (const value of event.exception?.values ?? []) if (value.value) value.value = scrubReportText(value.value);
      if (event.message) event.message = scrubReportText(event.message);
      return event;
    },
  };
}

export function startSentry(dsn: string, rates: SampleRates): ErrorSink {
  Sentry.init({
    ...sentryOptions(dsn, rates),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllText: true, blockAllMedia: true })],
  });
  return {
    captureException(error: unknown, kind: ClientErrorKind) {
      Sentry.captureException(error, { tags: { kind } });
    },
  };
}
