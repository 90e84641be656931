import { act, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../../i18n/i18n';
import { BarcodeScanner } from './barcode-scanner';

const EAN = '4006000000017';

/** The browser's camera: getUserMedia answering a stream of one track, or refusing. */
function stubCamera(answer: 'stream' | DOMException) {
  const track = { stop: jest.fn() };
  const getUserMedia = jest.fn(async () => {
    if (answer !== 'stream') throw answer;
    return { getTracks: () => [track] } as unknown as MediaStream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { getUserMedia, track };
}

/** The browser's BarcodeDetector, seeing `seen` in every frame. */
function stubBarcodeDetector(seen: string[]) {
  const detect = jest.fn(async () => seen.map((rawValue) => ({ rawValue })));
  (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
    static getSupportedFormats = async () => ['ean_13', 'ean_8', 'upc_a', 'upc_e'];
    detect = detect;
  };
  return detect;
}

const renderScanner = (onCode: (code: string) => void) =>
  render(
    <I18nextProvider i18n={i18nFor('de')}>
      <BarcodeScanner onCode={onCode} />
    </I18nextProvider>,
  );

describe('BarcodeScanner', () => {
  beforeEach(() => {
    // jsdom's video cannot play.
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });

  afterEach(() => {
    jest.restoreAllMocks();
    delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });

  it('reads the back camera with the BarcodeDetector, reports a code in view once, and releases the camera', async () => {
    const { getUserMedia, track } = stubCamera('stream');
    const detect = stubBarcodeDetector([EAN]);
    const onCode = jest.fn();
    const view = renderScanner(onCode);
    await waitFor(() => expect(onCode).toHaveBeenCalledWith(EAN));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' } },
      audio: false,
    });
    expect(screen.getByRole('status').textContent).toBe('');
    // The code stays in view for further frames: still reported once.
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(detect.mock.calls.length).toBeGreaterThan(2);
    expect(onCode).toHaveBeenCalledTimes(1);
    view.unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it('asks for the EAN to be typed when the camera is refused', async () => {
    stubCamera(new DOMException('Permission denied', 'NotAllowedError'));
    stubBarcodeDetector([EAN]);
    const onCode = jest.fn();
    renderScanner(onCode);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Der Kamerazugriff wurde verweigert. Bitte geben Sie die EAN ein.',
      ),
    );
    expect(onCode).not.toHaveBeenCalled();
  });
});
