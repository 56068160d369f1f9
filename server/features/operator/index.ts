/** The operator feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { recordOperatorAction } from './operator-audit.ts';
export { dataSubjectTarget, operatorDataServices } from './operator-data-rights-services.ts';
export { eraseDataSubject, findDataSubject } from './operator-data-rights.ts';
export { operatorListsRoutes } from './operator-lists-routes.ts';
export { operatorAppServices } from './operator-services.ts';
