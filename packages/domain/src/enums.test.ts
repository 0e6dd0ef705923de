import { describe, expect, it } from 'vitest';
import {
  BIND_STEPS,
  ENTITY_STATUS,
  LIVE_TABS,
  LIVE_TAB_URL_FIELD,
  SPORTS,
  entityStatusName,
  liveTabUrl,
} from './enums.ts';

describe('liveTabUrl', () => {
  // spec §3 "tabs ANIMATION, LIVE, ANCHOR (fields animationURL, flvURL, anchorURL)"
  it('plays animationURL, flvURL and anchorURL for the three tabs', () => {
    expect(LIVE_TABS).toEqual(['ANIMATION', 'LIVE', 'ANCHOR']);
    expect(LIVE_TAB_URL_FIELD).toEqual({ ANIMATION: 'animationURL', LIVE: 'flvURL', ANCHOR: 'anchorURL' });
    const source = { animationURL: 'https://a', flvURL: 'https://f', anchorURL: 'https://n' };
    expect(LIVE_TABS.map((tab) => liveTabUrl(tab, source))).toEqual(['https://a', 'https://f', 'https://n']);
  });

  it('returns an empty string when the tab field is missing', () => {
    expect(liveTabUrl('LIVE', { animationURL: 'https://a' })).toBe('');
  });
});

describe('entityStatusName', () => {
  // spec §3 "status 0 inactive, 1 active, 2 disabled"
  it('names 0, 1 and 2 and nothing outside them', () => {
    expect(ENTITY_STATUS).toEqual({ inactive: 0, active: 1, disabled: 2 });
    expect(entityStatusName(-1)).toBeNull();
    expect(entityStatusName(0)).toBe('inactive');
    expect(entityStatusName(1)).toBe('active');
    expect(entityStatusName(2)).toBe('disabled');
    expect(entityStatusName(3)).toBeNull();
  });
});

describe('enumerations', () => {
  // spec §3 "sports football, basketball, esports, anchor; bind steps …"
  it('lists the sports and bind steps in spec order', () => {
    expect(SPORTS).toEqual(['football', 'basketball', 'esports', 'anchor']);
    expect(BIND_STEPS).toEqual(['userRealNameBind', 'userInfoBind', 'selectRealName', 'selectUSDT']);
  });
});
