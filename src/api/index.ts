export {
  type CollectLeadReply,
  collectLead,
  DEFAULT_TIMEOUT_MS,
  newIdempotencyKey,
  type PostOptions,
  type PostResult,
  postJson,
  resolveApiBase,
  type SubmitLeadReply,
  submitLead,
} from "./client";
