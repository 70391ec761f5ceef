import { describe, expect, it } from 'vitest';
import { batched } from '@/server/db/batched';

/** A batch runner that doubles each number, records each batch it was given, and fails as told. */
function doubling(failWhen: (items: number[]) => Error | undefined = () => undefined) {
  const batches: number[][] = [];
  const run = async (items: number[]) => {
    batches.push(items);
    const error = failWhen(items);
    if (error) throw error;
    return items.map((item) => item * 2);
  };
  return { batches, run };
}

const SHARED = new Error('the connection was lost');
const failsAll = (error: unknown) => error === SHARED;

describe('batched', () => {
  it('runs the calls of one moment as one batch, in order, each given its own answer', async () => {
    const { batches, run } = doubling();
    const double = batched(run, { most: 10, failsAll });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('runs a call alone when nothing else waits, and a later call in a batch of its own', async () => {
    const { batches, run } = doubling();
    const double = batched(run, { most: 10, failsAll });
    expect(await double(5)).toBe(10);
    expect(await double(6)).toBe(12);
    expect(batches).toEqual([[5], [6]]);
  });

  it('puts at most `most` items in a batch, the rest in the next ones', async () => {
    const { batches, run } = doubling();
    const double = batched(run, { most: 2, failsAll });
    expect(await Promise.all([1, 2, 3, 4, 5].map(double))).toEqual([2, 4, 6, 8, 10]);
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("runs each item of a failed batch alone, so that one item's error is its own", async () => {
    const itsOwn = new Error('three is refused');
    const { batches, run } = doubling((items) => (items.includes(3) ? itsOwn : undefined));
    const double = batched(run, { most: 10, failsAll });
    const answers = await Promise.allSettled([double(1), double(3), double(4)]);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 2 },
      { status: 'rejected', reason: itsOwn },
      { status: 'fulfilled', value: 8 },
    ]);
    expect(batches).toEqual([[1, 3, 4], [1], [3], [4]]);
  });

  it('gives every item the error that `failsAll` says is everyone\'s, and runs none of them again', async () => {
    const { batches, run } = doubling(() => SHARED);
    const double = batched(run, { most: 10, failsAll });
    const answers = await Promise.allSettled([double(1), double(2)]);
    expect(answers).toEqual([{ status: 'rejected', reason: SHARED }, { status: 'rejected', reason: SHARED }]);
    expect(batches).toEqual([[1, 2]]);
  });
});
