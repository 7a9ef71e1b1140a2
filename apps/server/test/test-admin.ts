/** The operator the test template is seeded with. */
export const TEST_ADMIN = { adminPhone: '13800000000', adminPassword: 'Operator#2026' }
