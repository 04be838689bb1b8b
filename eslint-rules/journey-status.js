import { readdirSync, readFileSync } from 'node:fs';

/**
 * Issue 23: a status is named in src-domain/journeys only. Two local rules:
 * - raw-status-code: a number literal (0–99; HTTP codes have three digits) compared with a status-like
 *   name (…Status, …_status, status, feeCode …), as a switch case of one, in drizzle eq/ne, or a list of
 *   numbers .includes(status): use the codes (src-domain/journeys/codes.ts) or a state function.
 * - status-label: a string that is exactly a state label of a journey (已录取, 待审核, 已缴费 …): read
 *   it from the journey table (journey.states[state].label).
 */

const JOURNEYS = new URL('../src-domain/journeys/', import.meta.url);

/** The state labels, read from the journey tables' source (`label: '…', tone:` is a state row). */
export function journeyStateLabels() {
  const labels = new Set();
  for (const name of readdirSync(JOURNEYS).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(new URL(name, JOURNEYS), 'utf8');
    for (const m of text.matchAll(/\blabel:\s*'([^']+)',\s*tone:/g)) labels.add(m[1]);
  }
  return labels;
}

const STATUS_NAME = /^(status|\w*Status|\w*_status|(fee|review|admission|voucher|photo|face|report)Code)$/;

/** The name an expression reads: x, a.b.x, a['x'] (strings only). */
function nameOf(node) {
  if (!node) return null;
  if (node.type === 'ChainExpression') return nameOf(node.expression);
  if (node.type === 'TSAsExpression' || node.type === 'TSNonNullExpression') return nameOf(node.expression);
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression') {
    if (!node.computed && node.property.type === 'Identifier') return node.property.name;
    if (node.property.type === 'Literal' && typeof node.property.value === 'string')
      return node.property.value;
  }
  return null;
}
const statusLike = (node) => STATUS_NAME.test(nameOf(node) ?? '');
const smallNumber = (node) =>
  node?.type === 'Literal' &&
  typeof node.value === 'number' &&
  Number.isInteger(node.value) &&
  node.value >= 0 &&
  node.value < 100;
const negSmall = (node) =>
  node?.type === 'UnaryExpression' && node.operator === '-' && smallNumber(node.argument);
const codeLiteral = (node) => smallNumber(node) || negSmall(node);

const CODE_MSG =
  "Raw status code: use the journeys' codes (src-domain/journeys/codes.ts) or a state function (feeState, reviewState …).";

const rawStatusCode = {
  meta: { type: 'problem', schema: [], messages: { raw: CODE_MSG } },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'raw' });
    return {
      BinaryExpression(node) {
        if (!['===', '!==', '==', '!=', '<', '>', '<=', '>='].includes(node.operator)) return;
        if (
          (codeLiteral(node.right) && statusLike(node.left)) ||
          (codeLiteral(node.left) && statusLike(node.right))
        )
          report(node);
      },
      SwitchStatement(node) {
        if (!statusLike(node.discriminant)) return;
        for (const c of node.cases) if (codeLiteral(c.test)) report(c);
      },
      CallExpression(node) {
        const callee = node.callee;
        const [a, b] = node.arguments;
        // drizzle eq(col.feeStatus, 3) / ne(…)
        if (
          callee.type === 'Identifier' &&
          ['eq', 'ne'].includes(callee.name) &&
          statusLike(a) &&
          codeLiteral(b)
        )
          return report(node);
        // [2, 3].includes(r.admissionStatus)
        if (
          callee.type === 'MemberExpression' &&
          nameOf(callee) === 'includes' &&
          callee.object.type === 'ArrayExpression' &&
          callee.object.elements.length > 0 &&
          callee.object.elements.every(codeLiteral) &&
          statusLike(a)
        )
          report(node);
      },
    };
  },
};

const statusLabel = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      label:
        "Status label '{{label}}': read it from the journey (e.g. fee.states[feeState(code)].label), not a copy.",
    },
  },
  create(context) {
    const labels = journeyStateLabels();
    const check = (node, text) => {
      const t = typeof text === 'string' ? text.trim() : null;
      if (t && labels.has(t)) context.report({ node, messageId: 'label', data: { label: t } });
    };
    return {
      Literal(node) {
        if (node.parent?.type === 'ImportDeclaration' || node.parent?.type === 'ExportNamedDeclaration')
          return;
        check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0]?.value.cooked);
      },
      JSXText(node) {
        check(node, node.value);
      },
    };
  },
};

export const journeyStatus = { rules: { 'raw-status-code': rawStatusCode, 'status-label': statusLabel } };
