import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_LINE_THRESHOLD,
  currentLine,
  lineThreshold,
  normaliseBase,
  recordLineFailure,
  recordLineSuccess,
  setLines,
} from './lines.ts';

beforeEach(() => {
  localStorage.clear();
  recordLineSuccess();
});

// spec §8 "chosen by an error counter against a stored threshold"; §9 "domain rotation by error count".
describe('API lines', () => {
  it('uses the page origin until a line configuration arrives', () => {
    expect(currentLine()).toBe('');
    expect(lineThreshold()).toBe(DEFAULT_LINE_THRESHOLD);
  });

  it('maps the page origin to the same-origin base and drops trailing slashes', () => {
    expect(normaliseBase('http://a.test/', 'http://a.test')).toBe('');
    expect(normaliseBase('http://b.test//', 'http://a.test')).toBe('http://b.test');
  });

  it('switches to the next line after the threshold of consecutive failures, not before', () => {
    setLines([window.location.origin, 'http://line2.test'], 2);
    expect(recordLineFailure()).toEqual({ failures: 1, threshold: 2, switched: false });
    expect(currentLine()).toBe('');
    expect(recordLineFailure()).toEqual({ failures: 2, threshold: 2, switched: true });
    expect(currentLine()).toBe('http://line2.test');
  });

  it('a success in between resets the count', () => {
    setLines(['', 'http://line2.test'], 2);
    recordLineFailure();
    recordLineSuccess();
    recordLineFailure();
    expect(currentLine()).toBe('');
  });

  it('keeps the line in use when a new configuration still lists it, and survives corrupt storage', () => {
    setLines(['', 'http://line2.test'], 1);
    recordLineFailure();
    setLines(['http://line3.test', 'http://line2.test'], 1);
    expect(currentLine()).toBe('http://line2.test');
    localStorage.setItem('arena-lines', '{nope');
    expect(currentLine()).toBe('');
  });
});
