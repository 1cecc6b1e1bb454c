/**
 * Business metrics: one EMF line per count on stdout, the tenant a dimension only for the rare
 * metrics (lib/metrics.ts says why); nothing at all where POWERTOOLS_METRICS_DISABLED is set (the
 * twin and the tests).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countBusinessEvent } from './metrics.js';

interface EmfLine {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [key: string]: unknown;
}

/** What the counts print, parsed (Powertools writes the JSON lines to stdout). */
async function printed(count: () => Promise<void>): Promise<EmfLine[]> {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await count();
  } finally {
    spy.mockRestore();
  }
  return lines
    .flatMap((chunk) => chunk.split('\n'))
    .filter((line) => line.startsWith('{"_aws"'))
    .map((line) => JSON.parse(line) as EmfLine);
}

describe('business metrics', () => {
  const disabled = process.env.POWERTOOLS_METRICS_DISABLED;
  afterEach(() => {
    process.env.POWERTOOLS_METRICS_DISABLED = disabled;
  });

  it('print nothing where metrics are disabled (the twin, the tests)', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'true';
    expect(await printed(() => countBusinessEvent('InspectionsSubmitted', 'demo'))).toEqual([]);
  });

  it('count an everyday event by stage only, the tenant as metadata', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const lines = await printed(() => countBusinessEvent('InspectionsSubmitted', 'demo'));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line._aws.CloudWatchMetrics[0].Namespace).toBe('AssetCare');
    expect(line._aws.CloudWatchMetrics[0].Dimensions).toEqual([['service']]);
    expect(line.InspectionsSubmitted).toBe(1);
    expect(line.service).toBe('assetcare');
    expect(line.tenant).toBe('demo');
  });

  it('count a rare event by stage and again per tenant', async () => {
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const lines = await printed(() => countBusinessEvent('ImportsCompleted', 'acme', 2));
    expect(lines.map((line) => line._aws.CloudWatchMetrics[0].Dimensions)).toEqual([
      [['service']],
      [['service', 'tenant']],
    ]);
    expect(lines.map((line) => [line.ImportsCompleted, line.tenant])).toEqual([
      [2, 'acme'],
      [2, 'acme'],
    ]);
  });
});
