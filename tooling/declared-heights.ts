/**
 * Writes the heights `./measure-first-views.ts` measured into a widget's declaration
 * (`widgets/<tag>/declaration.ts`), as its `delivery.room.heights`: the declaration stays the one
 * place a widget's delivery is told, measured figures included. The rest of the file is left as
 * it was; `npx biome format --write` then lays the figures out.
 */
import ts from "typescript";

/** The object literal `node` is, through `satisfies` and `as`. */
function objectOf(node: ts.Node | undefined): ts.ObjectLiteralExpression | undefined {
  let inner = node;
  while (inner && (ts.isSatisfiesExpression(inner) || ts.isAsExpression(inner)))
    inner = inner.expression;
  return inner && ts.isObjectLiteralExpression(inner) ? inner : undefined;
}

function propertyOf(object: ts.ObjectLiteralExpression, name: string) {
  return object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && property.name.getText() === name,
  );
}

/** `source` (a declaration) with `heights` (per view, "" the default) as its room's. */
export function withHeights(
  source: string,
  heights: Readonly<Record<string, readonly number[]>>,
): string {
  const file = ts.createSourceFile("declaration.ts", source, ts.ScriptTarget.Latest, true);
  const delivery = file.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => declaration.name.getText() === "delivery");
  const declared = objectOf(delivery?.initializer);
  const room = declared && objectOf(propertyOf(declared, "room")?.initializer);
  if (!room) throw new Error("the declaration's `delivery` holds no `room`");
  const rows = Object.entries(heights).map(
    ([value, steps]) =>
      `${/^[a-z]\w*$/.test(value) ? value : JSON.stringify(value)}: [${steps.join(", ")}]`,
  );
  const kept = room.properties
    .filter((property) => property.name?.getText() !== "heights")
    .map((property) => property.getText());
  const text = `{ ${[...kept, `heights: { ${rows.join(", ")} }`].join(", ")} }`;
  return source.slice(0, room.getStart()) + text + source.slice(room.end);
}
