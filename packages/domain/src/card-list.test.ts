import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeCardList } from './card-list.ts';

const cards = (...numbers: string[]): { cardNum: string }[] => numbers.map((cardNum) => ({ cardNum }));
const addresses = (...values: string[]): { address: string }[] => values.map((address) => ({ address }));

describe('mergeCardList', () => {
  // spec §9 "card list display merges up to 3 entries"
  it('shows 2 entries with nothing hidden', () => {
    const merged = mergeCardList(cards('6222021234567890123'), addresses('TQn9Y2khEsLJ'));
    expect(merged).toEqual({
      entries: [
        { kind: 'bankCard', value: '6222021234567890123', display: '6222 0212 3456 7890 123' },
        { kind: 'usdtAddress', value: 'TQn9Y2khEsLJ', display: 'TQn9 Y2kh EsLJ' },
      ],
      hiddenCount: 0,
    });
  });

  it('shows exactly 3 entries with nothing hidden', () => {
    const merged = mergeCardList(cards('1111', '2222', '3333'), []);
    expect(merged.entries.map((entry) => entry.value)).toEqual(['1111', '2222', '3333']);
    expect(merged.hiddenCount).toBe(0);
  });

  it('merges at most 3 cards in a list and counts the 4th as hidden', () => {
    const merged = mergeCardList(cards('1111', '2222'), addresses('TAAA', 'TBBB'));
    expect(merged.entries.map((entry) => `${entry.kind}:${entry.value}`)).toEqual([
      'bankCard:1111',
      'bankCard:2222',
      'usdtAddress:TAAA',
    ]);
    expect(merged.hiddenCount).toBe(1);
  });

  it('lists bank cards before USDT addresses', () => {
    const merged = mergeCardList(cards('9999'), addresses('TAAA'));
    expect(merged.entries.map((entry) => entry.kind)).toEqual(['bankCard', 'usdtAddress']);
  });

  it('accepts another maximum, reading a negative one as 0', () => {
    expect(mergeCardList(cards('1', '2'), [], 1)).toMatchObject({ hiddenCount: 1 });
    expect(mergeCardList(cards('1', '2'), [], 0)).toEqual({ entries: [], hiddenCount: 2 });
    expect(mergeCardList(cards('1', '2'), [], -1)).toEqual({ entries: [], hiddenCount: 2 });
    expect(mergeCardList([], [])).toEqual({ entries: [], hiddenCount: 0 });
  });

  it('shows min(3, n) entries and hides the rest (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 8 }), fc.nat({ max: 8 }), (cardCount, addressCount) => {
        const merged = mergeCardList(
          Array.from({ length: cardCount }, (_, index) => ({ cardNum: `62220212${index}` })),
          Array.from({ length: addressCount }, (_, index) => ({ address: `T${index}` })),
        );
        const total = cardCount + addressCount;
        expect(merged.entries).toHaveLength(Math.min(3, total));
        expect(merged.hiddenCount).toBe(Math.max(0, total - 3));
      }),
    );
  });
});
