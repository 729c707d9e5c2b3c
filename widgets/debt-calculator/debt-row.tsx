import { useId } from "react";
import type { DebtEntry } from "../../src/calculator";
import { type CalculatorVariantDefinition, calculatorCopy } from "../../src/content/calculator";
import { type DebtType, debtTypes } from "../../src/content/debt";
import { Button } from "../shared/ui/button";
import { CloseIcon } from "../shared/ui/close-icon";
import { Select } from "../shared/ui/select";
import { DecimalInput } from "./decimal-input";

const typeOptions = debtTypes.map((t) => ({ value: t.value, label: t.label }));

export interface DebtRowProps {
  debt: DebtEntry;
  number: number;
  copy: CalculatorVariantDefinition["debtRow"];
  canRemove: boolean;
  onType: (type: DebtType | "") => void;
  onAmount: (amount: number) => void;
  onRate: (rate: number) => void;
  onNotApplicable: (notApplicable: boolean) => void;
  onRemove: () => void;
}

/** One debt: its type, what is owed and its rate, or the box that says the rate is unknown. */
export function DebtRow({
  debt,
  number,
  copy,
  canRemove,
  onType,
  onAmount,
  onRate,
  onNotApplicable,
  onRemove,
}: DebtRowProps) {
  const id = useId();
  return (
    <fieldset className="dc-row" aria-labelledby={`${id}-title`} part="debt-row">
      <div className="dc-row__head">
        <h4 id={`${id}-title`} className="dc-row__title">
          {calculatorCopy.debtTitle(number)}
        </h4>
        {canRemove ? (
          <button
            type="button"
            className="ebw-icon-button dc-remove"
            part="remove-button"
            aria-label={calculatorCopy.removeDebt(number)}
            onClick={onRemove}
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>
      <div className="dc-row__fields">
        <div className="dc-field dc-field--type">
          <label htmlFor={`${id}-type`}>{copy.typeLabel}</label>
          <Select
            id={`${id}-type`}
            value={debt.type}
            onValueChange={(value) => onType(value as DebtType | "")}
            options={typeOptions}
            placeholder={copy.typePlaceholder}
          />
        </div>
        <div className="dc-field dc-field--amount">
          <label htmlFor={`${id}-amount`}>{copy.amountLabel}</label>
          <DecimalInput
            id={`${id}-amount`}
            value={debt.amount}
            onValueChange={onAmount}
            prefix={copy.units ? "$" : undefined}
            placeholder={copy.amountPlaceholder}
          />
        </div>
        <div className="dc-field dc-field--rate">
          <label htmlFor={`${id}-rate`}>{copy.rateLabel}</label>
          <div className="dc-rate">
            <DecimalInput
              id={`${id}-rate`}
              value={debt.interestRate}
              onValueChange={onRate}
              step={0.01}
              suffix={copy.units ? "%" : undefined}
              disabled={debt.isInterestNA}
              placeholder={copy.ratePlaceholder}
            />
            <label className="dc-check">
              <input
                className="dc-check__box"
                type="checkbox"
                checked={debt.isInterestNA}
                onChange={(event) => onNotApplicable(event.currentTarget.checked)}
              />
              <span>{copy.notApplicableLabel}</span>
            </label>
          </div>
        </div>
      </div>
    </fieldset>
  );
}

export function AddDebtButton({ onAdd }: { onAdd: () => void }) {
  return (
    <Button variant="outline" className="dc-add" part="add-button" onClick={onAdd}>
      <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
        <path d="M10 4v12M4 10h12" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {calculatorCopy.addDebt}
    </Button>
  );
}
