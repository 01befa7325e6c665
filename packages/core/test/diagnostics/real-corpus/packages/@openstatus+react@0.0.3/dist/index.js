"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var __async = (__this, __arguments, generator) => {
  return new Promise((resolve, reject) => {
    var fulfilled = (value) => {
      try {
        step(generator.next(value));
      } catch (e) {
        reject(e);
      }
    };
    var rejected = (value) => {
      try {
        step(generator.throw(value));
      } catch (e) {
        reject(e);
      }
    };
    var step = (x) => x.done ? resolve(x.value) : Promise.resolve(x.value).then(fulfilled, rejected);
    step((generator = generator.apply(__this, __arguments)).next());
  });
};

// src/index.ts
var src_exports = {};
__export(src_exports, {
  StatusWidget: () => StatusWidget,
  getStatus: () => getStatus
});
module.exports = __toCommonJS(src_exports);

// src/utils.ts
var statusDictionary = {
  operational: {
    label: "Operational",
    color: "bg-green-500"
  },
  degraded_performance: {
    label: "Degraded Performance",
    color: "bg-yellow-500"
  },
  partial_outage: {
    label: "Partial Outage",
    color: "bg-yellow-500"
  },
  major_outage: {
    label: "Major Outage",
    color: "bg-red-500"
  },
  unknown: {
    label: "Unknown",
    color: "bg-gray-500"
  },
  incident: {
    label: "Incident",
    color: "bg-yellow-500"
  },
  under_maintenance: {
    label: "Under Maintenance",
    color: "bg-gray-500"
  }
};

// src/widget.tsx
var import_jsx_runtime = require("react/jsx-runtime");
function getStatus(slug) {
  return __async(this, null, function* () {
    const res = yield fetch(`https://api.openstatus.dev/public/status/${slug}`, {
      cache: "no-cache"
    });
    if (res.ok) {
      const data = yield res.json();
      return data;
    }
    return { status: "unknown" };
  });
}
function StatusWidget(_0) {
  return __async(this, arguments, function* ({ slug, href }) {
    const { status } = yield getStatus(slug);
    const { label, color } = statusDictionary[status];
    return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(
      "a",
      {
        className: "inline-flex max-w-fit items-center gap-2 rounded-md border border-gray-200 px-3 py-1 text-sm text-gray-700 hover:bg-gray-100 hover:text-black",
        href: href || `https://${slug}.openstatus.dev`,
        target: "_blank",
        rel: "noreferrer",
        children: [
          label,
          /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", { className: "relative flex h-2 w-2", children: [
            status === "operational" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(
              "span",
              {
                className: `absolute inline-flex h-full w-full animate-ping rounded-full ${color} opacity-75 duration-1000`
              }
            ) : null,
            /* @__PURE__ */ (0, import_jsx_runtime.jsx)(
              "span",
              {
                className: `relative inline-flex h-2 w-2 rounded-full ${color}`
              }
            )
          ] })
        ]
      }
    );
  });
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  StatusWidget,
  getStatus
});
//# sourceMappingURL=index.js.map