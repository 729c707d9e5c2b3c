/**
 * Writes types out as plain declarations with the TypeScript checker, for declaration files
 * that must stand alone: a named type of ours (interface, class, type alias) is declared under
 * its name, with its JSDoc, the first time it is met; a DOM or ES type keeps its name; anything
 * else (a library's type, `z.infer<…>`, a mapped type) is spelled out as an object literal, so
 * the file imports nothing. A class becomes an interface of its public instance members.
 */
import ts from "typescript";

/** Members every custom element has and a page never calls itself. */
const lifecycle = new Set([
  "constructor",
  "connectedCallback",
  "disconnectedCallback",
  "adoptedCallback",
  "attributeChangedCallback",
]);

const identifier = /^[A-Za-z_$][\w$]*$/;
const key = (name: string) => (identifier.test(name) ? name : JSON.stringify(name));

export class DeclarationPrinter {
  /** Declarations of the named types met so far, by name, in the order met. */
  readonly declarations = new Map<string, string>();
  private readonly owners = new Map<string, ts.Symbol>();

  constructor(
    private readonly program: ts.Program,
    private readonly checker: ts.TypeChecker,
    private readonly root: string,
  ) {}

  /** A type as it reads in a declaration, declaring the named types of ours it uses. */
  type(type: ts.Type, depth = 0): string {
    if (depth > 12) throw new Error(`too deep: ${this.checker.typeToString(type)}`);
    const alias = type.aliasSymbol;
    if (alias && this.isOurs(alias) && !type.aliasTypeArguments?.length) {
      return this.declare(alias, () => `export type ${alias.name} = ${this.shape(type, depth)};`);
    }
    if (alias && this.isDom(alias)) {
      const args = (type.aliasTypeArguments ?? []).map((arg) => this.type(arg, depth + 1));
      return args.length ? `${alias.name}<${args.join(", ")}>` : alias.name;
    }
    return this.shape(type, depth);
  }

  /** Declares `symbol`'s interface (a class: its public members) under its name. */
  named(symbol: ts.Symbol): string {
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    return this.declare(symbol, () => {
      const bases = (type.isClassOrInterface() ? this.checker.getBaseTypes(type) : []).map((base) =>
        this.type(base),
      );
      const heritage = bases.length ? ` extends ${bases.join(", ")}` : "";
      return `export interface ${symbol.name}${heritage} ${this.members(type, 0, true)}`;
    });
  }

  private declare(symbol: ts.Symbol, write: () => string): string {
    const owner = this.owners.get(symbol.name);
    if (owner && owner !== symbol) throw new Error(`two types named ${symbol.name}`);
    if (!owner) {
      this.owners.set(symbol.name, symbol);
      const text = write();
      this.declarations.set(symbol.name, `${this.doc(symbol, "")}${text}`);
    }
    return symbol.name;
  }

  /** The type spelled out, ignoring an alias name it may have. */
  private shape(type: ts.Type, depth: number): string {
    const checker = this.checker;
    if (type.isUnion()) return this.union(type.types, depth);
    if (type.isIntersection()) {
      return type.types.map((part) => this.operand(part, depth)).join(" & ");
    }
    if (!(type.flags & ts.TypeFlags.Object)) {
      if (type.flags & ts.TypeFlags.TypeParameter) throw new Error("generic types are not printed");
      return checker.typeToString(type);
    }
    if (checker.isArrayType(type) || checker.isTupleType(type)) {
      const args = checker.getTypeArguments(type as ts.TypeReference);
      if (checker.isTupleType(type)) {
        return `[${args.map((arg) => this.type(arg, depth + 1)).join(", ")}]`;
      }
      const readonly = checker.isArrayType(type) && type.symbol?.name === "ReadonlyArray";
      return `${readonly ? "readonly " : ""}${this.operand(args[0] as ts.Type, depth + 1)}[]`;
    }
    const symbol = type.symbol;
    if (
      symbol &&
      this.isOurs(symbol) &&
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)
    ) {
      if ((type as ts.TypeReference).typeArguments?.length) {
        throw new Error(`${symbol.name}: generic types are not printed`);
      }
      return this.named(symbol);
    }
    if (
      symbol &&
      this.isDom(symbol) &&
      symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)
    ) {
      const generic = (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
      const args = generic ? checker.getTypeArguments(type as ts.TypeReference) : [];
      const printed = args.map((arg) => this.type(arg, depth + 1));
      return printed.length ? `${symbol.name}<${printed.join(", ")}>` : symbol.name;
    }
    if (
      symbol?.declarations?.some((d) =>
        /[\\/]@types[\\/]react[\\/]/.test(d.getSourceFile().fileName),
      )
    ) {
      throw new Error(`${symbol.name}: React's types stay out of an element's public surface`);
    }
    const [call, ...more] = type.getCallSignatures();
    if (call && more.length === 0 && type.getProperties().length === 0) {
      return `(${this.parameters(call, depth)}) => ${this.type(call.getReturnType(), depth + 1)}`;
    }
    return this.members(type, depth, false);
  }

  /** A union's or an intersection's part, in parentheses where it would bind otherwise. */
  private operand(type: ts.Type, depth: number): string {
    const text = this.type(type, depth + 1);
    const bare =
      type.aliasSymbol || !(type.isUnionOrIntersection() || type.getCallSignatures().length);
    return bare || text.startsWith("{") ? text : `(${text})`;
  }

  private members(type: ts.Type, depth: number, skipInherited: boolean): string {
    const indent = "  ";
    // A nested object's lines go one step further in than its member's.
    const nest = (text: string) => text.replaceAll("\n", `\n${indent}`);
    const lines: string[] = [];
    for (const signature of type.getCallSignatures()) {
      const returned = this.type(signature.getReturnType(), depth + 1);
      lines.push(indent + nest(`(${this.parameters(signature, depth)}): ${returned};`));
    }
    for (const kind of [ts.IndexKind.String, ts.IndexKind.Number]) {
      const info = this.checker.getIndexInfoOfType(type, kind);
      if (info) {
        const keyType = kind === ts.IndexKind.String ? "string" : "number";
        lines.push(indent + nest(`[key: ${keyType}]: ${this.type(info.type, depth + 1)};`));
      }
    }
    for (const property of type.getProperties()) {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (skipInherited && declaration && !this.isOurs(property)) continue;
      // `_name` is this code's mark for a member the element keeps to itself.
      if (
        lifecycle.has(property.name) ||
        property.name.startsWith("_") ||
        property.name.startsWith("#")
      )
        continue;
      const modifiers = declaration ? ts.getCombinedModifierFlags(declaration) : 0;
      if (
        modifiers &
        (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)
      )
        continue;
      lines.push(this.doc(property, indent) + indent + nest(this.member(property, depth)));
    }
    return lines.length ? `{\n${lines.join("\n")}\n}` : "{}";
  }

  private member(property: ts.Symbol, depth: number): string {
    const type = this.checker.getTypeOfSymbol(property);
    const optional = property.flags & ts.SymbolFlags.Optional;
    if (property.flags & ts.SymbolFlags.Method) {
      return type
        .getCallSignatures()
        .map(
          (s) =>
            `${key(property.name)}(${this.parameters(s, depth)}): ${this.type(s.getReturnType(), depth + 1)};`,
        )
        .join(" ");
    }
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const readonly =
      declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly;
    const value = optional ? this.optional(type, depth + 1) : this.type(type, depth + 1);
    return `${readonly ? "readonly " : ""}${key(property.name)}${optional ? "?" : ""}: ${value};`;
  }

  /** An optional member's or parameter's type, without the `undefined` its `?` adds. */
  private optional(type: ts.Type, depth: number): string {
    if (!type.isUnion() || type.aliasSymbol) return this.type(type, depth);
    return this.union(
      type.types.filter((part) => !(part.flags & ts.TypeFlags.Undefined)),
      depth,
    );
  }

  private union(types: readonly ts.Type[], depth: number): string {
    // As people write them: `boolean` whole, `undefined` and `null` last.
    const empty = ts.TypeFlags.Undefined | ts.TypeFlags.Null;
    const parts = types.filter((part) => !(part.flags & (ts.TypeFlags.BooleanLiteral | empty)));
    const printed = parts.map((part) => this.operand(part, depth));
    if (types.some((part) => part.flags & ts.TypeFlags.BooleanLiteral)) printed.push("boolean");
    for (const part of types.filter((part) => part.flags & empty)) printed.push(this.type(part));
    return printed.join(" | ");
  }

  private parameters(signature: ts.Signature, depth: number): string {
    if (signature.typeParameters?.length) throw new Error("generic signatures are not printed");
    return signature.parameters
      .map((parameter) => {
        const declaration = parameter.valueDeclaration as ts.ParameterDeclaration | undefined;
        const rest = declaration?.dotDotDotToken ? "..." : "";
        const optional =
          declaration && (declaration.questionToken || declaration.initializer) ? "?" : "";
        const type = this.checker.getTypeOfSymbol(parameter);
        return `${rest}${parameter.name}${optional}: ${optional ? this.optional(type, depth + 1) : this.type(type, depth + 1)}`;
      })
      .join(", ");
  }

  /** The symbol's JSDoc as written in our source, indented for where it goes. */
  private doc(symbol: ts.Symbol, indent: string): string {
    const declaration = symbol.declarations?.find((d) => this.isOurs(d));
    if (!declaration) return "";
    const source = declaration.getSourceFile();
    const anchor = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration;
    const comments = ts.getLeadingCommentRanges(source.text, anchor.getFullStart()) ?? [];
    const jsdoc = comments.filter((c) => source.text.startsWith("/**", c.pos)).at(-1);
    if (!jsdoc) return "";
    const lines = source.text.slice(jsdoc.pos, jsdoc.end).split("\n");
    return `${lines
      .map((line, i) => (i === 0 ? line.trim() : ` ${line.trim()}`))
      .map((l) => indent + l)
      .join("\n")}\n`;
  }

  private isOurs(symbolOrNode: ts.Symbol | ts.Node): boolean {
    const nodes = "kind" in symbolOrNode ? [symbolOrNode] : (symbolOrNode.declarations ?? []);
    return nodes.some((node) => {
      const file = node.getSourceFile().fileName;
      return file.startsWith(this.root) && !file.includes("/node_modules/");
    });
  }

  private isDom(symbol: ts.Symbol): boolean {
    return (symbol.declarations ?? []).some((node) =>
      this.program.isSourceFileDefaultLibrary(node.getSourceFile()),
    );
  }
}
