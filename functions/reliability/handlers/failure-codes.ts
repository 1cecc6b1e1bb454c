/**
 * The failure-code catalogue (issue 25 item 5): list, add, edit, deactivate. The company is the
 * active site's; the tenant is the verified token's. A catalogue starts with the standard set.
 */
import { ReliabilityApi } from '#shared/reliability/api.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';
import { foldCode, type FailureCodeKind } from '#shared/reliability/rules.js';
import { ok, okList } from '#lib/envelope.js';
import { conflict, notFound } from '#lib/errors.js';
import { isConditionalCheckFailure } from '#lib/retry.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import {
  getFailureCode,
  listFailureCodes,
  putFailureCode,
  putNewFailureCode,
  type FailureCodeRecord,
} from '../store/failure-codes.js';
import { failureCodeRow } from '../views.js';

/** POST FailureCode/FilterFailureCodes. */
export const filterFailureCodes = route(ReliabilityApi.filterFailureCodes, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const { kind, status } = request.body;
  const rows = (await listFailureCodes(request.tenant.company_code, companyId))
    .filter((c) => (!kind || c.kind === kind) && (status === 'all' || c.is_active))
    .map(failureCodeRow);
  return okList(rows, rows.length);
});

/** POST FailureCode/CreateFailureCode. */
export const createFailureCode = route(ReliabilityApi.createFailureCode, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  // The standard set first, so a company's own code never keeps the standard set out.
  await listFailureCodes(tenant, companyId);
  const record: FailureCodeRecord = {
    tenant,
    company_id: companyId,
    kind: request.body.kind,
    code: foldCode(request.body.code),
    description: request.body.description,
    is_active: true,
    updated_at: new Date().toISOString(),
  };
  if (!(await putNewFailureCode(record))) throw conflict(ReliabilityMessages.codeTaken);
  return ok(failureCodeRow(record), ReliabilityMessages.created);
});

async function changeCode(
  tenant: string,
  companyId: number,
  kind: FailureCodeKind,
  code: string,
  change: (was: FailureCodeRecord) => Partial<FailureCodeRecord>,
): Promise<FailureCodeRecord> {
  await listFailureCodes(tenant, companyId);
  const was = await getFailureCode(tenant, companyId, kind, foldCode(code));
  if (!was) throw notFound(ReliabilityMessages.codeNotFound);
  const record = { ...was, ...change(was), updated_at: new Date().toISOString() };
  try {
    await putFailureCode(record);
  } catch (error) {
    if (isConditionalCheckFailure(error)) throw notFound(ReliabilityMessages.codeNotFound);
    throw error;
  }
  return record;
}

/** POST FailureCode/UpdateFailureCode. */
export const updateFailureCode = route(ReliabilityApi.updateFailureCode, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const { kind, code, description, is_active } = request.body;
  const record = await changeCode(request.tenant.company_code, companyId, kind, code, (was) => ({
    description,
    is_active: is_active ?? was.is_active,
  }));
  return ok(failureCodeRow(record), ReliabilityMessages.updated);
});

/** POST FailureCode/DeactivateFailureCode. */
export const deactivateFailureCode = route(ReliabilityApi.deactivateFailureCode, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const { kind, code } = request.body;
  const record = await changeCode(request.tenant.company_code, companyId, kind, code, () => ({
    is_active: false,
  }));
  return ok(failureCodeRow(record), ReliabilityMessages.deactivated);
});
