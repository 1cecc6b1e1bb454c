/** The field app's records: the operator API's answers it keeps, the drafts and the queue's steps. */
import type { ChecklistAttribute } from '@shared/forms/schemas';
import type { OperatorAsset } from '@shared/inspections/schemas';
import type { WorkOrderDetail } from '@shared/workorders/schemas';

/** One asset of GET Inspection/GetAssetsForUser. */
export type { OperatorAsset };

/** A photo taken on the phone, downscaled, kept until uploaded. */
export interface StoredPhoto {
  photo_id: string;
  blob: Blob;
  type: string;
  size: number;
}

/** A photo of an inspection: which item it shows (null: the inspection as a whole). */
export interface DraftPhoto {
  photo_id: string;
  /** The checklist item it documents, or null. */
  item: string | null;
  /** Made on the device when the photo was taken; reused on every retry of its upload URL. */
  client_request_id: string;
  device_time: string;
  /** Set once its upload URL was given and the bytes were PUT. */
  image_name?: string;
}

/** An inspection being answered on the phone (its checkout is already queued). */
export interface Draft {
  chain: string;
  user: string;
  asset: OperatorAsset;
  checklist: { form_id: string; form_name: string; attributes: ChecklistAttribute[] };
  answers: Record<string, string>;
  /** A failed item's note. */
  itemNotes: Record<string, string>;
  photos: DraftPhoto[];
  meter_hours: string;
  shift: number | null;
  notes: string;
  important: boolean;
  started_at: string;
}

/** My work as last read: the work orders assigned to the user (GetAllWorkOrders) and each one's details. */
export interface CachedWork {
  user: string;
  workOrders: WorkOrderDetail[];
  /** When read from the server (epoch ms). */
  at: number;
}

/** The inspection steps (checkout, submit, checkin) and My work's (a task's status and note, Time Spent, complete, a photo or file). */
export type StepKind =
  'checkout' | 'submit' | 'checkin' | 'task_status' | 'time_spent' | 'wo_complete' | 'wo_attachment';

/** What a My work step sends (its chain is `wo:{wo_id}`: one work order's steps go in order). */
export interface WorkStep {
  wo_id: number;
  wo_number: string;
  /** The role the step is sent under (maintenance staff, or a manager trying the app). */
  role_id: number;
  task_id?: number;
  task_title?: string;
  /** task_status: the status (12 to 15) and the notes (absent: kept). */
  status?: number;
  notes?: string;
  /** time_spent. */
  hours?: number;
  minutes?: number;
  /** wo_attachment: the photo or file kept in the photos store until it is added. */
  file?: WorkFile;
}

/** A photo (downscaled) or file for a work order, as queued. */
export interface WorkFile {
  photo_id: string;
  /** The name shown (user_uploaded_name). */
  name: string;
  type: string;
  size: number;
  /** The stored name the upload URL gave, once the bytes were PUT (reused on every retry). */
  filename?: string;
}
export type StepStatus = 'waiting' | 'sending' | 'sent' | 'refused';

export interface SubmitPayload {
  meter_hours: number;
  shift: number;
  attributes: { id: string; value: string }[];
  operator_notes: string;
  is_comment_important: boolean;
  photos: DraftPhoto[];
  /** The failed items' names, shown on the Sending screen. */
  failed: string[];
}

/** One step the user submitted, as it waits in the queue and syncs. */
export interface QueueItem {
  id?: number;
  /** The local id of one inspection: its checkout, submit and check-in share it. */
  chain: string;
  user: string;
  kind: StepKind;
  asset_id: number;
  asset_name: string;
  internal_asset_id: string;
  /** Made on the device when the user acted; sent with every retry (the server's idempotency key). */
  client_request_id: string;
  /** When the step happened on the device (ISO 8601 with the device's offset). */
  device_time: string;
  /** The server's inspection id, known once the chain's checkout synced (or given, for a check-in). */
  inspection_id?: string;
  submit?: SubmitPayload;
  /** A My work step's call. */
  work?: WorkStep;
  status: StepStatus;
  /** Why it was refused (the server's message), or what the last attempt met. */
  message?: string;
  attempts: number;
  next_attempt_at: number;
  created_at: number;
  sent_at?: number;
}
