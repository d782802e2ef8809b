/**
 * The docs page's own styles, inline (the page loads nothing else). Text colours keep at least
 * 4.5:1 against their backgrounds in both schemes; tables wrap long names instead of scrolling,
 * so the page reads at 320 px.
 */
export const apiDocsStyle = `
:root {
  color-scheme: light dark;
  --bg: #ffffff; --fg: #1b1b1f; --muted: #4a4a55; --line: #c4c4cf; --link: #0a55c2; --code: #eeeef2;
}
@media (prefers-color-scheme: dark) {
  :root { --bg: #131317; --fg: #ececf1; --muted: #b8b8c5; --line: #3d3d4a; --link: #8db8ff; --code: #25252d; }
}
* { box-sizing: border-box; }
body {
  margin: 0 auto; max-width: 62rem; padding: 1rem;
  background: var(--bg); color: var(--fg); font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif;
}
a { color: var(--link); }
:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
.skip { position: absolute; left: -100vw; }
.skip:focus { position: static; display: inline-block; margin-bottom: 0.5rem; }
h1 { font-size: 1.75rem; margin: 0.5rem 0; }
h2 { font-size: 1.375rem; margin: 2rem 0 0.5rem; border-bottom: 2px solid var(--line); }
h3 { font-size: 1.125rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
h4 { font-size: 1rem; margin: 1rem 0 0.25rem; }
h5 { font-size: 0.9375rem; margin: 0.75rem 0 0.25rem; }
p { margin: 0.375rem 0; }
code { font-family: ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace; font-size: 0.875em;
  background: var(--code); border-radius: 3px; padding: 0 0.2em; overflow-wrap: anywhere; }
nav ul { padding-left: 1.25rem; margin: 0.25rem 0; }
nav li { margin: 0.125rem 0; }
.operation { border-top: 1px solid var(--line); margin-top: 1.25rem; padding-top: 0.75rem; }
.method { display: inline-block; min-width: 4.25rem; padding: 0.05rem 0.4rem; border-radius: 4px;
  color: #ffffff; font-size: 0.8125rem; font-weight: 700; text-align: center; letter-spacing: 0.03em; }
.method-get { background: #1b5e20; }
.method-post { background: #0d47a1; }
.method-put { background: #8a4500; }
.method-patch { background: #5b2c83; }
.method-delete { background: #a4161a; }
.summary { font-weight: 600; }
.where, .optional, .meta { color: var(--muted); }
.where, .optional { font-size: 0.875em; font-weight: 400; }
.signed-in { font-style: italic; }
table { width: 100%; border-collapse: collapse; margin: 0.25rem 0 0.75rem; font-size: 0.9375rem; }
caption { text-align: left; color: var(--muted); font-size: 0.875rem; padding: 0.25rem 0; }
th, td { text-align: left; vertical-align: top; padding: 0.375rem 0.5rem; border-bottom: 1px solid var(--line); }
thead th { border-bottom: 2px solid var(--line); }
tbody th { font-weight: 400; }
/* Narrow screens: each row becomes a block (name, then type, then description); the ARIA roles
   on the elements keep it a table for screen readers. */
@media (max-width: 36rem) {
  body { padding: 0.75rem; }
  table, caption, tbody, tr, th, td { display: block; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  tr { border-bottom: 1px solid var(--line); padding: 0.375rem 0; }
  th, td { border: 0; padding: 0.0625rem 0; }
  tbody th { font-weight: 600; }
  td:first-of-type { color: var(--muted); }
}
`;
