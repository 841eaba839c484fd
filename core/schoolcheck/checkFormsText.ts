import type { CheckFormsFile } from './buildCheckForms';

/** The text of `checkForms.json`: one form per line, so a change to a form reads as one changed line. */
export function checkFormsText(file: CheckFormsFile): string {
  const lines = file.forms.map((form) => `    ${JSON.stringify(form)}`);
  const pools = Object.entries(file.pools).map(([band, ids]) => `    "${band}": ${JSON.stringify(ids)}`);
  return `{\n  "version": ${file.version},\n  "seed": ${file.seed},\n  "forms": [\n${lines.join(',\n')}\n  ],\n  "pools": {\n${pools.join(',\n')}\n  }\n}\n`;
}
