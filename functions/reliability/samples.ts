/**
 * Sample calls of the failure-code routes for the route-wide tests (test-support/samples.ts), as
 * the demo manager at Reno Yard (site 2, company 1, shows maintenance), with malformed bodies and
 * the refusal each gets.
 */
import { randomUUID } from 'node:crypto';
import { asManager, type BadInputSample, type DomainSamples } from '#functions/test-support/samples.js';
import { Messages } from '#shared/messages.js';
import { ReliabilityMessages } from '#shared/reliability/messages.js';

const fresh = () => `C-${randomUUID().slice(0, 8)}`;
const refused = (body: Record<string, unknown>, message: string, status = 400): BadInputSample => ({
  role: 'manager',
  request: { body },
  status,
  message,
});

export const reliabilitySamples: DomainSamples = {
  contract: {
    'POST FailureCode/FilterFailureCodes': [
      (f) => asManager(f, { body: {} }),
      (f) => asManager(f, { body: { kind: 'cause', status: 'all' } }),
    ],
    'POST FailureCode/CreateFailureCode': [
      (f) => asManager(f, { body: { kind: 'problem', code: fresh(), description: 'Contract problem' } }),
    ],
    'POST FailureCode/UpdateFailureCode': [
      (f) => asManager(f, { body: { kind: 'remedy', code: 'clean', description: 'Clean' } }),
    ],
    'POST FailureCode/DeactivateFailureCode': [
      (f) => asManager(f, { body: { kind: 'cause', code: 'DEFECT' } }),
    ],
  },
  isolation: {
    'FailureCode/FilterFailureCodes': { body: {} },
    'FailureCode/CreateFailureCode': { body: { kind: 'problem', code: 'ISO-1', description: 'd' } },
    'FailureCode/UpdateFailureCode': { body: { kind: 'problem', code: 'HYD-LEAK', description: 'd' } },
    'FailureCode/DeactivateFailureCode': { body: { kind: 'problem', code: 'HYD-LEAK' } },
  },
  badInput: {
    'POST FailureCode/CreateFailureCode': [
      refused({ kind: 'symptom', code: 'X', description: 'd' }, ReliabilityMessages.kindInvalid),
      refused({ kind: 'problem', code: ' ', description: 'd' }, ReliabilityMessages.codeRequired),
      refused({ kind: 'problem', code: 'x'.repeat(21), description: 'd' }, ReliabilityMessages.codeTooLong),
      refused({ kind: 'problem', code: 'X', description: '' }, ReliabilityMessages.descriptionRequired),
      refused(
        { kind: 'problem', code: 'X', description: 'd'.repeat(101) },
        ReliabilityMessages.descriptionTooLong,
      ),
      refused(
        { kind: 'problem', code: 'HYD-LEAK', description: 'Again' },
        ReliabilityMessages.codeTaken,
        409,
      ),
    ],
    'POST FailureCode/UpdateFailureCode': [
      refused({ kind: 'problem', code: 'NO-SUCH', description: 'd' }, ReliabilityMessages.codeNotFound, 404),
      refused(
        { kind: 'problem', code: 'HYD-LEAK', description: 'd', is_active: 'yes' },
        Messages.invalidRequest,
      ),
    ],
    'POST FailureCode/DeactivateFailureCode': [
      refused({ kind: 'problem' }, ReliabilityMessages.codeRequired),
    ],
    'POST FailureCode/FilterFailureCodes': [refused({ status: 'deleted' }, Messages.invalidRequest)],
  },
};
