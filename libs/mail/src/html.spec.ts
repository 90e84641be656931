import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('escapes markup and quotes, and leaves other text as it is', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & Co`)).toBe(
      '&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; Co',
    );
    expect(escapeHtml('Čisticí prostředek – Почистващ препарат')).toBe(
      'Čisticí prostředek – Почистващ препарат',
    );
  });
});
