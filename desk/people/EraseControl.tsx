import { useRef } from "react";
import { deskPeople } from "../../src/content/desk";
import { deskRolesCopy } from "../../src/content/desk-roles";
import { api } from "../api/client";
import type { PersonKey, PersonRecord, RecordCounts } from "../api/types";
import { ErrorLine, useRequest } from "../app/use-request";
import { useIsOwner } from "../app/user-context";
import { countsIn, countsOf, countsSummary } from "./counts";

/**
 * Erase, after a confirmation in a modal dialog naming what will go. Cancel comes first, so the
 * dialog opens with the focus on it rather than on the irreversible button.
 */
export function EraseControl({
  person,
  record,
  onErased,
}: {
  person: PersonKey;
  record: PersonRecord;
  onErased: (counts: RecordCounts) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { busy, error, run } = useRequest();
  const owner = useIsOwner();

  const erase = () =>
    run(async () => {
      const counts = countsIn(
        // The dialog was the confirmation the API asks for.
        await api<Parameters<typeof countsIn>[0]>("/people/erase", {
          body: { ...person, confirm: true },
        }),
      );
      dialog.current?.close();
      onErased(counts);
    });

  if (!owner) {
    return (
      <section className="panel" aria-labelledby="erase-heading">
        <h2 id="erase-heading">{deskPeople.eraseHeading}</h2>
        <p className="muted">{deskRolesCopy.eraseOwnerOnly}</p>
      </section>
    );
  }
  return (
    <section className="panel" aria-labelledby="erase-heading">
      <h2 id="erase-heading">{deskPeople.eraseHeading}</h2>
      <button
        type="button"
        className="button button-danger"
        onClick={() => dialog.current?.showModal()}
      >
        {deskPeople.erase}
      </button>
      <dialog ref={dialog} className="panel confirm" aria-labelledby="erase-confirm-title">
        <h2 id="erase-confirm-title">{deskPeople.eraseConfirmTitle}</h2>
        <p>{deskPeople.eraseWillGo(countsSummary(countsOf(record)))}</p>
        <p className="small muted">{deskPeople.eraseNote}</p>
        <ErrorLine error={error} />
        <div className="row">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => dialog.current?.close()}
          >
            {deskPeople.cancel}
          </button>
          <button type="button" className="button button-danger" onClick={erase} disabled={busy}>
            {deskPeople.eraseConfirm}
          </button>
        </div>
      </dialog>
    </section>
  );
}
