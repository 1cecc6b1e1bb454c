/**
 * The twin's stream reader (scripts/dev/streams-main.ts) sleeps until a write may have put an
 * outbox item: a committed transaction (where outbox items are written, lib/outbox.ts) sends it
 * one datagram, to 127.0.0.1 over UDP on the DynamoDB endpoint's port number, where the reader
 * listens. Only where DynamoDB is on loopback (the twin, tests, benches); in the cloud the
 * stream itself invokes the consumer and nothing is sent.
 */
import { createSocket, type Socket } from 'node:dgram';
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

const WAKE = Buffer.from([1]);

/** The UDP port the twin's stream reader listens on for this endpoint, or null off the twin. */
export function streamWakePort(endpoint: string | undefined): number | null {
  if (!endpoint) return null;
  const url = new URL(endpoint);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') return null;
  return Number(url.port) || null;
}

/** Commits this close together send one wake (a bulk writer commits hundreds a second). */
const COALESCE_MS = 2;

export function wakeStreamReaderOnCommit(client: DynamoDBClient, port: number) {
  let socket: Socket | undefined;
  let pending = false;
  const send = () => {
    pending = false;
    if (!socket) {
      socket = createSocket('udp4');
      // Nobody listening (no reader started) is not an error of the write.
      socket.on('error', () => undefined);
      socket.unref();
    }
    socket.send(WAKE, port, '127.0.0.1');
  };
  const wake = () => {
    if (pending) return;
    pending = true;
    setTimeout(send, COALESCE_MS).unref();
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName === 'TransactWriteItemsCommand') wake();
      return result;
    },
    { step: 'initialize', name: 'twinStreamWake' },
  );
}
