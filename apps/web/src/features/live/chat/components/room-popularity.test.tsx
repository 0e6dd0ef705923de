import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '@/lib/i18n.ts';
import { RoomPopularity } from './room-popularity.tsx';

beforeAll(async () => {
  await initI18n();
});
afterEach(() => cleanup());

// spec §9 (counts in ten-thousand units, as the collect count); spec §6 (the avatar list of 3).
describe('RoomPopularity', () => {
  it('counts viewers as they are below ten thousand and in 万 from there', () => {
    const viewers = [{ userId: '1', username: '小明' }];
    const { rerender } = render(<RoomPopularity count={9999} viewers={viewers} />);
    expect(screen.getByTestId('room-popularity-count').textContent).toBe('人气 9999');
    rerender(<RoomPopularity count={12_345} viewers={viewers} />);
    expect(screen.getByTestId('room-popularity-count').textContent).toBe('人气 1.2万');
    expect(screen.getByRole('listitem', { name: '小明' }).textContent).toBe('小');
  });
});
