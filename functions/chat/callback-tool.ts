import type OpenAI from "openai";

/*
 * The model's way to offer the call-back card: a function it may call, in the provider's own
 * function-calling protocol. Its arguments are ignored: the server decides what the card holds
 * (the visitor's own words) and what is stored (what the visitor sends).
 */

const TOOL_NAME = "offer_callback";

export const callbackTool: OpenAI.Chat.Completions.ChatCompletionTool = {
  type: "function",
  function: {
    name: TOOL_NAME,
    description:
      "Shows the visitor a short form to leave their phone number so the broker calls them back. Call it when you cannot answer their question well, or it needs their own situation.",
    parameters: { type: "object", properties: {}, additionalProperties: false },
  },
};

/** What the model is told about the card, given whether the visitor asked and it may offer. */
export function toolPrompt(asked: boolean, mayOffer: boolean): string {
  if (asked) {
    return "The visitor has just asked to be contacted or left their details, and the page now shows them a short form with what they wrote, to check and send. Thank them in one sentence (by name if they gave it) and say the broker will call back; do not ask for their details again.";
  }
  const decline =
    "If their message is not about loans, property, money or this broker, decline in one friendly sentence and say what you can help with.";
  return mayOffer
    ? `${decline} When you cannot answer well, or it is off-topic, also call ${TOOL_NAME} instead of sending them elsewhere.`
    : decline;
}

type ToolCallDelta = OpenAI.Chat.Completions.ChatCompletionChunk.Choice.Delta.ToolCall;

/** Collects the streamed tool calls' names: did the model call the tool? */
export function readToolCalls() {
  let offered = false;
  return {
    add(calls: ToolCallDelta[] | undefined) {
      if (calls?.some((call) => call.function?.name === TOOL_NAME)) offered = true;
    },
    get offered() {
      return offered;
    },
  };
}
