import type { Sql } from "../database/sql";
import { campaignValues } from "./campaign-values";
import { countInbox, getInboxLead, isLeadId, listInbox, tallyInbox } from "./leads";
import { createDeskNews } from "./live";
import { personLeads } from "./person";
import type { InboxStore } from "./types";
import { createLeadWork } from "./work";

/** The desk's inbox over one database, in the same SQL for PGlite and PostgreSQL. */
export function createInboxStore(sql: Sql): InboxStore {
  return {
    listInbox: (filter, page) => listInbox(sql, filter, page),
    countInbox: (filter, now) => countInbox(sql, filter, now),
    tallyInbox: (filter, now) => tallyInbox(sql, filter, now),
    personLeads: async (id) => (isLeadId(id) ? personLeads(sql, id) : []),
    getInboxLead: (id) => getInboxLead(sql, id),
    campaignValues: (filter) => campaignValues(sql, filter),
    ...createLeadWork(sql),
    ...createDeskNews(sql),
  };
}
