import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** What the member accepts when a price moves before the book takes the bet. */
export type OddsPolicy = 'any' | 'higher' | 'none';

/** One selection on the slip, with the price the member saw and the stake typed (fen). */
export interface SlipPick {
  matchId: string;
  marketKey: string;
  selectionKey: string;
  matchLabel: string;
  marketName: string;
  selectionName: string;
  odds: string;
  stake: number;
}

/** Singles place one bet a pick; a parlay places one stake on all of them. */
export type SlipMode = 'singles' | 'parlay';

interface SlipState {
  picks: SlipPick[];
  policy: OddsPolicy;
  mode: SlipMode;
  /** The parlay's one stake (fen). */
  parlayStake: number;
  setMode: (mode: SlipMode) => void;
  setParlayStake: (stake: number) => void;
  /** The book's prices of now, pick by pick (a refused parlay answers them all). */
  setAllOdds: (odds: readonly string[]) => void;
  /** Adds a selection, or removes it when it is already on the slip (one tap toggles). */
  toggle: (pick: Omit<SlipPick, 'stake'>) => void;
  remove: (matchId: string, marketKey: string, selectionKey: string) => void;
  setStake: (index: number, stake: number) => void;
  /** The price shown moved: the slip follows it, so what is placed is what the member sees. */
  setOdds: (index: number, odds: string) => void;
  setPolicy: (policy: OddsPolicy) => void;
  clear: () => void;
}

const same = (a: Pick<SlipPick, 'matchId' | 'marketKey' | 'selectionKey'>, b: typeof a) =>
  a.matchId === b.matchId && a.marketKey === b.marketKey && a.selectionKey === b.selectionKey;

/** The bet slip: kept in session storage, so it survives navigation and a reload of the tab. */
export const useBetSlip = create<SlipState>()(
  persist(
    (set) => ({
      picks: [],
      policy: 'higher',
      mode: 'singles',
      parlayStake: 0,
      setMode: (mode) => set({ mode }),
      setParlayStake: (parlayStake) => set({ parlayStake }),
      setAllOdds: (odds) =>
        set((s) => ({ picks: s.picks.map((p, i) => ({ ...p, odds: odds[i] ?? p.odds })) })),
      toggle: (pick) =>
        set((s) =>
          s.picks.some((p) => same(p, pick))
            ? { picks: s.picks.filter((p) => !same(p, pick)) }
            : { picks: [...s.picks, { ...pick, stake: 0 }].slice(-10) },
        ),
      remove: (matchId, marketKey, selectionKey) =>
        set((s) => ({ picks: s.picks.filter((p) => !same(p, { matchId, marketKey, selectionKey })) })),
      setStake: (index, stake) =>
        set((s) => ({ picks: s.picks.map((p, i) => (i === index ? { ...p, stake } : p)) })),
      setOdds: (index, odds) =>
        set((s) => ({ picks: s.picks.map((p, i) => (i === index ? { ...p, odds } : p)) })),
      setPolicy: (policy) => set({ policy }),
      clear: () => set({ picks: [] }),
    }),
    { name: 'arena-bet-slip', storage: createJSONStorage(() => sessionStorage) },
  ),
);
