/**
 * The values an attribute takes where its declaration names them (`values: {} as OneOf<T>`,
 * `widgets/shared/element/declaration.ts`), read by the checker as a union of string literals
 * (`"inline" | "modal"`): the published types (`./package-types.ts`) accept only those, and the
 * manifest (`./custom-elements.ts`) gives them as the attribute's type.
 */
import { resolve } from "node:path";
import type ts from "typescript";
import type { DeclaredElement } from "./element-declarations.ts";

/** Each attribute's union of values where its declaration names them, by prop name. */
export function attributeValueTypes(
  program: ts.Program,
  root: string,
  element: DeclaredElement,
): Map<string, string> {
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(resolve(root, element.path));
  const module = source && checker.getSymbolAtLocation(source);
  const declared = module && checker.tryGetMemberInModuleExports(element.exportName, module);
  if (!declared) throw new Error(`${element.path}: ${element.exportName} not found`);
  const attributes = checker.getTypeOfSymbol(declared).getProperty("attributes");
  const unions = new Map<string, string>();
  for (const attribute of attributes ? checker.getTypeOfSymbol(attributes).getProperties() : []) {
    const values = checker.getTypeOfSymbol(attribute).getProperty("values");
    if (!values) continue;
    const oneOf = checker.getNonNullableType(checker.getTypeOfSymbol(values)).getProperty("oneOf");
    const type = oneOf && checker.getNonNullableType(checker.getTypeOfSymbol(oneOf));
    const members = type?.isUnion() ? type.types : type ? [type] : [];
    if (members.length === 0 || !members.every((member) => member.isStringLiteral()))
      throw new Error(`${element.tag} ${attribute.name}: values must be OneOf<string literals>`);
    const literals = members.map((member) =>
      JSON.stringify((member as ts.StringLiteralType).value),
    );
    unions.set(attribute.name, literals.join(" | "));
  }
  return unions;
}
