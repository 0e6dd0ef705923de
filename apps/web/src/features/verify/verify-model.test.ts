import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VERIFY_TYPES,
  VERIFY_CLOSED_KEY,
  VERIFY_MESSAGES_EN,
  VERIFY_MESSAGES_ZH,
} from '@arena/domain';
import { ErrorCode } from '@arena/protocol';
import { zhCN } from '@/locales/zh-CN.ts';
import { en } from '@/locales/en.ts';
import {
  PuzzleNotPassed,
  describeFailure,
  enabledKinds,
  nextSliderValue,
  pictureDataUrl,
  pictureSize,
  toPicturePoint,
} from './verify-model.ts';

const refusal = (data: unknown) => ({ code: ErrorCode.verificationCode, data });

describe('enabled verification types (spec §4)', () => {
  it('shows every type by default, in the order image, slider, click-word', () => {
    expect(enabledKinds(DEFAULT_VERIFY_TYPES)).toEqual(['image', 'afs', 'anji']);
  });

  it('drops a type either side switches off', () => {
    expect(enabledKinds({ imageCode: 1, afs: 0, anji: 1 }, { image: 0, afs: 1, anji: 1 })).toEqual(['anji']);
  });

  it('falls back to the image code when everything is off', () => {
    expect(enabledKinds({ imageCode: 0, afs: 0, anji: 0 })).toEqual(['image']);
  });
});

describe('failed attempts', () => {
  it('lets the member retry a wrong code and says how many tries are left', () => {
    expect(describeFailure(refusal({ reason: 'wrong', remaining: 3 }), 'image')).toEqual({
      key: 'verify.wrongCode',
      renew: false,
      remaining: 3,
    });
  });

  it('opens a fresh challenge when the old one expired or is locked', () => {
    expect(describeFailure(refusal({ reason: 'expired' }), 'afs')).toMatchObject({ renew: true });
    expect(describeFailure(refusal({ reason: 'locked' }), 'image')).toMatchObject({
      key: 'verify.locked',
      renew: true,
    });
  });

  it('reports a puzzle that did not pass, and anything else as a generic failure', () => {
    expect(describeFailure(new PuzzleNotPassed(), 'anji').key).toBe('verify.wrongPuzzle');
    expect(describeFailure(new Error('offline'), 'image')).toEqual({ key: 'verify.failed', renew: false });
  });

  it('words the close tip as the shared domain catalogue does', () => {
    expect(zhCN.verify.closed).toBe(VERIFY_MESSAGES_ZH[VERIFY_CLOSED_KEY]);
    expect(en.verify.closed).toBe(VERIFY_MESSAGES_EN[VERIFY_CLOSED_KEY]);
    expect(VERIFY_CLOSED_KEY).toBe('verify.closed');
  });
});

describe('picture geometry', () => {
  it('reads the size of a base64 SVG from its root element', () => {
    const svg = btoa('<svg xmlns="http://www.w3.org/2000/svg" width="310" height="155"><rect/></svg>');
    expect(pictureSize(svg)).toEqual({ width: 310, height: 155 });
    expect(pictureDataUrl(svg)).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(pictureSize(btoa('<p>no</p>'))).toBeNull();
    expect(pictureSize('%%%')).toBeNull();
  });

  it('reads the size of a base64 PNG from its IHDR chunk', () => {
    // Signature, IHDR length 13, "IHDR", width 310, height 155 (big-endian), then the rest of the header.
    const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
    const png = btoa(String.fromCharCode(...head, 0, 0, 1, 0x36, 0, 0, 0, 0x9b, 8, 6, 0, 0, 0));
    expect(pictureSize(png)).toEqual({ width: 310, height: 155 });
    expect(pictureDataUrl(png)).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });

  it('moves the slider by key and keeps it on the track', () => {
    expect(nextSliderValue('ArrowRight', false, 10, 260)).toBe(11);
    expect(nextSliderValue('ArrowRight', true, 10, 260)).toBe(20);
    expect(nextSliderValue('ArrowLeft', false, 0, 260)).toBe(0);
    expect(nextSliderValue('End', false, 10, 260)).toBe(260);
    expect(nextSliderValue('PageUp', false, 255, 260)).toBe(260);
    expect(nextSliderValue('a', false, 10, 260)).toBeNull();
  });

  it('scales a click on the rendered picture to picture pixels', () => {
    const rect = { left: 100, top: 50, width: 155, height: 77.5 };
    expect(toPicturePoint({ x: 150, y: 70 }, rect, { width: 310, height: 155 })).toEqual({ x: 100, y: 40 });
  });
});
