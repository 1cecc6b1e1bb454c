/**
 * The field app's IndexedDB (idb): what must outlive a reload, a closed app or a dead battery.
 * assets: the operator's asset list, per user; checklists: each inspection form's checklist;
 * drafts: inspections being answered; queue: the steps the user submitted, in order; photos:
 * the downscaled photos (Blobs) until they are uploaded.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChecklistAttribute } from '@shared/forms/schemas';
import type { OperatorAsset } from './types';
import type { Draft, QueueItem, StoredPhoto } from './types';

export interface CachedChecklist {
  form_id: string;
  form_name: string;
  attributes: ChecklistAttribute[];
}

interface FieldDb extends DBSchema {
  assets: { key: string; value: { user: string; assets: OperatorAsset[]; at: number } };
  checklists: { key: string; value: CachedChecklist };
  drafts: { key: string; value: Draft };
  queue: { key: number; value: QueueItem; indexes: { chain: string } };
  photos: { key: string; value: StoredPhoto };
}

let db: Promise<IDBPDatabase<FieldDb>> | null = null;

export function fieldDb(): Promise<IDBPDatabase<FieldDb>> {
  db ??= openDB<FieldDb>('assetcare-field', 1, {
    upgrade(database) {
      database.createObjectStore('assets', { keyPath: 'user' });
      database.createObjectStore('checklists', { keyPath: 'form_id' });
      database.createObjectStore('drafts', { keyPath: 'chain' });
      const queue = database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
      queue.createIndex('chain', 'chain');
      database.createObjectStore('photos', { keyPath: 'photo_id' });
    },
  });
  return db;
}
