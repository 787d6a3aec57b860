// The phone's (or a laptop's) camera as a barcode scanner. The decoder (@zxing/browser) is large
// and only some operators use it, so it is downloaded when the scanner first opens.

/** Why the camera cannot scan, as the dialog explains it. */
export type CameraProblem = 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed';

/** The browser can give a page the camera at all (it needs a secure connection: https or localhost). */
export function cameraSupported(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/** What a failed camera start means for the operator (the errors of getUserMedia, by name). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'busy';
    default:
      return 'failed';
  }
}

/**
 * Starts the back camera in `video` and calls `onText` once with the first code read (the camera
 * stops then). Resolves to a function that stops it; rejects when the camera cannot start.
 */
export async function startCameraScan(video: HTMLVideoElement, onText: (text: string) => void): Promise<() => void> {
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  // The formats of shipping labels: fewer formats, faster reading on a phone.
  const formats = [
    BarcodeFormat.CODE_128,
    BarcodeFormat.CODE_39,
    BarcodeFormat.CODE_93,
    BarcodeFormat.ITF,
    BarcodeFormat.EAN_13,
    BarcodeFormat.UPC_A,
    BarcodeFormat.QR_CODE,
    BarcodeFormat.DATA_MATRIX,
  ];
  const reader = new BrowserMultiFormatReader(new Map([[DecodeHintType.POSSIBLE_FORMATS, formats]]));
  let done = false;
  const controls = await reader.decodeFromConstraints({ video: { facingMode: 'environment' } }, video, (result, _error, scan) => {
    if (!result || done) return;
    done = true;
    scan.stop();
    onText(result.getText());
  });
  return () => controls.stop();
}
