import { beforeAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { initI18n } from '@/lib/i18n.ts';
import type { LiveItem } from '../api/get-live-list.ts';
import { RoomStage } from './room-stage.tsx';

beforeAll(async () => {
  await initI18n('zh-CN');
});

const item = { matchId: 'm1001', animationUrl: '/live/animation/m1001.html' } as LiveItem;

describe('the 动画 stage', () => {
  it('sandboxes the tracker page: scripts run, but never with the app’s origin', () => {
    const { getByTestId } = render(<RoomStage item={item} tab="ANIMATION" />);
    const frame = getByTestId('live-animation');
    const sandbox = (frame.getAttribute('sandbox') ?? '').split(/\s+/);
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });
});
