/** Reads many items of one entity by key: BatchGet in requests of 100 keys, sent in parallel, unprocessed keys asked again. */
import type { Entity, FormattedItem, KeyInputItem } from 'dynamodb-toolbox/entity';
import { BatchGetRequest } from 'dynamodb-toolbox/entity/actions/batchGet';
import { BatchGetCommand, execute } from 'dynamodb-toolbox/table/actions/batchGet';
import { table } from './db.js';

const MAX_KEYS = 100;

/** The items found (missing keys are left out), in no particular order. */
export async function getMany<E extends Entity>(
  entity: E,
  keys: KeyInputItem<E>[],
): Promise<FormattedItem<E>[]> {
  const chunks: KeyInputItem<E>[][] = [];
  for (let at = 0; at < keys.length; at += MAX_KEYS) chunks.push(keys.slice(at, at + MAX_KEYS));
  const answers = await Promise.all(
    chunks.map((chunk) =>
      execute(
        { maxAttempts: 10 },
        table.build(BatchGetCommand).requests(...chunk.map((key) => entity.build(BatchGetRequest).key(key))),
      ),
    ),
  );
  return answers.flatMap(({ Responses }) =>
    ((Responses?.[0] ?? []) as (FormattedItem<E> | undefined)[]).filter(
      (item): item is FormattedItem<E> => item !== undefined,
    ),
  );
}
