"use strict";
const NodeFixer_1 = require("./NodeFixer");
module.exports = new NodeFixer_1.default(fetch);
//# sourceMappingURL=index.js.map