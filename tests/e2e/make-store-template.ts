import { renameSync, writeFileSync } from "node:fs";
import { startOwnServer } from "./own-server";

/*
 * Run by playwright.config.ts beside the suite's server as that starts: a built server opens and
 * migrates a store in a folder of its own and stops cleanly; the folder is then renamed to
 * `E2E_STORE_TEMPLATE`, so it is only ever found whole. When that fails, `<template>.failed` says
 * why (store-template.ts reports it).
 */
const template = process.env.E2E_STORE_TEMPLATE;
if (!template)
  throw new Error("E2E_STORE_TEMPLATE is unset: run the suite through playwright.config.ts");
const making = `${template}.making`;
try {
  const server = await startOwnServer("template", { DATA_DIR: making });
  await server.stop();
  renameSync(making, template);
} catch (error) {
  writeFileSync(`${template}.failed`, String(error));
  process.exitCode = 1;
}
