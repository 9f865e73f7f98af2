/**
 * The one React renderer the worker uses: `renderToString` (worker/render/stream.ts says why). React's `server`
 * entry for workerd brings its web-stream renderer too, some 110 KB the worker never calls; wrangler.toml's alias
 * points `react-dom/server` here instead. CommonJS, so a build for production keeps one of the two branches.
 */
if (process.env.NODE_ENV === 'production') {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js')
} else {
  module.exports = require('../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js')
}
