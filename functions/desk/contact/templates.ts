import { deskTemplates } from "../../../src/content/desk-contact";
import {
  TEMPLATE_CHANNELS,
  TEMPLATE_MAX,
  type TemplateChannel,
} from "../../../src/schemas/message-templates";
import { isPlainText, plainTextMessage } from "../../../src/schemas/plain-text";
import { invalid, withBodyAndActor } from "../inbox/body";
import type { DeskContext, DeskHandler } from "../types";

const noStore = { "Cache-Control": "no-store" };

async function templatesOf(ctx: DeskContext): Promise<Record<TemplateChannel, string>> {
  const saved = await ctx.store.getMessageTemplates();
  return { ...deskTemplates.defaults, ...saved };
}

/** `GET /templates`: the SMS and WhatsApp templates, the desk's defaults where none was saved. */
export const getTemplates: DeskHandler = async (_req, ctx) =>
  Response.json({ templates: await templatesOf(ctx) }, { headers: noStore });

/** `POST /templates {sms, whatsapp}`: the owner rewrites the templates; both are required. */
export const setTemplates: DeskHandler = withBodyAndActor(async (body, actor, ctx) => {
  const templates = {} as Record<TemplateChannel, string>;
  for (const channel of TEMPLATE_CHANNELS) {
    const text = typeof body[channel] === "string" ? (body[channel] as string).trim() : "";
    if (text === "") return invalid(channel, "Please write the template");
    if (text.length > TEMPLATE_MAX) return invalid(channel, deskTemplates.tooLong(TEMPLATE_MAX));
    if (!isPlainText(text, true)) return invalid(channel, plainTextMessage("A template"));
    templates[channel] = text;
  }
  await ctx.store.setMessageTemplates(templates, actor);
  await ctx.audit("edit_templates", { note: TEMPLATE_CHANNELS.join(",") });
  return Response.json({ templates: await templatesOf(ctx) }, { headers: noStore });
});
