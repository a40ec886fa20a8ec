import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nReady, loadI18n } from './i18n-ready';

describe('I18nReady', () => {
  it('renders its children at once when the texts are in, without suspending (a suspended first render shows the preloader and holds the screen 300 ms)', async () => {
    await loadI18n();
    // renderToString answers the Suspense fallback for anything that suspends.
    const html = renderToString(
      <I18nReady>
        <p>form</p>
      </I18nReady>,
    );
    expect(html).toBe('<p>form</p>');
  });
});
