/**
 * Editing the chosen outline of the article writer (step 4): each change returns a new list of
 * sections, so the page can show it and save it as one value. Pure, so the rules (a section can
 * only be removed while another remains, a move past either end does nothing) are tested once.
 */
import type { TOutlineSection } from '../schemas/ai.ts';

/** Limits of the session's schema (ZSelectedOutline, ZOutlineSection). */
export const MAX_OUTLINE_SECTIONS = 30;
export const MAX_SECTION_POINTS = 12;

/** The list with the items at `from` and `to` swapped; unchanged when `to` is outside it. */
function swap<Item>(items: readonly Item[], from: number, to: number): Item[] {
  const result = [...items];
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return result;
  [result[from], result[to]] = [result[to]!, result[from]!];
  return result;
}

function changeSection<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  change: (section: Section) => Section,
): Section[] {
  return sections.map((section, position) => (position === index ? change(section) : section));
}

export function renameSection<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  heading: string,
): Section[] {
  return changeSection(sections, index, (section) => ({ ...section, heading }));
}

/** `section` added after the one at `after` (-1: first; omitted: at the end); nothing past the limit. */
export function addSection<Section extends TOutlineSection>(
  sections: readonly Section[],
  section: Section,
  after?: number,
): Section[] {
  if (sections.length >= MAX_OUTLINE_SECTIONS) return [...sections];
  const at = after === undefined ? sections.length : Math.min(Math.max(after + 1, 0), sections.length);
  return [...sections.slice(0, at), section, ...sections.slice(at)];
}

/** Every outline keeps at least one section: removing the last one does nothing. */
export function removeSection<Section extends TOutlineSection>(sections: readonly Section[], index: number): Section[] {
  if (sections.length <= 1) return [...sections];
  return sections.filter((_, position) => position !== index);
}

/** Moves the section at `index` one place up (-1) or down (+1). */
export function moveSection<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  by: -1 | 1,
): Section[] {
  return swap(sections, index, index + by);
}

export function addPoint<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  point: string,
): Section[] {
  return changeSection(sections, index, (section) =>
    section.points.length >= MAX_SECTION_POINTS ? section : { ...section, points: [...section.points, point] },
  );
}

export function renamePoint<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  pointIndex: number,
  point: string,
): Section[] {
  return changeSection(sections, index, (section) => ({
    ...section,
    points: section.points.map((current, position) => (position === pointIndex ? point : current)),
  }));
}

export function removePoint<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  pointIndex: number,
): Section[] {
  return changeSection(sections, index, (section) => ({
    ...section,
    points: section.points.filter((_, position) => position !== pointIndex),
  }));
}

/** Moves a point one place up (-1) or down (+1) within its section. */
export function movePoint<Section extends TOutlineSection>(
  sections: readonly Section[],
  index: number,
  pointIndex: number,
  by: -1 | 1,
): Section[] {
  return changeSection(sections, index, (section) => ({
    ...section,
    points: swap(section.points, pointIndex, pointIndex + by),
  }));
}

/**
 * The outline as the session can store it: headings and points trimmed, empty points dropped,
 * and an empty heading kept as `fallback` (the schema refuses an empty one). What the user is
 * typing stays in the page; this is what is sent.
 */
export function storableOutline(
  sections: readonly TOutlineSection[],
  fallback: (index: number) => string,
): TOutlineSection[] {
  return sections.map((section, index) => ({
    heading: section.heading.trim() || fallback(index),
    points: section.points.map((point) => point.trim()).filter((point) => point !== ''),
  }));
}

/** Whether two outlines say the same (an option chosen again over unchanged edits needs no question). */
export function sameOutline(a: readonly TOutlineSection[], b: readonly TOutlineSection[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (section, index) =>
        section.heading === b[index]!.heading &&
        section.points.length === b[index]!.points.length &&
        section.points.every((point, pointIndex) => point === b[index]!.points[pointIndex]),
    )
  );
}
