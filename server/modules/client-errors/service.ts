// Client error reports (issue 19 point 7, decision 054): each report is scrubbed again (the
// client's scrubbing is not trusted), grouped by kind and normalized message, counted, and its
// stack mapped through the build's source maps; staff read the groups, newest first.
import { createHash } from 'node:crypto';
import { groupingMessage, scrubReportText } from '../../../shared/client-errors.ts';
import type {
  ClientErrorGroupDetail,
  ClientErrorGroupItem,
  ClientErrorGroupPage,
  ClientErrorGroupQuery,
  ClientErrorReport,
} from '../../../shared/schemas/client-errors.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ClientErrorGroupRow, ClientErrorRepository } from './repository.ts';
import type { SourceMaps } from './source-maps.ts';

/** New groups beyond this many are not stored (a flood of distinct messages cannot fill the disk); known ones still count. */
export const MAX_CLIENT_ERROR_GROUPS = 5000;

export class ClientErrorService {
  constructor(
    private readonly repo: ClientErrorRepository,
    private readonly maps: SourceMaps,
    private readonly clock: Clock,
  ) {}

  /** Records one report; `userAgent` is the request's header (truncated, no other client detail is kept). */
  report(report: ClientErrorReport, userAgent: string | undefined): void {
    const message = scrubReportText(report.message);
    const failed = report.request;
    const path = failed ? scrubReportText(failed.path) : '';
    const request = failed ? `${failed.method} ${path} ${failed.status}` : '';
    // a failed request groups by its method, status and path (ids in the path folded)
    const grouped = failed ? `${failed.method} ${failed.status} ${groupingMessage(path)}` : groupingMessage(message);
    const fingerprint = createHash('sha256').update(`${report.kind}\n${grouped}`).digest('hex');
    if (!this.repo.known(fingerprint) && this.repo.groupCount() >= MAX_CLIENT_ERROR_GROUPS) return;
    const stack = scrubReportText(report.stack ?? '');
    this.repo.record({
      fingerprint,
      kind: report.kind,
      message,
      at: this.clock.now(),
      route: scrubReportText(report.route ?? ''),
      request,
      stack,
      mappedStack: stack ? this.maps.map(stack) : '',
      userAgent: (userAgent ?? '').slice(0, 200),
      release: report.release ?? '',
    });
  }

  list(query: ClientErrorGroupQuery): ClientErrorGroupPage {
    return this.repo.page(query.page, query.pageSize, item);
  }

  get(id: number): ClientErrorGroupDetail {
    const row = this.repo.get(id);
    if (!row) throw new AppError('NOT_FOUND');
    const { fingerprint: _, ...rest } = row;
    return { ...rest, ...item(row) };
  }
}

function item(r: ClientErrorGroupRow): ClientErrorGroupItem {
  return {
    id: r.id,
    kind: r.kind as ClientErrorGroupItem['kind'],
    message: r.message,
    count: r.count,
    firstSeen: new Date(Number(r.firstSeen)).toISOString(),
    lastSeen: new Date(Number(r.lastSeen)).toISOString(),
  };
}
