// One conversation's messages as the chat screens show them (decision 055), for the customer
// and for staff alike: the newest page first, older pages as the list scrolls up, pushed
// messages appended. Messages are kept by their seq (1, 2, 3, ... per conversation), so one
// that arrives twice (a push and a page) is kept once; a pushed seq past the next one, or a
// (re)subscription's snapshot, reads what came after the last seq held: no gap after a
// reconnect, no duplicate.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatMessage, ChatMessagePage, ChatMessagesQuery } from '../../../shared/schemas/chat.ts';

export type { ChatMessage };
export type ChatPageQuery = Partial<Pick<ChatMessagesQuery, 'before' | 'after' | 'limit'>>;

const PAGE = 30;
const BACKFILL_PAGE = 100;

export interface ChatLog {
  messages: ChatMessage[];
  /** The first page arrived (or failed). */
  loaded: boolean;
  failed: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  /** Reads what came after the newest message held (after a reconnect). */
  backfill: () => void;
  /** A pushed message: kept, or a backfill when messages were missed. */
  receive: (message: ChatMessage) => void;
  retry: () => void;
}

function merge(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map(held.map((m) => [m.seq, m]));
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** `fetchPage` reads a page; `key` names the conversation (a new key starts over). */
export function useChatLog(key: string | null, fetchPage: (query: ChatPageQuery) => Promise<ChatMessagePage>): ChatLog {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const held = useRef<ChatMessage[]>([]);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const backfilling = useRef<Promise<void> | null>(null);
  const generation = useRef(0);

  const keep = useCallback((incoming: ChatMessage[]) => {
    held.current = merge(held.current, incoming);
    setMessages(held.current);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger
  useEffect(() => {
    const gen = ++generation.current;
    held.current = [];
    setMessages([]);
    setLoaded(false);
    setFailed(false);
    setHasOlder(false);
    if (key === null) return;
    fetcher
      .current({ limit: PAGE })
      .then((page) => {
        if (gen !== generation.current) return;
        keep(page.items);
        setHasOlder(page.hasMore);
        setLoaded(true);
      })
      .catch(() => {
        if (gen !== generation.current) return;
        setFailed(true);
        setLoaded(true);
      });
  }, [key, attempt, keep]);

  const backfill = useCallback(() => {
    if (key === null) return;
    const gen = generation.current;
    const run = async (): Promise<void> => {
      for (;;) {
        const last = held.current.at(-1)?.seq ?? 0;
        const page = await fetcher.current({ after: last, limit: BACKFILL_PAGE });
        if (gen !== generation.current) return;
        keep(page.items);
        if (!page.hasMore || page.items.length === 0) return;
      }
    };
    // one at a time, each after the one before: two at once would read the same messages
    const next = (backfilling.current ?? Promise.resolve()).then(run).catch(() => undefined);
    backfilling.current = next;
    void next.finally(() => {
      if (backfilling.current === next) backfilling.current = null;
    });
  }, [key, keep]);

  const receive = useCallback(
    (message: ChatMessage) => {
      const last = held.current.at(-1)?.seq ?? 0;
      if (message.seq <= last || message.seq === last + 1) keep([message]);
      else backfill();
    },
    [keep, backfill],
  );

  const loadOlder = useCallback(() => {
    const first = held.current[0];
    if (!first || loadingOlder || !hasOlder) return;
    setLoadingOlder(true);
    const gen = generation.current;
    fetcher
      .current({ before: first.seq, limit: PAGE })
      .then((page) => {
        if (gen !== generation.current) return;
        keep(page.items);
        setHasOlder(page.hasMore);
      })
      .catch(() => undefined)
      .finally(() => setLoadingOlder(false));
  }, [hasOlder, loadingOlder, keep]);

  return { messages, loaded, failed, hasOlder, loadingOlder, loadOlder, backfill, receive, retry: () => setAttempt((n) => n + 1) };
}
