/** The playbook's one stylesheet: no url(), no @import, so the document loads nothing. */

/** Styles scoped under `.rb-playbook` so the site's /sop/{id} page can embed the body without clashes. */
export const PLAYBOOK_CSS = `
.rb-playbook{--rb-ink:#1d1f24;--rb-muted:#4a505c;--rb-line:#d9dce3;--rb-soft:#f4f5f8;--rb-accent:#8a3b12;--rb-ok:#1d6b3a;--rb-bad:#a3261b;--rb-warn-bg:#fff4e5;--rb-warn-line:#b85c00;--rb-rule-bg:#eef4ff;--rb-rule-line:#2f5aa8;
  color:var(--rb-ink);font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;max-width:52rem;margin:0 auto;padding:2rem 1.25rem 4rem;}
.rb-playbook *{box-sizing:border-box}
.rb-playbook h1,.rb-playbook h2,.rb-playbook h3{font-family:Georgia,"Times New Roman",serif;line-height:1.2;color:var(--rb-ink)}
.rb-playbook h1{font-size:2.1rem;margin:.25rem 0 .5rem}
.rb-playbook h2{font-size:1.5rem;margin:2.75rem 0 1rem;padding-bottom:.4rem;border-bottom:2px solid var(--rb-accent)}
.rb-playbook h3{font-size:1.15rem;margin:1.75rem 0 .5rem}
.rb-playbook p{margin:.6rem 0}
.rb-playbook .rb-cover{border-bottom:1px solid var(--rb-line);padding-bottom:1.25rem}
.rb-playbook .rb-kicker{text-transform:uppercase;letter-spacing:.08em;font-size:.8rem;font-weight:700;color:var(--rb-accent);margin:0}
.rb-playbook .rb-subtitle{color:var(--rb-muted);margin:0}
.rb-playbook .rb-toc{background:var(--rb-soft);border-radius:8px;padding:1rem 1.5rem;margin:1.5rem 0}
.rb-playbook .rb-toc h2{font-size:1.1rem;border:0;margin:0 0 .5rem;padding:0}
.rb-playbook .rb-toc ol{columns:2;column-gap:2rem;margin:0;padding-left:1.5rem}
.rb-playbook .rb-toc a{color:var(--rb-ink)}
.rb-playbook .rb-num{color:var(--rb-accent)}
.rb-playbook ul,.rb-playbook ol{padding-left:1.5rem}
.rb-playbook li{margin:.3rem 0}
.rb-playbook .rb-do,.rb-playbook .rb-dont{list-style:none;padding-left:0}
.rb-playbook .rb-do li,.rb-playbook .rb-dont li{padding-left:1.6rem;position:relative}
.rb-playbook .rb-do li::before,.rb-playbook .rb-dont li::before{position:absolute;left:0;font-weight:700}
.rb-playbook .rb-do li::before{content:"✓";color:var(--rb-ok)}
.rb-playbook .rb-dont li::before{content:"✗";color:var(--rb-bad)}
.rb-playbook .rb-sr{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.rb-playbook .rb-table-wrap{overflow-x:auto;margin:1rem 0}
.rb-playbook table{border-collapse:collapse;width:100%;font-size:.92rem}
.rb-playbook caption{text-align:left;font-weight:700;padding:.25rem 0 .5rem}
.rb-playbook th,.rb-playbook td{border:1px solid var(--rb-line);padding:.45rem .6rem;text-align:left;vertical-align:top}
.rb-playbook thead th{background:var(--rb-soft)}
.rb-playbook tbody th{font-weight:600}
.rb-playbook .rb-replies{display:grid;gap:1rem;margin:1rem 0}
.rb-playbook .rb-reply{margin:0;border:1px solid var(--rb-line);border-radius:8px;padding:1rem 1.25rem;background:#fff}
.rb-playbook .rb-reply figcaption{font-weight:600;color:var(--rb-muted);font-size:.92rem}
.rb-playbook .rb-stars{color:var(--rb-accent);letter-spacing:.05em}
.rb-playbook .rb-review{margin:.6rem 0;padding:.25rem 0 .25rem 1rem;border-left:3px solid var(--rb-line);color:var(--rb-muted);font-style:italic}
.rb-playbook .rb-reply-label{font-size:.8rem;text-transform:uppercase;letter-spacing:.06em;font-weight:700;color:var(--rb-accent);margin:.75rem 0 .25rem}
.rb-playbook .rb-reply-text{background:var(--rb-soft);border-radius:6px;padding:.75rem 1rem}
.rb-playbook .rb-reply-text p{margin:.4rem 0}
.rb-playbook .rb-note{font-size:.9rem;color:var(--rb-muted)}
.rb-playbook .rb-callout{border-left:4px solid var(--rb-rule-line);background:var(--rb-rule-bg);border-radius:6px;padding:.75rem 1rem;margin:1rem 0}
.rb-playbook .rb-callout-warning{border-left-color:var(--rb-warn-line);background:var(--rb-warn-bg)}
.rb-playbook .rb-callout-info{border-left-color:var(--rb-accent);background:var(--rb-soft)}
.rb-playbook .rb-callout-title{font-weight:700;margin:0 0 .25rem}
.rb-playbook .rb-footer{margin-top:3rem;padding-top:1rem;border-top:1px solid var(--rb-line);color:var(--rb-muted);font-size:.9rem}
@media (max-width:40rem){.rb-playbook .rb-toc ol{columns:1}.rb-playbook h1{font-size:1.7rem}}
@page{margin:16mm 14mm}
@media print{
  .rb-playbook{max-width:none;padding:0;font-size:10.5pt;color:#000}
  .rb-playbook .rb-toc{break-after:page;background:none;border:1px solid var(--rb-line)}
  .rb-playbook .rb-page-break{break-before:page}
  .rb-playbook h2,.rb-playbook h3{break-after:avoid}
  .rb-playbook .rb-reply,.rb-playbook .rb-callout,.rb-playbook tr,.rb-playbook li{break-inside:avoid}
  .rb-playbook .rb-table-wrap{overflow:visible}
  .rb-playbook a{color:inherit;text-decoration:none}
  .rb-playbook .rb-reply-text,.rb-playbook .rb-callout,.rb-playbook thead th{-webkit-print-color-adjust:exact;print-color-adjust:exact}
}
`;

/** The standalone file's page background, white on screen and on paper. */
export const PAGE_CSS = `html{background:#fff}body{margin:0;background:#fff}@media print{body{background:#fff}}`;
