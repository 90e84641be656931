import { escapeHtml } from './html';
import type { PageLanguage } from './language';

const STYLES = `
*,*::before,*::after{box-sizing:border-box}
html{font-size:100%;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  line-height:1.5;color:#1d2b29;background:#eef3f2}
.brand{width:100%;display:flex;align-items:center;justify-content:center;gap:.6rem;padding:1rem 1.25rem;
  background:#0b5f53;color:#fff;font-size:1.25rem;font-weight:700;letter-spacing:.01em}
.brand svg{flex:none}
main{width:100%;max-width:27rem;padding:2rem 1rem 3rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(16,40,36,.12),0 8px 24px rgba(16,40,36,.08);
  padding:2rem 1.75rem}
h1{margin:0 0 .5rem;font-size:1.5rem;line-height:1.25}
.intro{margin:0 0 1.5rem;color:#44524f}
.field{margin-bottom:1.1rem}
label{display:block;margin-bottom:.35rem;font-weight:600}
input[type=email],input[type=password]{width:100%;padding:.7rem .8rem;font:inherit;color:inherit;background:#fff;
  border:1px solid #7b8b88;border-radius:8px}
input[aria-invalid=true]{border-color:#b3261e}
input[readonly]{background:#f6f8f8;color:#33413e}
.rules{margin:.35rem 0 0;font-size:.9rem;color:#44524f}
input:focus-visible{outline:3px solid #1b6fd1;outline-offset:1px;border-color:#1b6fd1}
.button{display:block;width:100%;margin-top:1.5rem;padding:.8rem 1rem;font:inherit;font-weight:700;color:#fff;
  background:#0b5f53;border:0;border-radius:8px;cursor:pointer;text-align:center;text-decoration:none}
.button:hover{background:#084a41}
.button:focus-visible,a:focus-visible{outline:3px solid #1b6fd1;outline-offset:2px}
.alert{margin:0 0 1.25rem;padding:.75rem .9rem;border-radius:8px;border-left:4px solid #b3261e;background:#fdecea;
  color:#6f1a13;font-weight:500}
.hint{margin-top:1.5rem;padding:.75rem .9rem;border:1px dashed #7b8b88;border-radius:8px;background:#f6f8f8;
  font-size:.9rem;color:#33413e}
.hint strong{display:block;margin-bottom:.15rem}
.hint code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.875rem;white-space:nowrap}
.secondary{display:inline-block;margin-top:1.25rem;color:#0b5f53;font-weight:600}
.details{margin:1rem 0 0;padding:.75rem .9rem;background:#f6f8f8;border-radius:8px;font-size:.9rem;overflow-wrap:anywhere}
@media (max-width:30rem){main{padding:1rem .75rem 2rem}.card{padding:1.5rem 1.1rem}}
@media (prefers-color-scheme:dark){
  body{background:#111816;color:#e6eeec}.card{background:#1b2422;box-shadow:none;border:1px solid #2d3a37}
  .intro,.hint{color:#c3cfcc}input[type=email],input[type=password]{background:#111816;border-color:#8c9c99}
  .hint,.details{background:#222d2b}.alert{background:#3a1815;color:#ffd9d4}.secondary{color:#7fd1c2}
  input[readonly]{background:#222d2b;color:#e6eeec}.rules{color:#c3cfcc}}
`;

const LOGO = `<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
<path fill="currentColor" d="M12 2.5c-3.6 4.6-6.5 8.3-6.5 11.6a6.5 6.5 0 0 0 13 0c0-3.3-2.9-7-6.5-11.6Zm-2.6 12.2c0 1.5 1.1 2.7 2.6 2.9v1.8a4.7 4.7 0 0 1-4.4-4.7h1.8Z"/>
</svg>`;

export interface PageOptions {
  lang: PageLanguage;
  title: string;
  /** Markup inside the card; callers escape every value they insert. */
  content: string;
  /** Inline script; its hash must be allowed in the page's Content-Security-Policy. */
  script?: string;
}

export function renderPage({ lang, title, content, script }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)} · Hygiene Shop Login</title>
<style>${STYLES}</style>
</head>
<body>
<header class="brand">${LOGO}<span>Hygiene Shop Login</span></header>
<main>
<div class="card">
${content}
</div>
</main>
${script ? `<script>${script}</script>` : ''}
</body>
</html>
`;
}
