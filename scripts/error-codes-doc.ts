import { ErrorCodes, type ErrorCodeInfo } from '../packages/contracts/src/error-codes.js'

/** docs/error-codes.md, generated from the catalogue in packages/contracts. */
export const renderErrorCodesDoc = () => {
  const rows = (Object.entries(ErrorCodes) as Array<[string, ErrorCodeInfo]>)
    .sort(([, a], [, b]) => a.code - b.code)
    .map(([name, c]) => `| ${c.code} | ${c.httpStatus} | \`${name}\` | ${c.message} | ${c.silent ? 'silent' : 'toast'} | ${c.note} |`)
  return [
    '# Error codes',
    '',
    'Every response is the envelope `{ status, code, message, data }`. `status` is true only for success; the HTTP status is honest too.',
    'This page is generated from `packages/contracts/src/error-codes.ts` by `npm run docs:error-codes`; a unit test fails when it is out of date.',
    '',
    '| code | HTTP | name | message | console | meaning |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n')
}
