/**
 * The issues calls' contract (spec core 3 'Issue row', 'Issue detail', 'Issue update payload',
 * 'Issue create payload', 'Outstanding issue report'; 7 'Issues', 'Dashboard'): zod request and
 * response schemas with the spec's texts.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, optionalId, paging, searchText, text, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { failureCodeEdits, failureCodesShown, markDownFields, markUpFields } from '../reliability/schemas.js';
import { IssueMessages } from './messages.js';
import { INTERNAL_ID_MAX } from '../assets/rules.js';
import { COMMENT_MAX, ISSUE_NOTES_MAX, ISSUE_TITLE_MAX } from './rules.js';

const requiredText = (message: string, max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong }),
  );
const titleTooLong = IssueMessages.titleTooLong(ISSUE_TITLE_MAX);
const notesTooLong = IssueMessages.notesTooLong(ISSUE_NOTES_MAX);
const priorityField = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(4, { error: message }),
  );
const statusField = lazySchema(() =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: IssueMessages.updateStatusRequired })
      .int({ error: IssueMessages.updateStatusRequired })
      .min(12, { error: IssueMessages.updateStatusRequired })
      .max(15, { error: IssueMessages.updateStatusRequired }),
  ),
);
const flag = lazySchema(() =>
  z.preprocess((v) => v === true || v === 1 || v === '1' || v === 'true', z.boolean()),
);
export const issueUuid = lazySchema(() =>
  z
    .string({ error: IssueMessages.issueNotFound })
    .trim()
    .min(1, { error: IssueMessages.issueNotFound })
    .max(64, { error: IssueMessages.issueNotFound }),
);

// ---- the list (POST Issue/FilterIssues and its options) ----

export const issueListBody = lazySchema(() =>
  z.object({
    ...paging,
    user_id: text(64),
    site_id: idList('site_id'),
    /** Absent or empty: every status. The screen sends 12, 13, 14 by default. */
    status: idList('id', 4),
    asset_id: idList('asset_id'),
    search_string: searchText,
    priority: idList('id', 4),
    issue_title: textList(ISSUE_TITLE_MAX),
    company_id: idList('company_id'),
    timezone: text(64),
  }),
);
export type IssueListBody = z.infer<typeof issueListBody>;
export const issueOptionBody = lazySchema(() => issueListBody.extend({ option_search_string: searchText }));
export type IssueOptionBody = z.infer<typeof issueOptionBody>;

export const issueRow = lazySchema(() =>
  z.object({
    issue_uuid: z.string(),
    name: z.string(),
    asset_id: z.number(),
    asset_name: z.string(),
    internal_asset_id: z.string(),
    status: z.number(),
    status_name: z.string(),
    priority: z.number(),
    priority_name: z.string(),
    /** '3 hours', '2 days': since the issue opened. */
    timeelapsed: z.string(),
    created_at: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    inspection_id: z.string().nullable(),
  }),
);
export type IssueRow = z.infer<typeof issueRow>;
export const issueAssetOption = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    name: z.string(),
    internal_asset_id: z.string(),
  }),
);
export const issueTitleOption = lazySchema(() => z.object({ name: z.string() }));
export const issueSiteOption = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
  }),
);

// ---- create, update, details, comments ----

/** Spec 3 'Issue create payload'. */
export const createIssueBody = lazySchema(() =>
  z.object({
    name: requiredText(IssueMessages.titleRequired, ISSUE_TITLE_MAX, titleTooLong),
    /** The web form sends null; other clients' description shares the notes' limit and text. */
    description: text(ISSUE_NOTES_MAX, notesTooLong),
    notes: requiredText(IssueMessages.notesRequired, ISSUE_NOTES_MAX, notesTooLong),
    /** Ignored: a new issue is Open (see rules.ts NEW_ISSUE_STATUS). */
    status: z.unknown().optional(),
    priority: priorityField(IssueMessages.priorityRequired),
    internal_asset_id: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : (v ?? '')),
      z
        .string({ error: Messages.invalidRequest })
        .trim()
        .max(INTERNAL_ID_MAX, { error: IssueMessages.assetNotFound }),
    ),
    /** The asset, when the client knows it (internal ids are unique per company only). */
    asset_id: optionalId,
    attachtoinspection: flag,
    /** Type 1: the inspection the issue comes from. */
    inspection_id: text(64),
    /** Type 1: also approve the inspection with its meter hours (spec 4). */
    isapprove: flag,
    userid: text(64),
    /** Ours (issue 25 item 5): optional codes of the company's active failure-code catalogue. */
    ...failureCodeEdits,
  }),
);
export type CreateIssueBody = z.infer<typeof createIssueBody>;
export const createdIssue = lazySchema(() =>
  z.object({ issue_uuid: z.string(), inspection_approved: z.boolean() }),
);

export const validateAssetParams = lazySchema(() =>
  z.object({
    userUuid: z.string().trim().min(1).max(64),
    assetNumber: z
      .string({ error: IssueMessages.assetNoRequired })
      .trim()
      .min(1, { error: IssueMessages.assetNoRequired })
      .max(INTERNAL_ID_MAX, { error: IssueMessages.assetNotFound }),
  }),
);
export const validatedAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    internal_asset_id: z.string(),
    name: z.string(),
    /** The asset's latest inspection, what 'Attach latest inspection to asset' links. */
    latest_inspection_id: z.string().nullable(),
  }),
);

/** Spec 3 'Issue update payload' (updated_at is Los Angeles time, YYYY-MM-DD HH:mm:ss; kept for the record). */
export const updateIssueBody = lazySchema(() =>
  z.object({
    issue_uuid: issueUuid,
    title: requiredText(IssueMessages.updateTitleRequired, ISSUE_TITLE_MAX, titleTooLong),
    notes: z.preprocess((v) => v ?? '', z.string().trim().max(ISSUE_NOTES_MAX, { error: notesTooLong })),
    priority: priorityField(IssueMessages.updatePriorityRequired),
    status: statusField,
    userid: text(64),
    updated_at: text(40),
    /** Ours (issue 25 item 5): absent keeps the issue's code, '' or null clears it. */
    ...failureCodeEdits,
  }),
);
export const updatedIssue = lazySchema(() =>
  z.object({ issue_uuid: z.string(), status: z.number(), status_name: z.string() }),
);

export const commentBody = lazySchema(() =>
  z.object({
    issue_uuid: issueUuid,
    comment: requiredText(
      IssueMessages.commentRequired,
      COMMENT_MAX,
      IssueMessages.commentTooLong(COMMENT_MAX),
    ),
  }),
);
export const issueComment = lazySchema(() =>
  z.object({
    comment_id: z.string(),
    created_by_name: z.string(),
    created_at: z.string(),
    comment: z.string(),
  }),
);
export type IssueComment = z.infer<typeof issueComment>;

/** Spec 7 'work order detail /{workOrderId}' (the route names the issue so). */
export const issueParams = lazySchema(() => z.object({ workOrderId: issueUuid }));
export const issueDetail = lazySchema(() =>
  z.object({
    issue_uuid: z.string(),
    name: z.string(),
    notes: z.string(),
    description: z.string(),
    priority: z.number(),
    priority_name: z.string(),
    status: z.number(),
    status_name: z.string(),
    internal_asset_id: z.string(),
    asset_id: z.number(),
    asset_name: z.string(),
    site_id: z.number(),
    site_name: z.string(),
    inspection_id: z.string().nullable(),
    /** The checklist item a failed inspection opened it for, if any. */
    attribute_id: z.string().nullable(),
    timezone: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
    created_by_name: z.string(),
    comments: z.array(issueComment),
    ...failureCodesShown,
  }),
);
export type IssueDetail = z.infer<typeof issueDetail>;

// ---- the dashboard's Outstanding Issues panel (spec 2.4, 3) ----

export const outstandingAsset = lazySchema(() =>
  z.object({
    asset_id: z.number(),
    asset_name: z.string(),
    internal_asset_id: z.string(),
    site_name: z.string(),
    outstanding_issues_count: z.number(),
    asset: z.array(
      z.object({ issue_uuid: z.string(), attribute_name: z.string(), time_elapsed: z.string() }),
    ),
  }),
);
export type OutstandingAsset = z.infer<typeof outstandingAsset>;
export const outstandingIssues = lazySchema(() =>
  z.object({
    reports: z.array(
      z.object({ modified_at: z.string().nullable(), asset_details: z.array(outstandingAsset) }),
    ),
  }),
);

// ---- downtime from an issue (issue 25 item 5) ----

/** POST Issue/MarkAssetDown: the issue's asset is down from now, for this reason. */
export const issueMarkDownBody = lazySchema(() => z.object({ issue_uuid: issueUuid, ...markDownFields }));
/** POST Issue/MarkAssetUp: the issue's asset is back in service. */
export const issueMarkUpBody = lazySchema(() => z.object({ issue_uuid: issueUuid, ...markUpFields }));
