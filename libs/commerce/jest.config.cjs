module.exports = { ...require('../../jest.preset.cjs'), displayName: 'commerce', rootDir: __dirname };
