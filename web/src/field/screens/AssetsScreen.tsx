/**
 * My site's assets (GET Inspection/GetAssetsForUser, kept for offline), searched by name or
 * Asset #, or by scanning the asset's label (web/src/field/scan/: the camera reads the label's
 * Code 128 Asset # or an asset-page QR, and the asset opens as if tapped).
 * Each asset shows where it stands, here and on the server: being inspected on this phone, waiting
 * to be sent, checked out by me (with Check in), in use by another operator.
 */
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cachedAssets, matches, refreshAssets, type AssetList } from '../assets';
import { formatNumber, formatTime, serverText } from '../i18n';
import { draftsOf, enqueue, newId } from '../queue';
import { findLabelAsset, LabelScanner, readLabel } from '../scan';
import type { FieldSession } from '../session';
import { syncNow } from '../sync';
import type { Draft, OperatorAsset, QueueItem } from '../types';
import { Banner, Button } from '../ui';
import { useOnline } from './Header';

const SHOWN = 50;

type Standing =
  | { kind: 'draft'; chain: string }
  | { kind: 'queued' }
  | { kind: 'checkin'; chain: string; inspection_id?: string }
  | { kind: 'checkinQueued' }
  | { kind: 'awaitingApproval' }
  | { kind: 'mine' }
  | { kind: 'inUse' }
  | { kind: 'available' };

/**
 * Where the asset stands for this operator: this phone's draft and queue first, then the server's
 * word (GetAssetsForUser). Check in is offered only once a manager has accepted the inspection
 * (CheckinAsset refuses it before): a sent inspection waits for the approval until the list says so.
 */
function standingOf(asset: OperatorAsset, queue: QueueItem[], drafts: Draft[]): Standing {
  const draft = drafts.find((d) => d.asset.asset_id === asset.asset_id);
  if (draft) return { kind: 'draft', chain: draft.chain };
  const steps = queue.filter((i) => i.asset_id === asset.asset_id);
  const last = steps.at(-1);
  if (last?.kind === 'checkin')
    return last.status === 'sent' ? { kind: 'available' } : { kind: 'checkinQueued' };
  if (last && last.status !== 'sent') return { kind: 'queued' };
  const accepted = asset.availability === 'mine' && asset.inspection_status === 'accepted';
  if (last?.kind === 'submit')
    return accepted ? { kind: 'checkin', chain: last.chain } : { kind: 'awaitingApproval' };
  if (accepted && asset.inspection_id)
    return { kind: 'checkin', chain: newId(), inspection_id: asset.inspection_id };
  if (asset.availability === 'mine')
    return asset.inspection_status === 'pending' ? { kind: 'awaitingApproval' } : { kind: 'mine' };
  if (asset.availability === 'in use') return { kind: 'inUse' };
  return { kind: 'available' };
}

export function AssetsScreen({
  session,
  queue,
  onOpen,
}: {
  session: FieldSession;
  queue: QueueItem[];
  onOpen: (asset: OperatorAsset, chain?: string) => void;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  const user = session.loginData.uuid;
  const [list, setList] = useState<AssetList | null>(null);
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const [scanProblem, setScanProblem] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);

  useEffect(() => {
    let live = true;
    void cachedAssets(user).then((kept) => live && setList((shown) => shown ?? kept));
    void draftsOf(user).then((found) => live && setDrafts(found));
    if (online && !session.expired) void refreshAssets(user).then((fresh) => live && setList(fresh));
    return () => {
      live = false;
    };
  }, [user, online, session.expired]);

  // The operator's own assets come first: those this phone is working on (a draft, then steps to
  // send or sent, latest first), then those checked out to them. At a site of hundreds, the one
  // being inspected must not sit below the first page of cards.
  const shown = useMemo(() => {
    const found = (list?.assets ?? []).filter((a) => matches(a, search));
    const order = (asset: OperatorAsset) => {
      if (drafts.some((d) => d.asset.asset_id === asset.asset_id)) return Number.MIN_SAFE_INTEGER;
      const step = queue.findLastIndex((i) => i.asset_id === asset.asset_id);
      if (step >= 0) return -step - 1;
      return asset.availability === 'mine' ? 0 : 1;
    };
    return found
      .map((asset) => ({ asset, order: order(asset) }))
      .sort((a, b) => a.order - b.order)
      .map(({ asset }) => asset);
  }, [list, search, drafts, queue]);

  const checkIn = async (asset: OperatorAsset, standing: Extract<Standing, { kind: 'checkin' }>) => {
    await enqueue({
      chain: standing.chain,
      user,
      kind: 'checkin',
      asset_id: asset.asset_id,
      asset_name: asset.name,
      internal_asset_id: asset.internal_asset_id,
      ...(standing.inspection_id ? { inspection_id: standing.inspection_id } : {}),
    });
    setNotice(t('assets.checkinQueued', { name: asset.name }));
    void syncNow();
  };

  const open = (asset: OperatorAsset) => {
    const standing = standingOf(asset, queue, drafts);
    onOpen(asset, standing.kind === 'draft' ? standing.chain : undefined);
  };

  const onScan = (text: string) => {
    setScanning(false);
    const reading = readLabel(text, window.location.host);
    const asset = findLabelAsset(reading, list?.assets ?? []);
    if (asset) {
      setScanProblem(null);
      open(asset);
    } else
      setScanProblem(
        reading.kind === 'other_company'
          ? t('assets.scanOtherCompany')
          : t('assets.scanNotFound', { code: text }),
      );
  };

  if (scanning)
    return (
      <Suspense fallback={<p>{t('common.loading')}</p>}>
        <LabelScanner
          onScan={onScan}
          onManualEntry={(assetNumber) => {
            setScanning(false);
            setSearch(assetNumber);
          }}
          onClose={() => setScanning(false)}
        />
      </Suspense>
    );

  return (
    <section className="stack">
      <h1>{t('assets.title')}</h1>
      {notice && <Banner kind="success">{notice}</Banner>}
      {list?.refused && <Banner kind="error">{serverText(list.refused)}</Banner>}
      {!online && (
        <Banner kind="info">
          {list?.at ? t('assets.offlineSince', { time: formatTime(list.at) }) : t('assets.offlineNever')}
        </Banner>
      )}
      <div className="search-row">
        <input
          type="search"
          className="search"
          aria-label={t('assets.search')}
          placeholder={t('assets.searchHint')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Button
          kind="secondary"
          onClick={() => {
            setScanProblem(null);
            setScanning(true);
          }}
        >
          {t('assets.scan')}
        </Button>
      </div>
      {scanProblem && <Banner kind="error">{scanProblem}</Banner>}
      {list === null ? (
        <p>{t('common.loading')}</p>
      ) : shown.length === 0 ? (
        <p>{search ? t('assets.noMatch') : t('assets.none')}</p>
      ) : (
        <ul className="cards" aria-label={t('assets.title')}>
          {shown.slice(0, SHOWN).map((asset) => {
            const standing = standingOf(asset, queue, drafts);
            return (
              <li key={asset.asset_id} className="card">
                <button type="button" className="card-main" onClick={() => open(asset)}>
                  <span className="card-title">{asset.name}</span>
                  <span className="card-sub">
                    {t('assets.number')} {asset.internal_asset_id}
                    {asset.meter_hours !== null &&
                      ` · ${t('assets.meter', { hours: formatNumber(asset.meter_hours) })}`}
                  </span>
                  <span className={`tag tag-${standing.kind}`}>{t(`assets.standing.${standing.kind}`)}</span>
                </button>
                {standing.kind === 'checkin' && (
                  <Button kind="secondary" onClick={() => void checkIn(asset, standing)}>
                    {t('assets.checkIn')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {shown.length > SHOWN && <p className="hint">{t('assets.more', { count: shown.length - SHOWN })}</p>}
    </section>
  );
}
