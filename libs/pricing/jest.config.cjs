module.exports = { ...require('../../jest.preset.cjs'), displayName: 'pricing', rootDir: __dirname };
