/** An asset's PM meter state (latest reading and recent readings): its reads, puts and the meter reading's one-Query context read. */
import { QueryCommand as DocQueryCommand } from '@aws-sdk/lib-dynamodb';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { getDocumentClient } from '#lib/aws.js';
import { getMany } from '#lib/batch-get.js';
import { config } from '#lib/config.js';
import { type Transaction } from '#lib/transactions.js';
import { PmMeterEntity } from './entities.js';
import { pmKeys } from './keys.js';
import type { MeterState, OpenTriggerData, StoredTrigger } from './stored-shapes.js';

export async function getMeter(tenant: string, assetId: number): Promise<MeterState> {
  const { Item } = await PmMeterEntity.build(GetItemCommand).key({ tenant, asset_id: assetId }).send();
  return (Item?.m as MeterState | undefined) ?? { meter_hours: null, readings: [] };
}

export async function getMeters(tenant: string, assetIds: number[]): Promise<Map<number, MeterState>> {
  const unique = [...new Set(assetIds)];
  const items = unique.length
    ? await getMany(
        PmMeterEntity,
        unique.map((asset_id) => ({ tenant, asset_id })),
      )
    : [];
  return new Map(items.map((it) => [it.asset_id, it.m as MeterState]));
}

export async function putMeter(tenant: string, assetId: number, meter: MeterState): Promise<void> {
  await PmMeterEntity.build(PutItemCommand).item({ tenant, asset_id: assetId, m: meter }).send();
}

/** The meter state's put as a transaction item (a reading recorded in the write that brings it). */
export const meterWrite = (tenant: string, assetId: number, meter: MeterState): Transaction =>
  PmMeterEntity.build(PutTransaction).item({ tenant, asset_id: assetId, m: meter });

/**
 * What a meter reading needs first, by ONE key Query of the asset's PM partition: its open
 * triggers and its meter state. `OPEN#…` < `PLAN` < `PMMETER` in key order, so the range reads the
 * open triggers, the plan item (skipped) and the meter, never the PMs or the completion history.
 */
export async function readMeterContext(
  tenant: string,
  assetId: number,
): Promise<{ meter: MeterState; open: StoredTrigger[] }> {
  const client = getDocumentClient();
  const open: StoredTrigger[] = [];
  let meter: MeterState = { meter_hours: null, readings: [] };
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new DocQueryCommand({
        TableName: config.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': pmKeys.asset(tenant, assetId),
          ':from': 'OPEN#',
          ':to': 'PMMETER',
        },
        ConsistentRead: true,
        ExclusiveStartKey,
      }),
    );
    for (const it of page.Items ?? []) {
      if (it.sk === 'PMMETER') meter = it.m as MeterState;
      else if (typeof it.sk === 'string' && it.sk.startsWith('OPEN#'))
        open.push({ t: it.t as OpenTriggerData, version: it.version as number });
    }
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return { meter, open };
}
