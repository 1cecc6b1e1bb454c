/**
 * The label scanner module (self-contained; the field app wires it into its asset list).
 * `LabelScanner` here is lazy: its code, and zxing-wasm's where the browser needs it, load when
 * it first renders (inside a <Suspense>), so the field app's first screen carries none of it.
 */
import { lazy } from 'react';

export const LabelScanner = lazy(() =>
  import('./LabelScanner').then((module) => ({ default: module.LabelScanner })),
);
export type { LabelScannerProps } from './LabelScanner';
export { findLabelAsset, isLabelText, readLabel, type LabelReading, type OperatorAsset } from './label';
export { scanTexts, type ScanTextKey } from './texts';
