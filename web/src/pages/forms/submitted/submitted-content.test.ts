/** What a submitted form's View shows: its Form.io form and answers, read from asset_form_data. */
import { describe, expect, it } from 'vitest';
import type { SubmittedForm } from '@shared/forms/schemas';
import { submittedContent } from './submitted-content';

const row = (assetFormData: string): SubmittedForm => ({
  submission_id: 's1',
  created_at: '2026-11-20T15:04:00.000Z',
  timezone: 'America/Los_Angeles',
  requested_by: 'Olivia Operator',
  asset_form_name: 'Lockout / tagout work procedure',
  asset_form_description: 'Isolate before servicing.',
  asset_form_data: assetFormData,
});

describe('submittedContent', () => {
  it('reads the form and the answers', () => {
    // Prepare
    const form = {
      display: 'form',
      components: [{ type: 'textfield', key: 'tag', label: 'Tag', input: true }],
    };
    // Act
    const content = submittedContent(row(JSON.stringify({ form, data: { tag: 'L-014' } })));
    // Assess
    expect(content).toEqual({ form, data: { tag: 'L-014' } });
  });

  it('shows no form when the text is not a Form.io form, and no answers when there are none', () => {
    expect(submittedContent(row('not json'))).toEqual({ form: null, data: {} });
    expect(submittedContent(row(JSON.stringify({ form: { display: 'form' } })))).toEqual({
      form: null,
      data: {},
    });
    expect(submittedContent(row(JSON.stringify({ data: { a: 1 } })))).toEqual({ form: null, data: { a: 1 } });
  });
});
