/**
 * The deploy-time registry write (infra/tenant-pool.ts registryWrite): the synthesized custom
 * resource is an UpdateItem that leaves the app's branding alone, and applied to the DynamoDB
 * emulator over an item the super admin rebranded, it keeps the branding and takes the new pool.
 */
import { randomUUID } from 'node:crypto';
import { DynamoDBClient, GetItemCommand, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { App, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { describe, expect, it } from 'vitest';
import { config } from '#lib/config.js';
import type { Tenant } from '#functions/tenancy/store.js';
import { registryWrite, TenantPool } from './tenant-pool.js';

describe('deploy-time tenant registry write', () => {
  it('synthesizes an UpdateItem: pool ids set, name and colour only where missing, never a put', () => {
    const stack = new Stack(new App(), 'RegistryWriteTest', { env: { region: 'us-east-1' } });
    new TenantPool(stack, 'Tenant-acme', {
      tenant: { code: 'acme', name: 'Acme', logoUrl: '/branding/acme.svg', color: '#b0256e' },
      stage: 'test',
      region: 'us-east-1',
      tableName: 'assetcare-test',
      sesSender: 'no-reply@example.com',
      removalPolicy: RemovalPolicy.DESTROY,
      registryWriterRole: new Role(stack, 'Writer', {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      }),
      registryWriterLogs: new LogGroup(stack, 'WriterLogs'),
      preSignUp: LambdaFunction.fromFunctionName(stack, 'PreSignUp', 'assetcare-test-pre-sign-up'),
    });
    const [resource] = Object.values(
      Template.fromStack(stack).findResources('Custom::TenantRegistryItem'),
    ) as { Properties: { Create: unknown; Update: unknown } }[];
    const create = JSON.stringify(resource.Properties.Create);
    const update = JSON.stringify(resource.Properties.Update);
    for (const call of [create, update]) {
      expect(call).toContain('\\"action\\":\\"updateItem\\"');
      expect(call).not.toContain('putItem');
      expect(call).toContain('\\"sk\\":{\\"S\\":\\"TENANT#acme\\"}');
      expect(call).toContain('#name = if_not_exists(#name, :name)');
      expect(call).toContain('#color = if_not_exists(#color, :color)');
      expect(call).toContain('#userpoolid = :userpoolid');
      expect(call).toContain('#userpoolwebclientid = :userpoolwebclientid');
      expect(call).toContain('#issuer = :issuer');
      expect(call).toContain('#logourl = :logourl');
      expect(call).not.toMatch(/logo_?file|branding_?version/);
    }
    expect(create).toContain('#status = :status');
    expect(update).toContain('#status = if_not_exists(#status, :status)');
  });

  it('applied over a rebranded, suspended item: keeps its branding and status, takes the new pool', async () => {
    const dynamo = new DynamoDBClient({ region: config.region });
    // The expression on an item of its own key, so no other test's registry listing sees it.
    const Key = { pk: { S: `TEST#registry-write#${randomUUID()}` }, sk: { S: 'TENANT#acme' } };
    const deployed = (userPool: string): Tenant => ({
      company_code: 'acme',
      name: 'Acme Heavy Equipment',
      logo_url: '/branding/acme.svg',
      color: '#b0256e',
      region: 'us-east-1',
      user_pool_id: userPool,
      user_pool_web_client_id: `${userPool}-client`,
      issuer: `https://cognito-idp.us-east-1.amazonaws.com/${userPool}`,
      status: 1,
    });
    const apply = (tenant: Tenant, on: 'create' | 'update') =>
      dynamo.send(new UpdateItemCommand({ ...registryWrite(config.tableName, tenant, on), Key }));
    const read = async () =>
      (await dynamo.send(new GetItemCommand({ TableName: config.tableName, Key }))).Item;

    await apply(deployed('pool-1'), 'create');
    expect(await read()).toMatchObject({
      _et: { S: 'Tenant' },
      name: { S: 'Acme Heavy Equipment' },
      color: { S: '#b0256e' },
      user_pool_id: { S: 'pool-1' },
      status: { N: '1' },
    });

    // The super admin rebrands (Company/UpdateBranding) and the operator suspends the tenant.
    const item = (await read())!;
    await dynamo.send(
      new PutItemCommand({
        TableName: config.tableName,
        Item: {
          ...item,
          name: { S: 'Acme Green Fleet' },
          color: { S: '#1d6b3a' },
          logo_file: { S: `${randomUUID()}.png` },
          branding_version: { N: '1' },
          identity_pool_id: { S: 'us-east-1:identity' },
          status: { N: '3' },
        },
      }),
    );
    const edited = (await read())!;

    await apply(
      { ...deployed('pool-2'), name: 'Acme (renamed in cdk.json)', logo_url: '/branding/acme-2.svg' },
      'update',
    );
    expect(await read()).toEqual({
      ...edited,
      user_pool_id: { S: 'pool-2' },
      user_pool_web_client_id: { S: 'pool-2-client' },
      issuer: { S: 'https://cognito-idp.us-east-1.amazonaws.com/pool-2' },
      logo_url: { S: '/branding/acme-2.svg' },
    });
  });
});
