/**
 * The site's adjustments to a playbook document shown inside a page (/sop/:id, /sop-template), placed before the
 * document's own scoped CSS (server/features/playbooks/render-html-css.ts), which wins where both set something.
 *
 * - The site's CSS reset removes list markers and link underlines; a playbook wants them back.
 * - A playbook is long (16 sections, a dozen tables), so the browser skips style, layout and paint of every section
 *   after the first until it comes near the viewport, as `render-near-viewport` does for the landing (app/app.css).
 *   The first stays rendered: it can be on screen at load, where a stand-in size would shift the page. Stand-in
 *   sizes are the median section heights; printing and a scripted jump (`data-render-all`) render them all.
 */
export const PLAYBOOK_EMBED_CSS = [
  '.rb-playbook ul{list-style:disc}.rb-playbook ol{list-style:decimal}.rb-playbook a{text-decoration:underline}',
  '.rb-playbook .rb-section~.rb-section{content-visibility:auto;contain-intrinsic-size:auto 80rem}',
  '@media (min-width:48rem){.rb-playbook .rb-section~.rb-section{contain-intrinsic-size:auto 55rem}}',
  '@media print{.rb-playbook .rb-section~.rb-section{content-visibility:visible}}',
  ':root[data-render-all] .rb-playbook .rb-section~.rb-section{content-visibility:visible}',
].join('\n');
