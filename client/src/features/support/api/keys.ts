// Query keys of customer support, under ['support']: a chat push or a read mark refreshes
// everything of the chat (its state, the unread badge, its images).
const all = ['support'] as const;
const chatAll = [...all, 'chat'] as const;

export const supportKeys = {
  all,
  customers: () => [...all, 'customers'] as const,
  chatAll,
  /** `who`: the user (`user:<id>`) or 'visitor' (api/get-chat-state.ts). */
  chatState: (who: string) => [...chatAll, who, 'state'] as const,
  chatImage: (id: number) => [...chatAll, 'image', id] as const,
};
