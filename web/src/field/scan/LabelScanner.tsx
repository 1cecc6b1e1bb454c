/**
 * The label scanner: a full-screen view of the rear camera with a framing guide, decoding frames
 * (decode.ts) a few times a second until a code names an asset or another company's label
 * (label.ts isLabelText), then `onScan(text)` once and the camera stops. The camera also stops on
 * Close and on unmount. Without a camera, or with it blocked, it says so and offers typing the
 * Asset # (`onManualEntry`), which is also offered while scanning.
 *
 * Texts come from the 'scan' i18next namespace (texts.ts), or from a `t` prop.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { createDecoder, type DecoderOptions } from './decode';
import { isLabelText } from './label';
import type { ScanTextKey } from './texts';
import './label-scanner.css';

export interface LabelScannerProps {
  /** The first code read that `accept` takes, once; the camera is already stopped. */
  onScan: (text: string) => void;
  /** The Asset # the user typed instead (trimmed, not empty). */
  onManualEntry: (assetNumber: string) => void;
  onClose: () => void;
  /** The host the labels of this company name (default: the page's, the tenant's subdomain). */
  tenantHost?: string;
  /** Which decoded texts end the scan (default: isLabelText for tenantHost). */
  accept?: (text: string) => boolean;
  /** Texts, when the app does not give the 'scan' namespace to react-i18next. */
  t?: (key: ScanTextKey) => string;
  /** Decoder choice (tests force zxing-wasm). */
  decoderOptions?: DecoderOptions;
}

/** 'no-reader': the decoder did not load (e.g. offline before the service worker kept its .wasm). */
type Status = 'starting' | 'scanning' | 'denied' | 'no-camera' | 'failed' | 'no-reader';

/** Time between the end of one frame's decode and the next: enough for a phone, light on its battery. */
const SCAN_INTERVAL_MS = 150;
const CAMERA: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
};

function cameraProblem(error: unknown): Status {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera';
  return 'failed';
}

export function LabelScanner(props: LabelScannerProps) {
  const { t: scanT } = useTranslation('scan');
  const t = props.t ?? ((key: ScanTextKey) => scanT(key));
  const [status, setStatus] = useState<Status>('starting');
  const [attempt, setAttempt] = useState(0);
  const [typing, setTyping] = useState(false);
  const [assetNumber, setAssetNumber] = useState('');
  const [missing, setMissing] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);
  const inputId = useId();
  // The latest props for the camera loop, which starts once per attempt.
  const latest = useRef(props);
  latest.current = props;
  const scanned = useRef(false);

  useEffect(() => {
    const video = videoRef.current!;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    const stopCamera = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      video.srcObject = null;
    };

    void (async () => {
      setStatus('starting');
      if (!navigator.mediaDevices?.getUserMedia) return setStatus('no-camera');
      const { tenantHost = window.location.host, decoderOptions } = latest.current;
      const accept = latest.current.accept ?? ((text: string) => isLabelText(text, tenantHost));
      try {
        const decoding = createDecoder(decoderOptions);
        decoding.catch(() => undefined); // awaited below; the camera's error is the one to show
        stream = await navigator.mediaDevices.getUserMedia(CAMERA);
        if (stopped) return stopCamera();
        video.srcObject = stream;
        await video.play();
        const decoder = await decoding.catch(() => null);
        if (stopped) return;
        if (!decoder) {
          stopCamera();
          return setStatus('no-reader');
        }
        setStatus('scanning');
        const scanFrame = async () => {
          if (stopped) return;
          const codes = await decoder.decode(video).catch(() => []);
          const hit = codes.find((code) => accept(code.text));
          if (stopped) return;
          if (hit && !scanned.current) {
            scanned.current = true;
            stopCamera();
            latest.current.onScan(hit.text);
            return;
          }
          timer = window.setTimeout(() => requestAnimationFrame(() => void scanFrame()), SCAN_INTERVAL_MS);
        };
        void scanFrame();
      } catch (error) {
        if (stopped) return;
        stopCamera();
        setStatus(cameraProblem(error));
      }
    })();
    return stopCamera;
  }, [attempt]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = assetNumber.trim();
    if (!value) return setMissing(true);
    props.onManualEntry(value);
  };

  const problem = status !== 'starting' && status !== 'scanning';
  const problemText = {
    denied: t('denied'),
    'no-camera': t('noCamera'),
    failed: t('failed'),
    'no-reader': t('noReader'),
  };
  const showForm = typing || problem;

  return (
    <div className="ac-scan" role="dialog" aria-modal="true" aria-label={t('title')}>
      <header className="ac-scan__bar">
        <h1 className="ac-scan__title">{t('title')}</h1>
        <button type="button" className="ac-scan__button ac-scan__button--quiet" onClick={props.onClose}>
          {t('close')}
        </button>
      </header>

      <div className="ac-scan__view" hidden={problem}>
        <video ref={videoRef} className="ac-scan__video" playsInline muted autoPlay aria-hidden="true" />
        <div className="ac-scan__guide" aria-hidden="true" />
        <p className="ac-scan__hint" role="status">
          {status === 'scanning' ? t('hint') : t('starting')}
        </p>
      </div>

      <div className="ac-scan__panel">
        {problem && (
          <p className="ac-scan__problem" role="alert">
            {problemText[status]}
          </p>
        )}
        {problem && status !== 'no-camera' && (
          <button type="button" className="ac-scan__button" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </button>
        )}
        {showForm ? (
          <form className="ac-scan__form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="ac-scan__label">
              {t('assetNumber')}
            </label>
            <input
              id={inputId}
              className="ac-scan__input"
              inputMode="numeric"
              autoComplete="off"
              value={assetNumber}
              aria-invalid={missing}
              aria-describedby={missing ? `${inputId}-error` : undefined}
              onChange={(event) => {
                setAssetNumber(event.target.value);
                setMissing(false);
              }}
            />
            {missing && (
              <p id={`${inputId}-error`} className="ac-scan__error">
                {t('assetNumberRequired')}
              </p>
            )}
            <button type="submit" className="ac-scan__button ac-scan__button--primary">
              {t('find')}
            </button>
          </form>
        ) : (
          <button type="button" className="ac-scan__button" onClick={() => setTyping(true)}>
            {t('typeInstead')}
          </button>
        )}
      </div>
    </div>
  );
}
