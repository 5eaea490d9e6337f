import { describe, expect, it } from 'vitest';
import { groupingMessage, scrubReportText } from './client-errors.ts';

describe('scrubReportText', () => {
  it('removes tokens, credentials, e-mail addresses and phone numbers', () => {
    const text = [
      'GET /api/user/info?token=abc123&appKey=tradeweb&page=2',
      'Authorization: eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
      'Bearer abcdefghijklmnop',
      'mail ann.lee+x@example.co.uk or call +44 20 7946 0958 / 13812345678',
      '#/pc/user/login?redirect=%2Fpc&email=bob@example.com',
    ].join('\n');
    const out = scrubReportText(text);
    expect(out).not.toMatch(/abc123|eyJ|abcdefghijklmnop|ann\.lee|example\.co|7946|13812345678|bob@/);
    expect(out).toContain('token=[redacted]');
    expect(out).toContain('appKey=[redacted]');
    expect(out).toContain('page=2');
    expect(out).toContain('[email]');
    expect(out).toContain('[phone]');
  });

  it("keeps a stack frame's file, line and column", () => {
    const frame = '    at loadPage (http://127.0.0.1:3000/assets/index-DlzlQzz9.js:12:1234567)';
    expect(scrubReportText(frame)).toBe(frame);
  });
});

describe('groupingMessage', () => {
  it('folds the numbers and ids that change between occurrences', () => {
    expect(groupingMessage('order 12 failed at 3.5')).toBe(groupingMessage('order 13 failed at 4.25'));
    expect(groupingMessage('id 0f8fad5b-d9cb-469f-a165-70867728950e gone')).toBe('id <id> gone');
    expect(groupingMessage('a b')).not.toBe(groupingMessage('a c'));
  });
});
