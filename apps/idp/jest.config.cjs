module.exports = { ...require('../../jest.preset.cjs'), displayName: 'idp', rootDir: __dirname };
