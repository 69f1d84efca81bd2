/**
 * The SQL a source file runs, read from its text (no build needed): the bodies of its `sql` tagged templates and the
 * tables named to Kysely's builder. The architecture test uses it to hold each module to its own tables.
 */

/** The text of each `sql` template in a file, with its `${...}` holes blanked (a nested template is found on its own). */
export function sqlTextsOf(source: string): string[] {
  const out: string[] = [];
  const start = /\bsql\s*(?:<[^`=()]*?>)?\s*`/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let i = m.index + m[0].length;
    let text = '';
    while (i < source.length && source[i] !== '`') {
      if (source[i] === '\\') {
        text += source.slice(i, i + 2);
        i += 2;
      } else if (source.startsWith('${', i)) {
        i = skipHole(source, i + 2);
        text += ' ';
      } else text += source[i++];
    }
    out.push(text);
  }
  return out;
}

/** The index just after the `}` that closes a template hole opened before `i` (strings and templates inside skipped). */
function skipHole(s: string, i: number): number {
  let depth = 1;
  while (i < s.length && depth > 0) {
    const c = s[i]!;
    if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '`') {
      i++;
      while (i < s.length && s[i] !== '`') i = s[i] === '\\' ? i + 2 : s.startsWith('${', i) ? skipHole(s, i + 2) : i + 1;
    } else if (c === "'" || c === '"') {
      const q = c;
      i++;
      while (i < s.length && s[i] !== q) i += s[i] === '\\' ? 2 : 1;
    }
    i++;
  }
  return i;
}

const SQL_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)/gi;
const BUILDER_TABLE =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|table)\(\s*['"]([a-z_][a-z0-9_]*)/g;

/** The known tables a file's SQL names (in templates, to the query builder, or with `sql.table`). */
export function tablesNamedIn(source: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const text of sqlTextsOf(source)) {
    for (const m of text.replace(/--[^\n]*/g, ' ').matchAll(SQL_TABLE)) if (known.has(m[1]!)) found.add(m[1]!);
  }
  for (const m of source.matchAll(BUILDER_TABLE)) if (known.has(m[1]!)) found.add(m[1]!);
  return [...found].sort();
}

/** The tables a `create table` in a file makes (platform stores and module-private tables). */
export const tablesCreatedIn = (source: string): string[] =>
  sqlTextsOf(source).flatMap((t) => [...t.matchAll(/\bcreate\s+table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi)].map((m) => m[1]!));
