import { describe, expect, it } from 'vitest';
import { inviteLink } from './agent-link-card.tsx';

// spec §2: `/?i_code=` links carry the agent code to registration.
describe('inviteLink', () => {
  it('is the site root with the code as i_code', () => {
    expect(inviteLink('https://arena.example', 'AB23CD')).toBe('https://arena.example/?i_code=AB23CD');
  });

  it('escapes what is not safe in a query value', () => {
    expect(inviteLink('http://x', 'a b&c')).toBe('http://x/?i_code=a%20b%26c');
  });
});
