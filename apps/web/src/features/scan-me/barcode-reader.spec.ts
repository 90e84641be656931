import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { createBarcodeReader } from './barcode-reader';

// zxing-wasm needs its WebAssembly file, which jsdom cannot load: the library's two functions stand in.
jest.mock('zxing-wasm/reader', () => ({ prepareZXingModule: jest.fn(), readBarcodes: jest.fn() }));
jest.mock(
  'zxing-wasm/reader/zxing_reader.wasm?url',
  () => ({ __esModule: true, default: '/assets/zxing.wasm' }),
  {
    virtual: true,
  },
);

const EAN = '4006000000017';

/** The browser's BarcodeDetector knowing `supported` and seeing `seen` in every frame. */
function stubBarcodeDetector(supported: string[] | Error, seen: string[] = []) {
  const created: { formats: string[] }[] = [];
  const detect = jest.fn(async (_source: HTMLVideoElement) => seen.map((rawValue) => ({ rawValue })));
  class BarcodeDetector {
    static getSupportedFormats = jest.fn(async () => {
      if (supported instanceof Error) throw supported;
      return supported;
    });
    constructor(options: { formats: string[] }) {
      created.push(options);
    }
    detect = detect;
  }
  (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = BarcodeDetector;
  return { created, detect };
}

/** A video element showing a 640×480 frame (jsdom's have no size). */
function playingVideo(): HTMLVideoElement {
  const video = document.createElement('video');
  Object.defineProperty(video, 'videoWidth', { value: 640 });
  Object.defineProperty(video, 'videoHeight', { value: 480 });
  return video;
}

describe('createBarcodeReader', () => {
  const frame = { width: 640, height: 480, data: new Uint8ClampedArray(4) } as unknown as ImageData;
  const drawImage = jest.fn();
  let getContext: jest.SpyInstance;

  beforeEach(() => {
    jest.mocked(prepareZXingModule).mockReset();
    jest.mocked(readBarcodes).mockReset();
    drawImage.mockReset();
    // jsdom has no 2D canvas: the browser's, as far as the reader uses it.
    getContext = jest
      .spyOn(HTMLCanvasElement.prototype, 'getContext')
      .mockImplementation(() => ({ drawImage, getImageData: () => frame }) as unknown as RenderingContext);
  });

  afterEach(() => {
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    getContext.mockRestore();
  });

  it('uses the browser’s BarcodeDetector for the EAN/UPC formats it knows, and reports what it detects', async () => {
    const { created, detect } = stubBarcodeDetector(['qr_code', 'ean_13', 'ean_8', 'upc_a'], [EAN]);
    const reader = await createBarcodeReader();
    const video = playingVideo();
    expect(await reader.read(video)).toEqual([EAN]);
    expect(created).toEqual([{ formats: ['ean_13', 'ean_8', 'upc_a'] }]);
    expect(detect).toHaveBeenCalledWith(video);
    // The WebAssembly reader is not even loaded.
    expect(prepareZXingModule).not.toHaveBeenCalled();
    expect(readBarcodes).not.toHaveBeenCalled();
  });

  it.each([
    ['there is no BarcodeDetector', null],
    ['the BarcodeDetector does not know EAN-13', ['qr_code', 'ean_8']],
    ['the BarcodeDetector cannot tell its formats', new Error('NotSupportedError')],
  ])('falls back to zxing-wasm with the shop’s own wasm file when %s', async (_case, supported) => {
    const native = supported === null ? null : stubBarcodeDetector(supported, ['0000000000000']);
    jest.mocked(readBarcodes).mockResolvedValue([
      { isValid: true, text: EAN },
      { isValid: false, text: '4006000000018' },
    ] as Awaited<ReturnType<typeof readBarcodes>>);
    const reader = await createBarcodeReader();
    const video = playingVideo();
    expect(await reader.read(video)).toEqual([EAN]);
    expect(native?.detect ?? jest.fn()).not.toHaveBeenCalled();
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0);
    expect(readBarcodes).toHaveBeenCalledWith(frame, {
      formats: ['EAN13', 'EAN8', 'UPCA', 'UPCE'],
      tryHarder: true,
      maxNumberOfSymbols: 1,
    });
    const { overrides } = jest.mocked(prepareZXingModule).mock.calls[0]![0] as {
      overrides: { locateFile: (path: string, prefix: string) => string };
    };
    expect(overrides.locateFile('zxing_reader.wasm', 'https://cdn.example/')).toBe('/assets/zxing.wasm');
  });

  it('reads nothing from a video without a frame yet', async () => {
    const reader = await createBarcodeReader();
    expect(await reader.read(document.createElement('video'))).toEqual([]);
    expect(readBarcodes).not.toHaveBeenCalled();
  });
});
