/**
 * The field app's IndexedDB (idb): what must outlive a reload, a closed app or a dead battery.
 * assets: the operator's asset list, per user; checklists: each inspection form's checklist;
 * drafts: inspections being answered; queue: the steps the user submitted, in order; photos:
 * the downscaled photos (Blobs) until they are uploaded; work: maintenance staff's work orders
 * (My work), per user, with each one's details (version 2).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { ChecklistAttribute } from '@shared/forms/schemas';
import type { CachedWork, Draft, OperatorAsset, QueueItem, StoredPhoto } from './types';

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
  work: { key: string; value: CachedWork };
}

let db: Promise<IDBPDatabase<FieldDb>> | null = null;

export function fieldDb(): Promise<IDBPDatabase<FieldDb>> {
  db ??= openDB<FieldDb>('assetcare-field', 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('assets', { keyPath: 'user' });
        database.createObjectStore('checklists', { keyPath: 'form_id' });
        database.createObjectStore('drafts', { keyPath: 'chain' });
        const queue = database.createObjectStore('queue', { keyPath: 'id', autoIncrement: true });
        queue.createIndex('chain', 'chain');
        database.createObjectStore('photos', { keyPath: 'photo_id' });
      }
      if (oldVersion < 2) database.createObjectStore('work', { keyPath: 'user' });
    },
  });
  return db;
}
