import { deskAudit, deskShell } from "../../src/content/desk";
import { deskRolesCopy } from "../../src/content/desk-roles";
import { type ApiError, query } from "../api/client";
import type { AuditEntry } from "../api/types";
import { Link } from "../app/router";
import { leadPath } from "../app/routes";
import { type ColumnHead, TableHead } from "../app/TableHead";
import { usePaged } from "../app/use-paged";
import { exactTime } from "../format/format";

const columns: ColumnHead[] = [
  { heading: deskAudit.at },
  { heading: deskAudit.actor },
  { heading: deskAudit.action },
  { heading: deskAudit.lead },
  { heading: deskAudit.count, numeric: true },
  { heading: deskAudit.note },
];

const auditPath = (cursor: string | null) => `/audit${query({ cursor })}`;
type AuditLines = { entries: AuditEntry[]; next: string | null };
const joinEntries = (list: AuditLines, page: AuditLines): AuditLines => ({
  entries: [...list.entries, ...page.entries],
  next: page.next,
});

/** The audit log, newest first, a page at a time. */
export function AuditPage() {
  const { paged, more } = usePaged(auditPath, joinEntries);
  const { list, busy, failure } = paged;
  const entries = list?.entries ?? null;
  const next = list?.next ?? null;
  const failed =
    failure === null ? "no" : (failure as ApiError).code === "owner_only" ? "owner_only" : "yes";

  return (
    <div>
      <h1 tabIndex={-1}>{deskAudit.heading}</h1>
      <p className="muted">{deskAudit.intro}</p>
      {failed === "yes" ? <p role="alert">{deskShell.failed}</p> : null}
      {failed === "owner_only" ? (
        <p role="alert" className="panel">
          {deskRolesCopy.auditOwnerOnly}
        </p>
      ) : entries === null ? (
        <p className="muted">{deskShell.loading}</p>
      ) : entries.length === 0 ? (
        <p className="empty">{deskAudit.empty}</p>
      ) : (
        <div className="panel table-scroll">
          <table className="table audit-table">
            <TableHead columns={columns} />
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.at}>{exactTime(entry.at)}</time>
                  </td>
                  <td>{entry.actor}</td>
                  <td>{entry.action}</td>
                  <td>
                    {entry.leadId ? (
                      <Link href={leadPath(entry.leadId)}>{entry.leadName || entry.leadId}</Link>
                    ) : (
                      ""
                    )}
                  </td>
                  <td className="num">{entry.count ?? ""}</td>
                  <td>{entry.note ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next ? (
        <button type="button" className="button button-wide" onClick={more} disabled={busy}>
          {deskAudit.loadMore}
        </button>
      ) : null}
    </div>
  );
}
