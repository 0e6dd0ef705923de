import { create } from 'zustand';

interface DraftState {
  /** The send box's text per room. */
  drafts: Record<string, string>;
  set: (roomNo: string, text: string) => void;
  /** Adds text at the end (an emoji, an @mention), with a space before it when needed. */
  append: (roomNo: string, text: string, maxLength: number) => void;
}

/** The chat draft, shared by the send box, the emoji picker and a line's @ action. */
export const useChatDraft = create<DraftState>((set) => ({
  drafts: {},
  set: (roomNo, text) => set((s) => ({ drafts: { ...s.drafts, [roomNo]: text } })),
  append: (roomNo, text, maxLength) =>
    set((s) => {
      const now = s.drafts[roomNo] ?? '';
      const joined = now === '' || now.endsWith(' ') || !text.startsWith('@') ? now + text : `${now} ${text}`;
      return { drafts: { ...s.drafts, [roomNo]: [...joined].slice(0, maxLength).join('') } };
    }),
}));
