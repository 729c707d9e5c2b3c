import { type FormEvent, useState } from "react";
import { deskPeople } from "../../src/content/desk";
import { api } from "../api/client";
import type { PersonKey, RecordCounts } from "../api/types";
import { Field } from "../app/Field";
import { ErrorLine, useRequest } from "../app/use-request";
import { countsIn } from "./counts";

/** New e-mail, phone or name for every record of the person that holds one. */
export function CorrectForm({
  person,
  onCorrected,
}: {
  person: PersonKey;
  onCorrected: (counts: RecordCounts, next: PersonKey) => void;
}) {
  const [set, setSet] = useState({ email: "", phone: "", name: "" });
  const { busy, error, setError, run } = useRequest();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes = Object.fromEntries(
      Object.entries(set)
        .map(([k, v]) => [k, v.trim()])
        .filter(([, v]) => v),
    ) as { email?: string; phone?: string; name?: string };
    if (Object.keys(changes).length === 0) {
      setError(deskPeople.correctNothing);
      return;
    }
    await run(async () => {
      const counts = countsIn(
        await api<Parameters<typeof countsIn>[0]>("/people/correct", {
          body: { ...person, set: changes },
        }),
      );
      const next: PersonKey =
        "email" in person
          ? { email: changes.email ?? person.email }
          : { phone: changes.phone ?? person.phone };
      setSet({ email: "", phone: "", name: "" });
      onCorrected(counts, next);
    });
  };

  const field = (key: keyof typeof set, label: string, type: string) => (
    <Field label={label}>
      <input
        className="input"
        type={type}
        value={set[key]}
        onChange={(e) => setSet((s) => ({ ...s, [key]: e.target.value }))}
        autoComplete="off"
      />
    </Field>
  );

  return (
    <section className="panel" aria-labelledby="correct-heading">
      <h2 id="correct-heading">{deskPeople.correctHeading}</h2>
      <form className="stack" onSubmit={submit}>
        <div className="row">
          {field("email", deskPeople.newEmail, "email")}
          {field("phone", deskPeople.newPhone, "tel")}
          {field("name", deskPeople.newName, "text")}
        </div>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {deskPeople.correct}
          </button>
        </div>
        <ErrorLine error={error} />
      </form>
    </section>
  );
}
