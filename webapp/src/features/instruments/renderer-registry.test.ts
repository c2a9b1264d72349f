import { describe, expect, it } from 'vitest';
import { followUpVisible, defaultRegistry } from './renderer-registry';
import { scaleFollowUp, emojiFollowUp } from './testing/fixtures';

describe('defaultRegistry', () => {
  it('has one component for every question and follow-up type of the instrument model', () => {
    expect(Object.keys(defaultRegistry.questions).sort()).toEqual(['country', 'date', 'options', 'select', 'text']);
    expect(Object.keys(defaultRegistry.followUps).sort()).toEqual(['emoji_select', 'scale', 'text_field', 'text_select']);
    const components = [...Object.values(defaultRegistry.questions), ...Object.values(defaultRegistry.followUps)];
    expect(new Set(components).size).toBe(components.length);
  });
});

describe('followUpVisible', () => {
  it('shows a follow-up for the listed answers, or for any answer without show_when', () => {
    expect(followUpVisible(scaleFollowUp, 'Agree')).toBe(true);
    expect(followUpVisible(scaleFollowUp, 'Neutral')).toBe(false);
    expect(followUpVisible(emojiFollowUp, 'Married')).toBe(true);
    expect(followUpVisible(emojiFollowUp, null)).toBe(false);
  });
});
