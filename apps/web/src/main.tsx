import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { takeSignInReturnMark } from './features/auth/sign-in-attempts';
import { languageOfPath, loadLanguage, loadShellTexts } from './i18n/i18n';
import { routePageOfPath } from './routes/route-elements';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing in index.html');

/**
 * The first page's texts and code load side by side before the first render, so it draws complete
 * in its language, without a skeleton in between (decision 0108). The home page needs the shell part
 * of the texts only; the rest follows once the browser is idle (decision 0127). A failed load renders
 * all the same: the route then tries again and its error page reloads (chunk-reload.ts). No top-level
 * await: it would switch off the bundler's merging of shared chunks into the entry.
 */
// Before the router reads the address: a sign-in that came back says so once (decision 0124).
takeSignInReturnMark(window.location, window.history);
const { pathname } = window.location;
const language = languageOfPath(pathname);
const page = routePageOfPath(pathname);
const texts = page?.texts === 'shell' ? loadShellTexts(language) : loadLanguage(language);
void Promise.all([texts.catch(() => undefined), page?.preload()]).then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  whenIdle(() => void loadLanguage(language).catch(() => undefined));
});

function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task, { timeout: 3000 });
  else setTimeout(task, 1000);
}
