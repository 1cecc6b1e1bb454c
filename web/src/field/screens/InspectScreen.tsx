/**
 * One inspection on the phone: check out (queued at once), answer the checklist (every attribute
 * type of shared/forms/rules.ts: Ok / Not ok, Left / Center / Right, fuel and tank levels), a
 * failed item asks for a photo and a note, meter hours never below the last reading (the assets'
 * rule), shift, notes with the important flag, photos from the camera (downscaled here), review,
 * submit (queued with its photos). The draft is kept in IndexedDB at every change.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { meterHoursError } from '@shared/assets/rules';
import { ValuesType } from '@shared/forms/rules';
import { OPERATOR_NOTES_MAX, SHIFTS } from '@shared/inspections/rules';
import { checklistOf } from '../assets';
import { fieldDb } from '../db';
import { formatNumber, serverText } from '../i18n';
import { downscale } from '../photos/downscale';
import { deleteDraft, deviceTime, enqueue, loadDraft, newId, saveDraft } from '../queue';
import type { FieldSession } from '../session';
import { syncNow } from '../sync';
import type { Draft, DraftPhoto, OperatorAsset } from '../types';
import { Banner, Button, Field } from '../ui';

const NOT_OK = 'Not ok';

/** The value's text in the user's language (the stored value stays the checklist's own). */
function useChoiceText() {
  const { t } = useTranslation();
  return (value: string) => t(`choice.${value}`, { defaultValue: value });
}

export function InspectScreen({
  session,
  asset,
  chain,
  onDone,
}: {
  session: FieldSession;
  asset: OperatorAsset;
  chain?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft | null | undefined>(chain ? undefined : null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (chain) void loadDraft(chain).then((found) => setDraft(found ?? null));
  }, [chain]);

  const start = async () => {
    setBusy(true);
    setProblem(null);
    const checklist = await checklistOf(asset);
    if (!checklist) {
      setBusy(false);
      return setProblem(navigator.onLine ? t('inspect.noChecklist') : t('inspect.noChecklistOffline'));
    }
    const id = newId();
    await enqueue({
      chain: id,
      user: session.loginData.uuid,
      kind: 'checkout',
      asset_id: asset.asset_id,
      asset_name: asset.name,
      internal_asset_id: asset.internal_asset_id,
    });
    const fresh: Draft = {
      chain: id,
      user: session.loginData.uuid,
      asset,
      checklist,
      answers: {},
      itemNotes: {},
      photos: [],
      meter_hours: '',
      shift: null,
      notes: '',
      important: false,
      started_at: deviceTime(),
    };
    await saveDraft(fresh);
    history.replaceState({ fieldScreen: { name: 'inspect', asset, chain: id } }, '');
    setDraft(fresh);
    setBusy(false);
    void syncNow();
  };

  if (draft === undefined) return <p>{t('common.loading')}</p>;
  if (draft === null)
    return (
      <section className="stack">
        <h1>{asset.name}</h1>
        <p>
          {t('assets.number')} {asset.internal_asset_id}
        </p>
        {asset.meter_hours !== null && (
          <p>{t('inspect.lastReading', { hours: formatNumber(asset.meter_hours) })}</p>
        )}
        {asset.availability === 'in use' && (
          <Banner kind="warning">{serverText('This asset is checked out by another operator')}</Banner>
        )}
        {problem && <Banner kind="error">{problem}</Banner>}
        <Button onClick={() => void start()} disabled={busy}>
          {t('inspect.checkOut')}
        </Button>
        <Button kind="secondary" onClick={onDone}>
          {t('common.back')}
        </Button>
      </section>
    );
  return <Checklist draft={draft} onChange={setDraft} onDone={onDone} />;
}

interface Problems {
  [key: string]: string;
}

function Checklist({
  draft,
  onChange,
  onDone,
}: {
  draft: Draft;
  onChange: (draft: Draft) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const choiceText = useChoiceText();
  const [reviewing, setReviewing] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [busy, setBusy] = useState(false);
  const [photoUrls, setPhotoUrls] = useState<Record<string, string>>({});
  const top = useRef<HTMLDivElement>(null);
  const { attributes } = draft.checklist;
  const last = draft.asset.meter_hours;

  // Thumbnails of the kept photos (object URLs of their Blobs).
  useEffect(() => {
    let live = true;
    const made: string[] = [];
    void (async () => {
      const db = await fieldDb();
      const urls: Record<string, string> = {};
      for (const photo of draft.photos) {
        const stored = await db.get('photos', photo.photo_id);
        if (stored) {
          urls[photo.photo_id] = URL.createObjectURL(stored.blob);
          made.push(urls[photo.photo_id]);
        }
      }
      if (live) setPhotoUrls(urls);
    })();
    return () => {
      live = false;
      made.forEach((url) => URL.revokeObjectURL(url));
    };
  }, [draft.photos]);

  // The latest draft: a photo being prepared must not undo answers given meanwhile.
  const latest = useRef(draft);
  latest.current = draft;
  const update = (patch: Partial<Draft>) => {
    const next = { ...latest.current, ...patch };
    latest.current = next;
    onChange(next);
    void saveDraft(next);
  };

  const addPhotos = async (files: File[], item: string | null) => {
    if (!files.length) return;
    setBusy(true);
    const db = await fieldDb();
    const added: DraftPhoto[] = [];
    for (const file of files) {
      const blob = await downscale(file).catch(() => null);
      if (!blob) continue;
      const photo_id = newId();
      await db.put('photos', { photo_id, blob, type: 'image/jpeg', size: blob.size });
      added.push({ photo_id, item, client_request_id: newId(), device_time: deviceTime() });
    }
    update({ photos: [...latest.current.photos, ...added] });
    setBusy(false);
  };

  const removePhoto = async (photo: DraftPhoto) => {
    await (await fieldDb()).delete('photos', photo.photo_id);
    update({ photos: latest.current.photos.filter((p) => p.photo_id !== photo.photo_id) });
  };

  const failed = attributes.filter((a) => draft.answers[a.id] === NOT_OK);

  const check = (): Problems => {
    const found: Problems = {};
    for (const a of attributes) if (!draft.answers[a.id]) found[a.id] = t('inspect.answerRequired');
    for (const a of failed) {
      if (!draft.itemNotes[a.id]?.trim()) found[`note-${a.id}`] = t('inspect.failedNoteRequired');
      if (!draft.photos.some((p) => p.item === a.id))
        found[`photo-${a.id}`] = t('inspect.failedPhotoRequired');
    }
    const meter = meterHoursError(draft.meter_hours, last);
    if (meter) found.meter = serverText(meter);
    if (draft.shift === null) found.shift = serverText('Shift is required');
    if (operatorNotes(draft).length > OPERATOR_NOTES_MAX)
      found.notes = t('inspect.notesTooLong', { max: OPERATOR_NOTES_MAX });
    return found;
  };

  const review = () => {
    const found = check();
    setProblems(found);
    if (Object.keys(found).length === 0) setReviewing(true);
    top.current?.scrollIntoView();
  };

  const submit = async () => {
    setBusy(true);
    await enqueue({
      chain: draft.chain,
      user: draft.user,
      kind: 'submit',
      asset_id: draft.asset.asset_id,
      asset_name: draft.asset.name,
      internal_asset_id: draft.asset.internal_asset_id,
      submit: {
        meter_hours: Number(draft.meter_hours),
        shift: draft.shift!,
        attributes: attributes.map((a) => ({ id: a.id, value: draft.answers[a.id] })),
        operator_notes: operatorNotes(draft),
        is_comment_important: draft.important,
        photos: draft.photos,
        failed: failed.map((a) => a.name),
      },
    });
    await deleteDraft(draft.chain);
    void syncNow();
    onDone();
  };

  if (reviewing)
    return (
      <section className="stack" ref={top}>
        <h1>{t('inspect.reviewTitle', { name: draft.asset.name })}</h1>
        <dl className="review">
          {attributes.map((a) => (
            <div key={a.id} className={draft.answers[a.id] === NOT_OK ? 'review-failed' : undefined}>
              <dt>{a.name}</dt>
              <dd>{choiceText(draft.answers[a.id])}</dd>
            </div>
          ))}
          <div>
            <dt>{t('inspect.meterHours')}</dt>
            <dd>{formatNumber(Number(draft.meter_hours))}</dd>
          </div>
          <div>
            <dt>{t('inspect.shift')}</dt>
            <dd>{draft.shift}</dd>
          </div>
          <div>
            <dt>{t('inspect.photos')}</dt>
            <dd>{formatNumber(draft.photos.length)}</dd>
          </div>
          <div>
            <dt>{t('inspect.notes')}</dt>
            <dd className="pre">{operatorNotes(draft) || '—'}</dd>
          </div>
          {draft.important && (
            <div>
              <dt>{t('inspect.important')}</dt>
              <dd>✓</dd>
            </div>
          )}
        </dl>
        {failed.length > 0 && (
          <Banner kind="warning">{t('inspect.failedCount', { count: failed.length })}</Banner>
        )}
        <Button onClick={() => void submit()} disabled={busy}>
          {t('inspect.submit')}
        </Button>
        <Button kind="secondary" onClick={() => setReviewing(false)}>
          {t('inspect.backToChecklist')}
        </Button>
      </section>
    );

  const problemCount = Object.keys(problems).length;
  return (
    <section className="stack" ref={top}>
      <h1>{draft.asset.name}</h1>
      <p className="hint">
        {draft.checklist.form_name} · {t('assets.number')} {draft.asset.internal_asset_id}
      </p>
      {problemCount > 0 && <Banner kind="error">{t('inspect.fixProblems', { count: problemCount })}</Banner>}
      {attributes.map((a) => {
        const answer = draft.answers[a.id];
        const itemPhotos = draft.photos.filter((p) => p.item === a.id);
        return (
          <fieldset key={a.id} className={`item${answer === NOT_OK ? ' item-failed' : ''}`}>
            <legend>{a.name}</legend>
            <div
              className={`choices choices-${a.values.length > 3 ? 'many' : 'few'}`}
              role="radiogroup"
              aria-label={a.name}
            >
              {a.values.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={answer === value}
                  className={`choice${answer === value ? ' choice-on' : ''}${value === NOT_OK ? ' choice-bad' : ''}`}
                  onClick={() => update({ answers: { ...draft.answers, [a.id]: value } })}
                >
                  {a.values_type === ValuesType.FuelLevel ? value : choiceText(value)}
                </button>
              ))}
            </div>
            {problems[a.id] && !answer && <span className="field-error">{problems[a.id]}</span>}
            {answer === NOT_OK && (
              <div className="stack">
                <Field
                  label={t('inspect.failedNote', { name: a.name })}
                  error={draft.itemNotes[a.id]?.trim() ? undefined : problems[`note-${a.id}`]}
                >
                  <textarea
                    rows={2}
                    value={draft.itemNotes[a.id] ?? ''}
                    onChange={(e) => update({ itemNotes: { ...draft.itemNotes, [a.id]: e.target.value } })}
                  />
                </Field>
                <PhotoPicker
                  label={t('inspect.failedPhoto', { name: a.name })}
                  error={itemPhotos.length ? undefined : problems[`photo-${a.id}`]}
                  photos={itemPhotos}
                  urls={photoUrls}
                  busy={busy}
                  onAdd={(files) => void addPhotos(files, a.id)}
                  onRemove={(photo) => void removePhoto(photo)}
                />
              </div>
            )}
          </fieldset>
        );
      })}
      <Field
        label={t('inspect.meterHours')}
        hint={last !== null ? t('inspect.lastReading', { hours: formatNumber(last) }) : undefined}
        error={problems.meter}
      >
        <input
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft.meter_hours}
          onChange={(e) => update({ meter_hours: e.target.value.trim() })}
        />
      </Field>
      <fieldset className="item">
        <legend>{t('inspect.shift')}</legend>
        <div className="choices choices-few" role="radiogroup" aria-label={t('inspect.shift')}>
          {SHIFTS.map((shift) => (
            <button
              key={shift}
              type="button"
              role="radio"
              aria-checked={draft.shift === shift}
              className={`choice${draft.shift === shift ? ' choice-on' : ''}`}
              onClick={() => update({ shift })}
            >
              {shift}
            </button>
          ))}
        </div>
        {problems.shift && draft.shift === null && <span className="field-error">{problems.shift}</span>}
      </fieldset>
      <Field label={t('inspect.notes')} error={problems.notes}>
        <textarea rows={3} value={draft.notes} onChange={(e) => update({ notes: e.target.value })} />
      </Field>
      <label className="check">
        <input
          type="checkbox"
          checked={draft.important}
          onChange={(e) => update({ important: e.target.checked })}
        />
        <span>{t('inspect.important')}</span>
      </label>
      <PhotoPicker
        label={t('inspect.morePhotos')}
        photos={draft.photos.filter((p) => p.item === null)}
        urls={photoUrls}
        busy={busy}
        onAdd={(files) => void addPhotos(files, null)}
        onRemove={(photo) => void removePhoto(photo)}
      />
      <Button onClick={review} disabled={busy}>
        {t('inspect.review')}
      </Button>
      <Button kind="secondary" onClick={onDone}>
        {t('inspect.later')}
      </Button>
    </section>
  );
}

/** The notes as the server keeps them: the operator's own, then each failed item's. */
function operatorNotes(draft: Draft): string {
  const lines = draft.checklist.attributes
    .filter((a) => draft.answers[a.id] === NOT_OK && draft.itemNotes[a.id]?.trim())
    .map((a) => `${a.name}: ${draft.itemNotes[a.id].trim()}`);
  return [draft.notes.trim(), ...lines].filter(Boolean).join('\n');
}

function PhotoPicker({
  label,
  error,
  photos,
  urls,
  busy,
  onAdd,
  onRemove,
}: {
  label: string;
  error?: string;
  photos: DraftPhoto[];
  urls: Record<string, string>;
  busy: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (photo: DraftPhoto) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="photos">
      {photos.length > 0 && (
        <ul className="thumbs">
          {photos.map((photo, i) => (
            <li key={photo.photo_id}>
              {urls[photo.photo_id] && (
                <img src={urls[photo.photo_id]} alt={t('inspect.photoAlt', { n: i + 1 })} />
              )}
              <button
                type="button"
                className="thumb-remove"
                onClick={() => onRemove(photo)}
                aria-label={t('inspect.removePhoto', { n: i + 1 })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <label className={`btn btn-secondary file${busy ? ' btn-busy' : ''}`}>
        {busy ? t('inspect.photoBusy') : label}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          multiple
          onChange={(event) => {
            // A copy: the input's FileList empties when its value is reset for the next photo.
            onAdd(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}
