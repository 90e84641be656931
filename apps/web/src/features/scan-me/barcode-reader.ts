/**
 * Reads EAN/UPC barcodes from video frames (docs/decisions/0107): the browser's BarcodeDetector when
 * it knows the EAN formats, else zxing-wasm's reader — loaded only here, by dynamic import, with its
 * WebAssembly file from the shop's own origin (the service worker keeps it for offline use).
 */
export interface BarcodeReader {
  read(source: HTMLVideoElement): Promise<string[]>;
}

const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<BarcodeReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((format) => supported.includes(format));
    if (!formats.includes('ean_13')) return null;
    const detector = new Detector({ formats });
    return { read: async (video) => (await detector.detect(video)).map((code) => code.rawValue) };
  } catch {
    return null;
  }
}

async function wasmReader(): Promise<BarcodeReader> {
  const [{ prepareZXingModule, readBarcodes }, { default: wasmUrl }] = await Promise.all([
    import('zxing-wasm/reader'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    read: async (video) => {
      if (!context || video.videoWidth === 0) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const results = await readBarcodes(image, {
        formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
        tryHarder: true,
        maxNumberOfSymbols: 1,
      });
      return results.filter((result) => result.isValid).map((result) => result.text);
    },
  };
}

export async function createBarcodeReader(): Promise<BarcodeReader> {
  return (await nativeReader()) ?? wasmReader();
}
