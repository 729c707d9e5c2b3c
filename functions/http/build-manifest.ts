import { z } from "zod";

/**
 * A file the build writes in `dist/site/` for the server, read by `schema`. One that cannot be
 * read stops the server with its name and the reason, rather than serving the wrong pages.
 */
export function parseBuildManifest<T>(
  text: string,
  file: string,
  schema: z.ZodType<T>,
  valid = "valid",
): T {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`dist/site/${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`dist/site/${file} is not ${valid}:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
