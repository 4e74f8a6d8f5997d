import { describe, expect, it } from 'vitest';
import {
  addPoint,
  addSection,
  MAX_OUTLINE_SECTIONS,
  movePoint,
  moveSection,
  removePoint,
  removeSection,
  renamePoint,
  renameSection,
  sameOutline,
  storableOutline,
} from '../../shared/src/domain/outline-edit.ts';
import type { TOutlineSection } from '../../shared/src/schemas/ai.ts';

const OUTLINE: TOutlineSection[] = [
  { heading: 'Why', points: ['Focus', 'Time'] },
  { heading: 'How', points: [] },
  { heading: 'Tools', points: ['Chat'] },
];
const headings = (sections: readonly TOutlineSection[]) => sections.map((section) => section.heading);

describe('outline editing', () => {
  it('renames a section and a point, leaving the input unchanged', () => {
    expect(renameSection(OUTLINE, 1, 'How to start')[1]).toEqual({ heading: 'How to start', points: [] });
    expect(renamePoint(OUTLINE, 0, 1, 'Saved time')[0]?.points).toEqual(['Focus', 'Saved time']);
    expect(OUTLINE[1]?.heading).toBe('How');
  });

  it('adds a section at the end, after any section, or first; never past the limit', () => {
    const added = { heading: 'New', points: [] };
    expect(headings(addSection(OUTLINE, added))).toEqual(['Why', 'How', 'Tools', 'New']);
    expect(headings(addSection(OUTLINE, added, 0))).toEqual(['Why', 'New', 'How', 'Tools']);
    expect(headings(addSection(OUTLINE, added, -1))).toEqual(['New', 'Why', 'How', 'Tools']);
    const full = Array.from({ length: MAX_OUTLINE_SECTIONS }, (_, index) => ({ heading: `S${index}`, points: [] }));
    expect(addSection(full, added)).toHaveLength(MAX_OUTLINE_SECTIONS);
  });

  it('removes a section but never the last one', () => {
    expect(headings(removeSection(OUTLINE, 1))).toEqual(['Why', 'Tools']);
    expect(removeSection([{ heading: 'Only', points: [] }], 0)).toEqual([{ heading: 'Only', points: [] }]);
  });

  it('moves sections and points one place; a move past either end does nothing', () => {
    expect(headings(moveSection(OUTLINE, 0, 1))).toEqual(['How', 'Why', 'Tools']);
    expect(headings(moveSection(OUTLINE, 2, -1))).toEqual(['Why', 'Tools', 'How']);
    expect(headings(moveSection(OUTLINE, 0, -1))).toEqual(['Why', 'How', 'Tools']);
    expect(headings(moveSection(OUTLINE, 2, 1))).toEqual(['Why', 'How', 'Tools']);
    expect(movePoint(OUTLINE, 0, 1, -1)[0]?.points).toEqual(['Time', 'Focus']);
    expect(movePoint(OUTLINE, 0, 1, 1)[0]?.points).toEqual(['Focus', 'Time']);
  });

  it('adds and removes points', () => {
    expect(addPoint(OUTLINE, 1, 'Start small')[1]?.points).toEqual(['Start small']);
    expect(removePoint(OUTLINE, 0, 0)[0]?.points).toEqual(['Time']);
  });

  it('stores trimmed text, drops empty points, and names an empty heading', () => {
    const typed = [
      { heading: '  Why ', points: [' Focus ', '  '] },
      { heading: ' ', points: [] },
    ];
    expect(storableOutline(typed, (index) => `Section ${index + 1}`)).toEqual([
      { heading: 'Why', points: ['Focus'] },
      { heading: 'Section 2', points: [] },
    ]);
  });

  it('tells whether two outlines say the same', () => {
    expect(sameOutline(OUTLINE, structuredClone(OUTLINE))).toBe(true);
    expect(sameOutline(OUTLINE, renamePoint(OUTLINE, 2, 0, 'Video'))).toBe(false);
    expect(sameOutline(OUTLINE, removeSection(OUTLINE, 2))).toBe(false);
  });
});
