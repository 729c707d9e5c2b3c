/**
 * The server's environment, declared once as one schema (the way Formbricks declares its
 * `env`): each variable of `functions/settings/variables/` with how its value is read. The
 * settings tables of docs/settings.md are generated from the same declarations (`npm run docs`).
 */
import { z } from "zod";
import type { Env } from "./env";
import { adVariables } from "./variables/ads";
import { brokerVariables } from "./variables/broker";
import { crmVariables } from "./variables/crm";
import { deliveryVariables } from "./variables/delivery";
import { schedulerVariables } from "./variables/scheduler";
import { serviceVariables } from "./variables/services";
import { startVariables } from "./variables/start";
import { trafficVariables } from "./variables/traffic";

/** How the server behaves, as docs/settings.md's second server table shows it, in order. */
export const behaviourVariables = [
  ...trafficVariables,
  ...deliveryVariables,
  ...adVariables,
  ...crmVariables,
  ...schedulerVariables,
  ...serviceVariables,
  ...brokerVariables,
] as const;

const variables = [...startVariables, ...behaviourVariables] as const;

type Declared = (typeof variables)[number];
/** The name of a variable the server reads. */
export type VariableName = Declared["name"];
/** What the variable `Name` is read as. */
export type ValueOf<Name extends VariableName> = ReturnType<
  Extract<Declared, { name: Name }>["read"]
>;
/** Every variable's value. */
export type Settings = { [Name in VariableName]: ValueOf<Name> };

/** The schema: each variable trimmed (blank is unset), read, or an issue naming it. */
export const settingsSchema = z.object(
  Object.fromEntries(
    variables.map(({ name, read }) => [
      name,
      z
        .string()
        .optional()
        .transform((value, ctx) => {
          try {
            return read(value?.trim() || undefined, name);
          } catch (error) {
            ctx.addIssue({ code: "custom", message: (error as Error).message });
            return z.NEVER;
          }
        }),
    ]),
  ),
);

function parsed<T>(result: { success: true; data: T } | { success: false; error: z.ZodError }): T {
  if (!result.success) throw new Error(result.error.issues[0]?.message);
  return result.data;
}

/**
 * Every variable's value from `env`, and an error naming the first whose value cannot be right,
 * so a bad setting stops the start instead of failing a visitor's request.
 */
export const settingsFrom = (env: Env): Settings =>
  parsed(settingsSchema.safeParse(env)) as Settings;

/** One variable's value, read by the same schema. */
export function setting<Name extends VariableName>(env: Env, name: Name): ValueOf<Name> {
  const field = settingsSchema.shape[name];
  if (!field) throw new Error(`${name} is not a declared setting`);
  return parsed(field.safeParse(env[name])) as ValueOf<Name>;
}
