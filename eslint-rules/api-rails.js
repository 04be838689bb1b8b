/**
 * Issue 24 item 1: one dialect for calling the API. Two local rules:
 * - no-axios: axios is imported in src-adapters/http only (the HTTP port: headers, envelope, error
 *   catalogue); every other caller goes through the port (`call(http, route, data)`).
 * - no-api-path: an API path (`/staff-api/…`, `/sc-mobile-api/…`, `/platform/api/…`, …) is written
 *   in contract/ only; elsewhere use the contract's route() objects or path constants.
 */

/** The API prefixes of the contract (file URLs under /fileapi are links, not calls). */
export const API_PATH =
  /^(?:https?:\/\/[^/\s]+)?\/(?:staff-api|sc-mobile-api|platform\/api|enrollment-manage-api|welcome-manage-api)(?:\/|$)/;

const isAxios = (src) => typeof src === 'string' && (src === 'axios' || src.startsWith('axios/'));

const noAxios = {
  meta: {
    type: 'problem',
    docs: { description: 'axios only in src-adapters/http (the HTTP port)' },
    schema: [],
    messages: {
      axios:
        'axios belongs to src-adapters/http: call the API through the HttpPort (call(http, route, data)).',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'axios' });
    return {
      ImportDeclaration(node) {
        if (isAxios(node.source.value)) report(node);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal' && isAxios(node.source.value)) report(node);
      },
      CallExpression(node) {
        const [arg] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal')
          if (isAxios(arg.value)) report(node);
      },
    };
  },
};

const noApiPath = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths are written in contract/ only' },
    schema: [],
    messages: {
      path: 'API path literal: use the contract’s declarations or path constants (contract/<area>.ts).',
    },
  },
  create(context) {
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_PATH.test(node.value))
          context.report({ node, messageId: 'path' });
      },
      TemplateLiteral(node) {
        const first = node.quasis[0]?.value.cooked ?? '';
        if (API_PATH.test(first)) context.report({ node, messageId: 'path' });
      },
    };
  },
};

export const apiRails = { rules: { 'no-axios': noAxios, 'no-api-path': noApiPath } };
