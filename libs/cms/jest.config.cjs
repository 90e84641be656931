module.exports = { ...require('../../jest.preset.cjs'), displayName: 'cms', rootDir: __dirname };
