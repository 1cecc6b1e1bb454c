/** Creates the table (with the same indexes, TTL and stream the Data stack declares) on DynamoDB Local. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SHAPE } from '#lib/db.js';

/**
 * `stream: false` leaves the stream off (a first start's seed table, which applies its outbox
 * items itself: scripts/dev/seed-main.ts); ensureTable on the twin's own DynamoDB Local turns it on.
 */
export async function ensureTable(
  endpoint: string,
  tableName: string,
  { stream = true }: { stream?: boolean } = {},
): Promise<'created' | 'exists'> {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // A table kept from before the outbox (a .twin folder) gets its stream.
    if (stream && !Table?.StreamSpecification?.StreamEnabled)
      await client.send(
        new UpdateTableCommand({
          TableName: tableName,
          StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' },
        }),
      );
    return 'exists';
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  const attributes = new Set<string>([TABLE_SHAPE.partitionKey, TABLE_SHAPE.sortKey]);
  TABLE_SHAPE.indexes.forEach((index) => {
    attributes.add(index.partitionKey);
    attributes.add(index.sortKey);
  });
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      // The outbox's deferred writes are applied from the stream (functions/outbox/handler.ts). The
      // Data stack's stream carries new images, filtered to outbox items before the consumer; DynamoDB
      // Local cannot filter, so here it carries keys only and the twin's reader reads the outbox items
      // (scripts/dev/streams-main.ts): no copy of every written item for the stream.
      ...(stream ? { StreamSpecification: { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' } } : {}),
      AttributeDefinitions: [...attributes].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_SHAPE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_SHAPE.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_SHAPE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_SHAPE.ttlAttribute, Enabled: true },
    }),
  );
  client.destroy();
  return 'created';
}
