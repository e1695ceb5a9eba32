import { describe, expect, it } from 'vitest';
import { railInitials } from '../../../renderer/src/sidebar/railInitials';

describe('railInitials', () => {
  it('tells sessions named alike apart by their words', () => {
    expect(railInitials('Demo author')).toBe('DA');
    expect(railInitials('Demo reviewer')).toBe('DR');
    expect(railInitials('clean-author')).toBe('CA');
    expect(railInitials('api_server tests')).toBe('AS');
  });

  it('shows the first two letters of a one-word name, the first capitalised', () => {
    expect(railInitials('codex')).toBe('Co');
    expect(railInitials('  x ')).toBe('X');
    expect(railInitials('')).toBe('');
    // Never half an emoji.
    expect(railInitials('🚀 launch')).toBe('🚀L');
  });
});
