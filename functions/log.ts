/**
 * The server's log: one JSON object per line and event (`time`, `level`, `event`, then the
 * event's fields), so a log service can search and count them. Visitors' e-mail addresses and
 * phone numbers are masked wherever they appear in a field, an error message or a stack, since
 * logs travel further and live longer than the lead store.
 */

type Level = "info" | "warn" | "error";

// Local part, then a domain of at least two labels.
const EMAIL = /([\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]*@((?:[\p{L}\p{N}-]+\.)+[\p{L}]{2,})/gu;
// A phone number as people write one: a leading +, ( or 0, then digits with spaces, dots,
// dashes or brackets between them. Dates (2030-01-02) and the digit groups of ids do not start
// with + or 0 or sit inside a longer word, so they stay.
const PHONE = /(?<![\w-])(?:\+|\(0|0)[\d\s().-]{6,}\d(?![\w-])/g;
const PHONE_DIGITS = { min: 8, max: 15 };

const maskEmail = (_: string, first: string, domain: string) => `${first}***@${domain}`;

function maskPhone(match: string): string {
  const digits = match.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS.min || digits.length > PHONE_DIGITS.max) return match;
  return `***${digits.slice(-3)}`;
}

/** `text` with each e-mail address and phone number in it masked, keeping enough to tell apart. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, maskEmail).replace(PHONE, maskPhone);
}

/** How deep a field, or an error's chain of causes, is followed. */
const MAX_DEPTH = 5;

/**
 * An error as it is logged: its name, message, `code` (`ECONNREFUSED`, a PostgreSQL state) and
 * stack, then what caused it and, for an `AggregateError` (a connection tried on several
 * addresses), each error it holds, since the message alone ("fetch failed", "") often says
 * nothing of why.
 */
function loggableError(error: Error, depth: number): Record<string, unknown> {
  const code = (error as { code?: unknown }).code;
  const deeper = depth < MAX_DEPTH;
  return {
    name: error.name,
    message: maskPersonalData(error.message),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: maskPersonalData(error.stack) } : {}),
    ...(deeper && error.cause !== undefined ? { cause: loggable(error.cause, depth + 1) } : {}),
    ...(deeper && error instanceof AggregateError
      ? { errors: error.errors.map((item: unknown) => loggable(item, depth + 1)) }
      : {}),
  };
}

/** A field's value as it is logged: text masked, errors with their code and causes. */
function loggable(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return maskPersonalData(value);
  if (value instanceof Error) return loggableError(value, depth);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return value;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => loggable(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, loggable(item, depth + 1)]),
  );
}

export interface LogSink {
  /** Receives each finished line, without its newline. */
  write: (level: Level, line: string) => void;
}

const processSink: LogSink = {
  write: (level, line) => (level === "info" ? process.stdout : process.stderr).write(`${line}\n`),
};

export interface Logger {
  info: (event: string, fields?: Record<string, unknown>) => void;
  warn: (event: string, fields?: Record<string, unknown>) => void;
  error: (event: string, fields?: Record<string, unknown>) => void;
}

/** A logger writing to `sink` (stdout for info, stderr otherwise, by default). */
export function createLogger(sink: LogSink = processSink, clock = () => new Date()): Logger {
  const write =
    (level: Level) =>
    (event: string, fields: Record<string, unknown> = {}) => {
      const entry = { time: clock().toISOString(), level, event, ...(loggable(fields) as object) };
      sink.write(level, JSON.stringify(entry));
    };
  return { info: write("info"), warn: write("warn"), error: write("error") };
}

/**
 * `logger` in the shape of `console` (`warn(message, ...details)`), for code that logs that way
 * (the forwarder): each call is one `event` line with the message and, as `error`, what came
 * with it, so an error handed over keeps its code and causes.
 */
export function consoleShaped(
  logger: Logger,
  event: string,
): Pick<Console, "info" | "warn" | "error"> {
  const at =
    (level: Level) =>
    (message?: unknown, ...details: unknown[]) =>
      logger[level](event, {
        message,
        ...(details.length ? { error: details.length === 1 ? details[0] : details } : {}),
      });
  return { info: at("info"), warn: at("warn"), error: at("error") };
}

/** The process's log. */
export const log: Logger = createLogger();
