/** The issues texts of the spec (core 2.10, 4, 5, 8), typos kept, and the server's own refusals. */
import { tooLong } from '../messages.js';

export const IssueMessages = {
  // spec 5 'Create issue'
  titleRequired: 'Title is required',
  priorityRequired: 'Please select priority',
  notesRequired: 'Notes is required',
  assetNoRequired: 'Asset no is required',
  // spec 5 'Issue update'
  updateTitleRequired: 'Title is required !',
  updatePriorityRequired: 'Priority is required !',
  updateStatusRequired: 'Status is required !',
  updated: 'Issue updated successfully !',
  // spec 2.10 modal
  createIssueModalTitle: 'Create Issue',
  approveQuestion: 'Would you still like to approve the inspection.',
  attachLatestInspection: 'Attach latest inspection to asset',
  // not in the spec (the shared too-long wording)
  titleTooLong: (max: number) => tooLong('Title', max),
  notesTooLong: (max: number) => tooLong('Notes', max),
  commentTooLong: (max: number) => tooLong('Comment', max),
  // not in the spec
  created: 'Issue created successfully !',
  issueNotFound: 'Issue not found',
  assetNotFound: 'No asset found with this Asset #',
  assetValid: 'Asset found',
  assetInactive: 'This asset is not active',
  closedLocked: 'A closed issue cannot be changed',
  commentRequired: 'Comment is required',
  commentAdded: 'Comment added',
  noInspectionToAttach: 'This asset has no inspection to attach',
  inspectionOfOtherAsset: 'The inspection is of another asset',
} as const;
