module.exports = { ...require('../../jest.preset.cjs'), displayName: 'bff', rootDir: __dirname };
