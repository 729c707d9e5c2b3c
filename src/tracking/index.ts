export {
  ATTRIBUTION_STORAGE_KEY,
  captureAttribution,
  getAttribution,
  type StorageLike,
} from "./attribution";
export {
  type ConversionParams,
  pushToDataLayer,
  type TrackingTarget,
  trackConversion,
} from "./conversions";
