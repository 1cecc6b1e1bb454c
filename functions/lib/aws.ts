/**
 * AWS clients, created once per process. Endpoints come from the SDK's standard
 * AWS_ENDPOINT_URL_<SERVICE> variables, which the twin points at the emulators.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config.js';
import { streamWakePort, wakeStreamReaderOnCommit } from './stream-wake.js';

let documentClient: DynamoDBDocumentClient | undefined;
export function getDocumentClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const client = new DynamoDBClient({ region: config.region });
    // Its logger middleware filters every input and output into a log line even when no logger is
    // set (the default one drops it): a few per cent of a list call's CPU, for nothing.
    client.middlewareStack.remove('loggerMiddleware');
    const wakePort = streamWakePort(process.env.AWS_ENDPOINT_URL_DYNAMODB);
    if (wakePort) wakeStreamReaderOnCommit(client, wakePort);
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

let cognito: CognitoIdentityProviderClient | undefined;
export function getCognito(): CognitoIdentityProviderClient {
  cognito ??= new CognitoIdentityProviderClient({ region: config.region });
  return cognito;
}

/** S3 (lib/s3.ts), loaded on first use: request code imports it only through this. */
export const loadS3 = () => import('./s3.js');
