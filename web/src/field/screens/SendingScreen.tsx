/**
 * Sending: every step the user submitted, in order, waiting, sending, sent or refused, and why.
 * A refused step keeps the server's message; the user corrects it (the meter hours) and sends it
 * again, or discards it (with the steps of that inspection after it). Conflicts and what the user
 * sees are documented in web/src/field/README.md.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, serverText } from '../i18n';
import { discard, resend } from '../queue';
import { syncNow } from '../sync';
import type { FieldMode } from '../modes';
import type { QueueItem } from '../types';
import { Banner, Button, Field } from '../ui';
import { useOnline } from './Header';

export function SendingScreen({
  items,
  mode,
  onBack,
}: {
  items: QueueItem[];
  /** The home Back returns to: My work or My assets. */
  mode: FieldMode | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <section className="stack">
      <Button kind="secondary" onClick={onBack}>
        {mode === 'work' ? t('workOrder.back') : t('sending.back')}
      </Button>
      <h1>{t('sending.title')}</h1>
      {!online && <Banner kind="info">{t('sending.offline')}</Banner>}
      {items.length === 0 ? (
        <p>{t('sending.empty')}</p>
      ) : (
        <ul className="cards" aria-label={t('sending.title')}>
          {items.map((item) => (
            <Step
              key={item.id}
              item={item}
              behindRefused={items.some(
                (i) => i.chain === item.chain && i.id! < item.id! && i.status === 'refused',
              )}
            />
          ))}
        </ul>
      )}
      {online && items.some((i) => i.status === 'waiting') && (
        <Button kind="secondary" onClick={() => void syncNow()}>
          {t('sending.sendNow')}
        </Button>
      )}
    </section>
  );
}

function waitingReason(item: QueueItem, t: (key: string) => string): string | null {
  if (!item.message) return null;
  if (item.message === 'checkout') return t('sending.afterCheckout');
  if (item.message === 'network' || item.message === 'offline') return t('sending.noNetwork');
  return t('sending.serverBusy');
}

function Step({ item, behindRefused }: { item: QueueItem; behindRefused: boolean }) {
  const { t } = useTranslation();
  const [meter, setMeter] = useState(String(item.submit?.meter_hours ?? ''));
  const [confirming, setConfirming] = useState(false);
  const photos = item.submit?.photos.length ?? 0;
  const reason =
    item.status !== 'waiting' ? null : behindRefused ? t('sending.behindRefused') : waitingReason(item, t);
  return (
    <li
      className={`card step step-${item.status}`}
      aria-label={`${t(`sending.kind.${item.kind}`)} ${item.asset_name}`}
    >
      <div className="step-head">
        <span className="card-title">
          {t(`sending.kind.${item.kind}`)} · {item.asset_name}
        </span>
        <span className={`tag tag-${item.status}`}>{t(`sending.status.${item.status}`)}</span>
      </div>
      <span className="card-sub">
        {t('assets.number')} {item.internal_asset_id} · {formatTime(item.device_time)}
      </span>
      {item.kind === 'submit' && item.submit && (
        <span className="card-sub">
          {t('sending.failedItems', { count: item.submit.failed.length })},{' '}
          {t('sending.photoCount', { count: photos })}
        </span>
      )}
      {reason && <span className="card-sub">{reason}</span>}
      {item.status === 'refused' && (
        <div className="stack">
          <Banner kind="error">{serverText(item.message ?? '')}</Banner>
          {item.kind === 'submit' && (
            <Field label={t('sending.correctMeter')}>
              <input inputMode="numeric" value={meter} onChange={(e) => setMeter(e.target.value.trim())} />
            </Field>
          )}
          <Button
            onClick={() =>
              void resend(
                item,
                item.kind === 'submit' && item.submit
                  ? { submit: { ...item.submit, meter_hours: Number(meter) } }
                  : {},
              ).then(() => syncNow())
            }
          >
            {t('sending.resend')}
          </Button>
          {confirming ? (
            <>
              <Banner kind="warning">{t('sending.discardConfirm')}</Banner>
              <Button kind="danger" onClick={() => void discard(item)}>
                {t('sending.discardYes')}
              </Button>
              <Button kind="secondary" onClick={() => setConfirming(false)}>
                {t('common.cancel')}
              </Button>
            </>
          ) : (
            <Button kind="secondary" onClick={() => setConfirming(true)}>
              {t('sending.discard')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
