module.exports = { ...require('../../jest.preset.cjs'), displayName: 'locales', rootDir: __dirname };
