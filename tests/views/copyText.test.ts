import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { appActors } from '@/views/actors';

const copy = (text: string) => toPromise(createActor(appActors.copyText, { input: text }).start());

describe("the app's copyText actor", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('writes its text to the clipboard, and fails when the browser refuses', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText')
      .mockResolvedValueOnce()
      .mockRejectedValueOnce(new DOMException('Write permission denied', 'NotAllowedError'));
    await expect(copy('ADA123')).resolves.toBeUndefined();
    expect(writeText).toHaveBeenCalledWith('ADA123');
    await expect(copy('ADA123')).rejects.toThrow('Write permission denied');
  });

  it('fails where the browser has no clipboard (an insecure page)', async () => {
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(undefined as unknown as Clipboard);
    await expect(copy('ADA123')).rejects.toThrow(TypeError);
  });
});
