import { describe, expect, it } from 'vitest';
import { boundAccount, outsideBound, runBoundTo } from '../../../electron/core/ipc/bound-account';

describe('the bound account of a call', () => {
  it('rides through the async steps of the call, and not into what it runs outside its binding', async () => {
    const seen = await runBoundTo('studio-a', async () => {
      await Promise.resolve();
      const inside = boundAccount();
      const outside = await outsideBound(async () => {
        await Promise.resolve();
        return boundAccount();
      });
      return { inside, outside, after: boundAccount() };
    });
    expect(seen).toEqual({ inside: 'studio-a', outside: undefined, after: 'studio-a' });
    expect(boundAccount()).toBeUndefined();
  });
});
