/**
 * A list bench's check beside its load figures: after each case the same first page is called once
 * more through the handler in this process (the Lambda's code), with its DynamoDB operations
 * counted by type; a case that sent a Scan is remembered, and the bench fails once its rows are made.
 */
import { call } from '#functions/test-support/index.js';
import { countDynamoOperations, formatOperations, type ApiCaller } from './api.js';

export function inProcessPages(token: string) {
  const operations = countDynamoOperations();
  const scans: string[] = [];
  return {
    /**
     * POSTs page 1 (20 rows) of `route` with `body` in this process; answers the DynamoDB operations
     * it sent, formatted for the row. `name` names the case in an error, `label` in the Scan list.
     */
    async operationsOf(
      route: string,
      caller: ApiCaller,
      body: Record<string, unknown>,
      name: string,
      label: string,
    ): Promise<string> {
      operations.reset();
      const inProcess = await call('POST', route, {
        token,
        domain: 'demo',
        roleId: caller.roleId,
        siteId: caller.siteId,
        body: { pagesize: 20, pageindex: 1, ...body },
      });
      if (inProcess.statusCode !== 200 || (inProcess.body as { success?: number }).success !== 1)
        throw new Error(
          `${name}: in-process call answered ${inProcess.statusCode} ${inProcess.raw.slice(0, 200)}`,
        );
      if (operations.counts.get('ScanCommand')) scans.push(label);
      return formatOperations(operations.counts);
    },
    /** Stops counting (call it in a finally). */
    stop: () => operations.stop(),
    /** Fails when any case sent a Scan. */
    assertNoScan() {
      if (scans.length) throw new Error(`a Scan was sent for: ${scans.join(', ')}`);
    },
  };
}
