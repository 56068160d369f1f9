/** The roi feature's entry: all that other features and the composition root (server/app-features.ts) may use of it. */
export { calculateRoiRoutes } from './calculate-roi-route.ts';
export { calculateRoi, replyValueEstimate, roiConstants } from './roi.ts';
