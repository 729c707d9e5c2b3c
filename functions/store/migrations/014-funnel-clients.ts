import type { Migration } from "./migration";

export default {
  version: 14,
  name: "funnel values named once seen from several clients",
  statements: [
    // Which clients put a new campaign, source or widget value forward on a day, so that it is
    // named only once several have: a keyed hash of the client's address (the key is the day's
    // salt below), never the address. Rows of days before yesterday are deleted.
    `CREATE TABLE funnel_value_clients (
        day date NOT NULL,
        dimension text NOT NULL,
        value text NOT NULL,
        client text NOT NULL,
        PRIMARY KEY (day, dimension, value, client)
      )`,
    // One random key a day, shared by every process and deleted with the day's rows: past it,
    // a client's hash can no longer be matched to an address.
    `CREATE TABLE funnel_salts (
        day date PRIMARY KEY,
        salt text NOT NULL
      )`,
  ],
} satisfies Migration;
