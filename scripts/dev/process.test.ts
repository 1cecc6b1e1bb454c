/**
 * The twin's children: stopStarted (what Ctrl-C during a start calls) stops every child still
 * running with what it started (its process group).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startChild, stopStarted } from './process.js';

const logDir = mkdtempSync(path.join(os.tmpdir(), 'assetcare-process-'));
afterAll(() => rmSync(logDir, { recursive: true, force: true }));

/** True while a process with this id exists. */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('stopStarted', () => {
  it('stops every running child and the processes it started', async () => {
    // Each child starts a grandchild (the way npx starts java or node) and prints its id.
    const grandchildren: number[] = [];
    const children = ['one', 'two'].map((name) =>
      startChild({
        name,
        command: 'sh',
        args: ['-c', 'sleep 60 & echo "grandchild $!"; wait'],
        logDir,
        onOutput: (text) => {
          const pid = /grandchild (\d+)/.exec(text)?.[1];
          if (pid) grandchildren.push(Number(pid));
        },
      }),
    );
    await expect.poll(() => grandchildren.length, { timeout: 10_000 }).toBe(2);
    expect(grandchildren.every(alive)).toBe(true);

    await stopStarted();
    for (const child of children) expect(child.process.exitCode ?? child.process.signalCode).not.toBeNull();
    await expect.poll(() => grandchildren.filter(alive), { timeout: 5_000 }).toEqual([]);
  });
});
