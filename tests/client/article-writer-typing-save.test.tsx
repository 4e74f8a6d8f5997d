import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TYPING_SAVE_DELAY_MS, useTypingSave } from '../../client/src/features/article-writer/use-typing-save.ts';

function beforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useTypingSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends what was typed after a pause, several fields in one change', () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTypingSave(save));
    act(() => {
      result.current.saveSoon({ titleForm: { headingsCount: 6 } as never });
      result.current.saveSoon({ chosenTitle: { title: 'Remote work', description: '' } });
    });
    expect(save).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(TYPING_SAVE_DELAY_MS));
    expect(save).toHaveBeenCalledExactlyOnceWith({
      titleForm: { headingsCount: 6 },
      chosenTitle: { title: 'Remote work', description: '' },
    });
  });

  it('a reload right after typing sends it at once and asks the browser to wait', () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTypingSave(save));
    act(() => result.current.saveSoon({ chosenTitle: { title: 'Remote work', description: '' } }));
    const event = beforeUnload();
    expect(save).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('lets the page go when nothing waits', async () => {
    const save = vi.fn(async () => undefined);
    const { result } = renderHook(() => useTypingSave(save));
    act(() => result.current.saveSoon({ chosenTitle: { title: 'Remote work', description: '' } }, { now: true }));
    await act(async () => {
      await result.current.flush();
    });
    expect(beforeUnload().defaultPrevented).toBe(false);
    expect(save).toHaveBeenCalledOnce();
  });

  it('leaving the page in the app saves what waits', () => {
    const save = vi.fn(async () => undefined);
    const { result, unmount } = renderHook(() => useTypingSave(save));
    act(() => result.current.saveSoon({ chosenTitle: { title: 'Remote work', description: '' } }));
    unmount();
    expect(save).toHaveBeenCalledOnce();
  });
});
