/**
 * Issue 2 bench: p50/p95 of POST User/Login and GET Company/GetAllCompaniesWithSites through the
 * local API at 16 connections for 10 s, next to the same DynamoDB reads those handlers make,
 * issued bare from this process in the same run, and the ratio of the p95s.
 */
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { CompanyEntity, SiteEntity, tenancyKeys } from '#functions/tenancy/store.js';
import { UserEntity } from '#functions/users/store/index.js';
import { table } from '#lib/db.js';
import { accessToken } from './auth.js';
import { runLoad, type LoadResult } from './load.js';
import type { BenchContext, BenchRow } from './run.js';

const CONCURRENCY = Number(process.env.AC_BENCH_CONCURRENCY ?? 16);
const SECONDS = Number(process.env.AC_BENCH_SECONDS ?? 10);

function row(name: string, handler: LoadResult, bare: LoadResult): BenchRow {
  return {
    name,
    figures: {
      'handler p50 ms': handler.p50,
      'handler p95 ms': handler.p95,
      'handler req/s': handler.rps,
      'handler errors': handler.errors,
      'bare reads p50 ms': bare.p50,
      'bare reads p95 ms': bare.p95,
      'p95 ratio': Math.round((handler.p95 / bare.p95) * 100) / 100,
      target: 'ratio <= 2',
    },
  };
}

export default async function bench(ctx: BenchContext): Promise<BenchRow[]> {
  const token = await accessToken(ctx, 'demo', 'manager@demo.test', 'Demo@1234');
  const headers = { token, domain_name: 'demo', platform: 'web', 'content-type': 'application/json' };
  const expectSuccess = async (response: Response) => {
    const body = (await response.json()) as { success: number };
    if (response.status !== 200 || body.success !== 1) throw new Error(`status ${response.status}`);
  };
  const login = () =>
    fetch(`${ctx.apiUrl}User/Login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        username: 'manager@demo.test',
        password: null,
        notification_token: null,
        os: 'web',
      }),
    }).then(expectSuccess);
  const companies = () =>
    fetch(`${ctx.apiUrl}Company/GetAllCompaniesWithSites`, { headers }).then(expectSuccess);

  // The reads both handlers make: the user by key (consistent), then the tenant's org partition.
  const uuid = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub as string;
  const bareReads = async () => {
    await UserEntity.build(GetItemCommand).key({ tenant: 'demo', uuid }).options({ consistent: true }).send();
    await table
      .build(QueryCommand)
      .entities(CompanyEntity, SiteEntity)
      .query({ partition: tenancyKeys.org('demo') })
      .send();
  };

  // Warm DynamoDB Local's JIT and the API process first, then measure the bare reads before and
  // after the handlers so neither side gets the machine's quieter moment.
  for (const task of [bareReads, login, companies]) await runLoad(task, CONCURRENCY, 3);
  const bareBefore = await runLoad(bareReads, CONCURRENCY, SECONDS / 2);
  const loginResult = await runLoad(login, CONCURRENCY, SECONDS);
  const companiesResult = await runLoad(companies, CONCURRENCY, SECONDS);
  const bareAfter = await runLoad(bareReads, CONCURRENCY, SECONDS / 2);
  const bare: LoadResult = {
    ...bareBefore,
    count: bareBefore.count + bareAfter.count,
    p50: Math.round(((bareBefore.p50 + bareAfter.p50) / 2) * 100) / 100,
    p95: Math.round(((bareBefore.p95 + bareAfter.p95) / 2) * 100) / 100,
  };
  return [
    row(`POST User/Login (${CONCURRENCY} conn, ${SECONDS}s)`, loginResult, bare),
    row(`GET Company/GetAllCompaniesWithSites (${CONCURRENCY} conn, ${SECONDS}s)`, companiesResult, bare),
  ];
}
