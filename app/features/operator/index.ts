// Public entry of the operator console's building blocks, for the routes under /operator.
export { formatUtcDateTime } from './operator-format.ts';
export * as listKit from './list-kit.tsx';
export { operatorListLoader, operatorMeta } from './operator-list-loader.ts';
export { OperatorListPage } from './operator-list-page.tsx';
export { FieldList, StatusBadge, statusSelect, type Column } from './operator-list-view.tsx';
export { operatorTitle } from './operator-nav.ts';
export { OperatorPageHeader, OperatorShell } from './operator-shell.tsx';
