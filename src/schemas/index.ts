export {
  type Attribution,
  type AttributionKey,
  attributionLimits,
  attributionSchema,
  CHAT_HISTORY_MAX,
  CHAT_MESSAGE_MAX,
  type ChatBody,
  type ChatMessage,
  type CollectLeadBody,
  type CollectLeadInput,
  chatBodySchema,
  collectLeadBodySchema,
  type LeadKind,
  type SubmitLeadBody,
  type SubmitLeadInput,
  submitLeadBodySchema,
} from "./bodies";
export { FORM_ERROR_KEY, fieldErrors, type IssueList } from "./errors";
export {
  type DebtLead,
  debtLeadSchema,
  type PreApproval,
  preApprovalSchema,
  type ResourceLead,
  resourceLeadSchema,
} from "./forms";
