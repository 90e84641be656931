module.exports = { ...require('../../jest.preset.cjs'), displayName: 'documents', rootDir: __dirname };
