/** Creates the table (with the same indexes and TTL the Data stack declares) on DynamoDB Local. */
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_SHAPE } from '../../functions/lib/db.js';

export async function ensureTable(endpoint: string, tableName: string): Promise<'created' | 'exists'> {
  const client = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
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
