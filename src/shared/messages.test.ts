import { describe, expect, it } from 'vitest';
import { STORE_LAUNCH_ERROR } from './constants.ts';
import { MESSAGES } from './messages.ts';

describe('messages', () => {
  it('keeps the standalone store-launch text equal to the catalogue', () => {
    expect(STORE_LAUNCH_ERROR).toBe(MESSAGES.storeLaunchError);
  });
});
