module.exports = { ...require('../../jest.preset.cjs'), displayName: 'worker', rootDir: __dirname };
