import { describe, expect, it } from 'vitest';
import { onceFor } from './once-for.ts';

describe('onceFor', () => {
  it('works a value out once per key object and hands back the same one after', () => {
    let runs = 0;
    const lengthOf = onceFor((list: number[]) => {
      runs += 1;
      return { length: list.length };
    });
    const a = [1, 2, 3];
    const b = [4];
    expect(lengthOf(a)).toEqual({ length: 3 });
    expect(lengthOf(a)).toBe(lengthOf(a));
    expect(lengthOf(b)).toEqual({ length: 1 });
    expect(runs).toBe(2);
  });

  it('keeps a value that is undefined instead of working it out again', () => {
    let runs = 0;
    const nothing = onceFor((_key: object) => {
      runs += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(runs).toBe(1);
  });

  it('keeps nothing when the computation throws', () => {
    let runs = 0;
    const failing = onceFor((_key: object) => {
      runs += 1;
      throw new Error('no value');
    });
    const key = {};
    expect(() => failing(key)).toThrow('no value');
    expect(() => failing(key)).toThrow('no value');
    expect(runs).toBe(2);
  });
});
