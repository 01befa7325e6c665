"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const NodeFixer_1 = require("./NodeFixer");
exports.default = new NodeFixer_1.default(window.fetch.bind(window));
//# sourceMappingURL=index.browser.js.map