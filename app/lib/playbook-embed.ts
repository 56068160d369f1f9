/**
 * The site's adjustments to a playbook document shown inside a page (/sop/:id, /sop-template), placed before the
 * document's own scoped CSS (server/features/playbooks/render-html.ts), which wins where both set something.
 *
 * - The site's CSS reset removes list markers and link underlines; a playbook wants them back.
 * - A playbook is 16 sections, 900+ elements and a dozen tables. The browser skips style, layout and paint of every
 *   section after the first until it comes near the viewport (as `render-near-viewport` does for the landing,
 *   app/app.css): the first style-and-layout task of a stored playbook fell from a median 233 ms to 138 ms at a 4×
 *   slowed CPU on a phone-sized viewport, the biggest single piece of the page's blocking time. The first section
 *   stays rendered because it can be on screen at load (desktop), where a stand-in size would shift the page. Text
 *   stays in the document, the accessibility tree and find-in-page; the stand-in sizes are the median section
 *   heights (80rem on phones, 55rem from 48rem wide), and `auto` keeps each section's real size once rendered.
 *   Printing and a scripted jump (`data-render-all`, app/lib/scroll.ts) render them all.
 */
export const PLAYBOOK_EMBED_CSS = [
  '.rb-playbook ul{list-style:disc}.rb-playbook ol{list-style:decimal}.rb-playbook a{text-decoration:underline}',
  '.rb-playbook .rb-section~.rb-section{content-visibility:auto;contain-intrinsic-size:auto 80rem}',
  '@media (min-width:48rem){.rb-playbook .rb-section~.rb-section{contain-intrinsic-size:auto 55rem}}',
  '@media print{.rb-playbook .rb-section~.rb-section{content-visibility:visible}}',
  ':root[data-render-all] .rb-playbook .rb-section~.rb-section{content-visibility:visible}',
].join('\n');
