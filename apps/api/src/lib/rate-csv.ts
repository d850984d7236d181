// The one reader of rate sheets (N8), life and travel, committed samples and staff uploads:
// csv-parse does the CSV (quoted cells holding commas, quotes or line breaks, CRLF, a BOM); this
// file only splits off the leading '#' lines, which name the table, version and source.

import { parse } from 'csv-parse/sync';

export interface RateCsv {
  /** The leading '#' lines, without the '#', trimmed. */
  comments: string[];
  header: string[];
  /** The data records after the header; whole-line '#' comments and blank lines are skipped. */
  records: string[][];
}

const LEADING_COMMENT = /^[ \t]*#([^\r\n]*)(?:\r\n|\n|\r|$)|^[ \t]*(?:\r\n|\n|\r)/;

/** Reads a rate sheet; throws an Error naming the line when the CSV itself is malformed. */
export function readRateCsv(text: string): RateCsv {
  let rest = text.replace(/^\uFEFF/, '');
  const comments: string[] = [];
  for (let match = LEADING_COMMENT.exec(rest); match; match = LEADING_COMMENT.exec(rest)) {
    if (match[1] !== undefined) comments.push(match[1].trim());
    rest = rest.slice(match[0].length);
  }
  let rows: string[][];
  try {
    rows = parse(rest, {
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as string[][];
  } catch (error) {
    throw new Error(`the file is not valid CSV: ${(error as Error).message}`, { cause: error });
  }
  const [header = [], ...records] = rows;
  return { comments, header, records };
}

/** The `name: value` pairs of the comment lines (`# version: 1` or `# table: x; version: 1`). */
export function rateCsvMeta(comments: readonly string[]): Map<string, string> {
  const meta = new Map<string, string>();
  for (const comment of comments)
    for (const part of comment.split(';')) {
      const match = /^\s*([\w-]+)\s*:\s*(.*?)\s*$/.exec(part);
      if (match?.[1] !== undefined) meta.set(match[1], match[2] ?? '');
    }
  return meta;
}
