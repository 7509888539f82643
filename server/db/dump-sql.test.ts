import { describe, expect, it } from 'vitest';
import { copySql } from './dump-import';
import { DumpSyntaxError, isCopyFromStdin, readDump, SqlTokenError, tokenize, type DumpPiece } from './dump-sql';

const bytes = (text: string) => new TextEncoder().encode(text);
const pieces = (text: string) =>
  [...readDump(bytes(text))].map((piece: DumpPiece) =>
    piece.kind === 'copy' ? { ...piece, data: new TextDecoder().decode(piece.data) } : piece,
  );

describe('reading a plain SQL dump like psql', () => {
  it('cuts statements at a semicolon outside strings, names, comments, $-quotes and parentheses', () => {
    const dump = [
      '-- a comment; not a statement',
      "SET standard_conforming_strings = on;",
      "INSERT INTO public.t VALUES (1, 'a;b', 'it''s', E'c\\';d', \"x;y\");",
      '/* a /* nested; */ comment; */ CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ select 1; $$;',
      'CREATE FUNCTION g() RETURNS int LANGUAGE plpgsql AS $body$ BEGIN RETURN 1; END $body$;',
      "CREATE RULE r AS ON INSERT TO t DO ALSO (NOTIFY a; NOTIFY b);",
      'SELECT $1, a$b;',
      'SELECT 1 -- trailing; comment',
      ';',
      'SELECT 2',
    ].join('\n');
    expect(pieces(dump)).toEqual([
      { kind: 'statement', sql: 'SET standard_conforming_strings = on;', line: 2 },
      { kind: 'statement', sql: "INSERT INTO public.t VALUES (1, 'a;b', 'it''s', E'c\\';d', \"x;y\");", line: 3 },
      { kind: 'statement', sql: 'CREATE FUNCTION f() RETURNS int LANGUAGE sql AS $$ select 1; $$;', line: 4 },
      { kind: 'statement', sql: 'CREATE FUNCTION g() RETURNS int LANGUAGE plpgsql AS $body$ BEGIN RETURN 1; END $body$;', line: 5 },
      { kind: 'statement', sql: 'CREATE RULE r AS ON INSERT TO t DO ALSO (NOTIFY a; NOTIFY b);', line: 6 },
      { kind: 'statement', sql: 'SELECT $1, a$b;', line: 7 },
      { kind: 'statement', sql: 'SELECT 1 -- trailing; comment\n;', line: 8 },
      { kind: 'statement', sql: 'SELECT 2', line: 10 },
    ]);
  });

  it('takes the lines after COPY … FROM stdin up to \\. as its data, whatever they hold', () => {
    const dump = [
      'COPY public.t (a, "from stdin") FROM stdin;',
      "1\tit's; not -- SQL",
      '2\t\\N',
      '3\t/* no comment',
      '\\.',
      'COPY public.empty (a) FROM stdin;',
      '\\.',
      "INSERT INTO public.t VALUES (4, 'after');",
    ].join('\n');
    expect(pieces(dump)).toEqual([
      { kind: 'copy', sql: 'COPY public.t (a, "from stdin") FROM stdin;', data: "1\tit's; not -- SQL\n2\t\\N\n3\t/* no comment\n", line: 1 },
      { kind: 'copy', sql: 'COPY public.empty (a) FROM stdin;', data: '', line: 6 },
      { kind: 'statement', sql: "INSERT INTO public.t VALUES (4, 'after');", line: 8 },
    ]);
  });

  it('never takes a line of text inside a string for a COPY or a psql command (data users typed)', () => {
    const text = "'line one\nCOPY public.users (id) FROM stdin;\n\\! rm -rf /\n\\.\n'";
    expect(pieces(`INSERT INTO public.blog_posts (content) VALUES (${text});\nSELECT 1;`)).toEqual([
      { kind: 'statement', sql: `INSERT INTO public.blog_posts (content) VALUES (${text});`, line: 1 },
      { kind: 'statement', sql: 'SELECT 1;', line: 6 },
    ]);
  });

  it('gives psql commands between statements back as such, CRLF or not', () => {
    expect(pieces('\\restrict abc\r\nSELECT 1;\r\n\\unrestrict abc\r\n')).toEqual([
      { kind: 'meta', command: '\\restrict abc', line: 1 },
      { kind: 'statement', sql: 'SELECT 1;', line: 2 },
      { kind: 'meta', command: '\\unrestrict abc', line: 3 },
    ]);
  });

  it('keeps every byte of UTF-8 text', () => {
    const name = 'Ünïcødé 🎉 列表 \u2028';
    expect(pieces(`INSERT INTO t VALUES ('${name}');\nCOPY t (a) FROM stdin;\n${name}\n\\.\n`)).toEqual([
      { kind: 'statement', sql: `INSERT INTO t VALUES ('${name}');`, line: 1 },
      { kind: 'copy', sql: 'COPY t (a) FROM stdin;', data: `${name}\n`, line: 2 },
    ]);
  });

  it('refuses what never ends instead of guessing', () => {
    expect(() => pieces("SELECT 'open")).toThrow(DumpSyntaxError);
    expect(() => pieces('SELECT $x$ open')).toThrow(DumpSyntaxError);
    expect(() => pieces('/* open')).toThrow(DumpSyntaxError);
    expect(() => pieces('COPY t (a) FROM stdin;\n1\n')).toThrow('The data of the COPY at line 1 has no end line (\\.)');
    expect(() => [...readDump(new Uint8Array([...bytes("SELECT 1;\nSELECT '"), 0xff, ...bytes("';")]))]).toThrow(
      new DumpSyntaxError("Line 2 of the dump is not UTF-8 text (a dump of Rollcall's database always is)"),
    );
  });

  it('tells COPY FROM stdin apart, and points it at PGlite’s blob', () => {
    expect(isCopyFromStdin('COPY public.t (a) FROM stdin;')).toBe(true);
    expect(isCopyFromStdin('copy t from STDIN with (format csv);')).toBe(true);
    expect(isCopyFromStdin('COPY t ("x FROM stdin") TO stdout;')).toBe(false);
    expect(isCopyFromStdin("INSERT INTO t VALUES ('COPY t FROM stdin');")).toBe(false);
    // The COPY that runs is written from the names alone, whatever they hold.
    expect(copySql({ schema: 'public', table: 't', columns: ['a', ' FROM stdin', 'say "hi"'] }, `'/dev/blob'`)).toBe(
      `COPY "public"."t" ("a", " FROM stdin", "say ""hi""") FROM '/dev/blob'`,
    );
  });
});

describe('reading a statement token by token, as PostgreSQL reads it', () => {
  const read = (sql: string) => tokenize(sql, 1).map(({ type, value, line }) => `${type}:${value}@${String(line)}`);

  it('gives names (folded to lower case), quoted names, strings, $-quoted texts, numbers and symbols, each with its line', () => {
    expect(read(`SELECT "Mixed ""Case""", 'it''s\nfine', $body$ a; $$ b $body$, -1.5e3, t.col::text[] FROM Ünï;`)).toEqual([
      'word:select@1',
      'quoted:Mixed "Case"@1',
      'symbol:,@1',
      "string:it's\nfine@1",
      'symbol:,@2',
      'dollar: a; $$ b @2',
      'symbol:,@2',
      'symbol:-@2',
      'number:1.5e3@2',
      'symbol:,@2',
      'word:t@2',
      'symbol:.@2',
      'word:col@2',
      'symbol:::@2',
      'word:text@2',
      'symbol:[@2',
      'symbol:]@2',
      'word:from@2',
      'word:Ünï@2',
      'symbol:;@2',
    ]);
  });

  it('passes over comments where the server does: a -- comment ends at CR as well as LF, block comments nest', () => {
    expect(read('a -- one\rb /* c /* d */ e */ f\n-- g\nh')).toEqual(['word:a@1', 'word:b@1', 'word:f@1', 'word:h@3']);
  });

  it('cuts operators as scan.l does: a trailing + or - is a sign of what follows, a comment ends an operator', () => {
    expect(read('a=-1 b<>-2 c<=3 d*/*x*/4')).toEqual([
      'word:a@1', 'symbol:=@1', 'symbol:-@1', 'number:1@1',
      'word:b@1', 'symbol:<>@1', 'symbol:-@1', 'number:2@1',
      'word:c@1', 'symbol:<=@1', 'number:3@1',
      'word:d@1', 'symbol:*@1', 'number:4@1',
    ]);
  });

  it.each([
    ["E'\\''", "E'"],
    ["U&'\\0041'", 'the operator &'],
    ["B'101'", "B'"],
    ['1$$x$$', '1$'],
    ['a$b', 'a$'],
    ["1e'x'", 'the number 1 right before "e"'],
    ['0x1F', 'the number 0 right before "x"'],
    ['$1', 'a $ outside a $-quoted text'],
    ['a || b', 'the operator ||'],
    ['a % b', 'the operator %'],
    ['a\\b', 'the character "\\\\"'],
    ['a\vb', 'the character "\\u000b"'],
    ["'open", 'a string that never ends'],
    ['"open', 'a quoted name that never ends'],
    ['$x$ open', 'a $-quoted text that never ends'],
    ['/* open', 'a comment that never ends'],
    ['""', 'a quoted name that is empty or longer than PostgreSQL keeps'],
    [`a${'b'.repeat(63)}`, 'a name longer than 63 bytes'],
  ])('refuses %s, which the server could read otherwise', (sql, what) => {
    expect(() => tokenize(sql, 1)).toThrow(SqlTokenError);
    expect(() => tokenize(sql, 1)).toThrow(what);
  });
});
