import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type CameraState = 'starting' | 'running' | 'denied' | 'unavailable';

/** Same code again within this time counts once: a code stays in view for many frames. */
const REPEAT_MS = 2000;
const FRAME_MS = 200;

/**
 * The camera view of scan-me: asks for the back camera, reads frames with the barcode reader
 * (loaded on first use) and reports each code once while it stays in view. Stopping (or leaving the
 * page) releases the camera.
 */
export function BarcodeScanner({ onCode }: { onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<CameraState>('starting');
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const lastSeen = new Map<string, number>();
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setState('unavailable');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (error) {
        if (!stopped) setState((error as DOMException).name === 'NotAllowedError' ? 'denied' : 'unavailable');
        return;
      }
      if (stopped || !video.current) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.current.srcObject = stream;
      await video.current.play().catch(() => undefined);
      const { createBarcodeReader } = await import('./barcode-reader');
      const reader = await createBarcodeReader().catch(() => null);
      if (stopped) return;
      if (!reader) {
        setState('unavailable');
        return;
      }
      setState('running');
      const tick = async () => {
        if (stopped || !video.current) return;
        const codes = await reader.read(video.current).catch(() => []);
        const now = Date.now();
        for (const code of codes) {
          if (now - (lastSeen.get(code) ?? 0) > REPEAT_MS) report.current(code);
          lastSeen.set(code, now);
        }
        timer = setTimeout(() => void tick(), FRAME_MS);
      };
      void tick();
    };
    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="barcode-scanner">
      <video
        ref={video}
        className="barcode-scanner__video"
        muted
        playsInline
        aria-label={t('scanMe.cameraRegion')}
        hidden={state === 'denied' || state === 'unavailable'}
      />
      <p className="barcode-scanner__state" role="status">
        {state === 'starting' && t('scanMe.cameraStarting')}
        {state === 'denied' && t('scanMe.cameraDenied')}
        {state === 'unavailable' && t('scanMe.cameraUnavailable')}
      </p>
    </div>
  );
}
