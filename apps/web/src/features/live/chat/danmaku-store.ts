import { create } from 'zustand';

const KEY = 'arena.danmaku';
/** Below this width the picture is small: danmaku start off (the viewer can turn them on). */
const SMALL_SCREEN_PX = 600;

function initial(): boolean {
  if (typeof window === 'undefined') return false;
  const stored = window.localStorage.getItem(KEY);
  if (stored === 'on' || stored === 'off') return stored === 'on';
  return window.matchMedia(`(min-width: ${SMALL_SCREEN_PX}px)`).matches;
}

interface DanmakuState {
  on: boolean;
  setOn: (on: boolean) => void;
}

/** Whether chat lines fly over the video (弹幕); the viewer's choice is kept on the device. */
export const useDanmaku = create<DanmakuState>((set) => ({
  on: initial(),
  setOn: (on) => {
    window.localStorage.setItem(KEY, on ? 'on' : 'off');
    set({ on });
  },
}));
