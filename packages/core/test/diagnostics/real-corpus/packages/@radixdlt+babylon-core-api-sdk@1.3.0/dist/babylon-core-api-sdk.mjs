var ms = Object.defineProperty;
var Ss = (e, t, r) => t in e ? ms(e, t, { enumerable: !0, configurable: !0, writable: !0, value: r }) : e[t] = r;
var S = (e, t, r) => (Ss(e, typeof t != "symbol" ? t + "" : t, r), r);
const Os = "http://localhost:3333/core".replace(/\/+$/, "");
class Ot {
  constructor(t = {}) {
    this.configuration = t;
  }
  set config(t) {
    this.configuration = t;
  }
  get basePath() {
    return this.configuration.basePath != null ? this.configuration.basePath : Os;
  }
  get fetchApi() {
    return this.configuration.fetchApi;
  }
  get agent() {
    return this.configuration.agent;
  }
  get dispatcher() {
    return this.configuration.dispatcher;
  }
  get middleware() {
    return this.configuration.middleware || [];
  }
  get queryParamsStringify() {
    return this.configuration.queryParamsStringify || gt;
  }
  get headers() {
    return this.configuration.headers;
  }
  get credentials() {
    return this.configuration.credentials;
  }
}
const gs = new Ot();
class M {
  constructor(t = gs) {
    S(this, "middleware");
    S(this, "fetchApi", async (t, r) => {
      let i = { url: t, init: r };
      for (const u of this.middleware)
        u.pre && (i = await u.pre({
          fetch: this.fetchApi,
          ...i
        }) || i);
      let o;
      try {
        o = await (this.configuration.fetchApi || fetch)(i.url, i.init);
      } catch (u) {
        for (const a of this.middleware)
          a.onError && (o = await a.onError({
            fetch: this.fetchApi,
            url: i.url,
            init: i.init,
            error: u,
            response: o ? o.clone() : void 0
          }) || o);
        if (o === void 0)
          throw u;
      }
      for (const u of this.middleware)
        u.post && (o = await u.post({
          fetch: this.fetchApi,
          url: i.url,
          init: i.init,
          response: o.clone()
        }) || o);
      return o;
    });
    this.configuration = t, this.middleware = t.middleware;
  }
  withMiddleware(...t) {
    const r = this.clone();
    return r.middleware = r.middleware.concat(...t), r;
  }
  withPreMiddleware(...t) {
    const r = t.map((i) => ({ pre: i }));
    return this.withMiddleware(...r);
  }
  withPostMiddleware(...t) {
    const r = t.map((i) => ({ post: i }));
    return this.withMiddleware(...r);
  }
  async request(t, r) {
    const { url: i, init: o } = await this.createFetchParams(t, r), u = await this.fetchApi(i, o);
    if (u && u.status >= 200 && u.status < 300)
      return u;
    throw await D.from(u);
  }
  async createFetchParams(t, r) {
    let i = this.configuration.basePath + t.path;
    t.query !== void 0 && Object.keys(t.query).length !== 0 && (i += "?" + this.configuration.queryParamsStringify(t.query));
    const o = Object.assign({}, this.configuration.headers, t.headers);
    Object.keys(o).forEach((_t) => o[_t] === void 0 ? delete o[_t] : {});
    const u = typeof r == "function" ? r : async () => r, a = {
      agent: this.configuration.agent,
      dispatcher: this.configuration.dispatcher,
      method: t.method,
      headers: o,
      body: t.body,
      credentials: this.configuration.credentials
    }, I = {
      ...a,
      ...await u({
        init: a,
        context: t
      })
    }, ys = {
      ...I,
      body: hs(I.body) || I.body instanceof URLSearchParams || bs(I.body) ? I.body : JSON.stringify(I.body)
    };
    return { url: i, init: ys };
  }
  clone() {
    const t = this.constructor, r = new t(this.configuration);
    return r.middleware = this.middleware.slice(), r;
  }
}
function bs(e) {
  return typeof Blob < "u" && e instanceof Blob;
}
function hs(e) {
  return typeof FormData < "u" && e instanceof FormData;
}
class D extends Error {
  constructor(r, i, o, u) {
    super(o ? JSON.stringify(o) : u || "Unknown error occurred");
    S(this, "name", "ResponseError");
    this.fetchResponse = r, this.status = i, this.errorResponse = o;
  }
  static async from(r) {
    const i = r.status;
    try {
      const o = await r.json();
      return new D(r, i, o);
    } catch {
      try {
        const u = await r.text();
        return new D(r, i, void 0, u);
      } catch {
        return new D(r, i, void 0);
      }
    }
  }
}
class d extends Error {
  constructor(r, i) {
    super(i);
    S(this, "name", "RequiredError");
    this.field = r;
  }
}
const RR = {
  csv: ",",
  ssv: " ",
  tsv: "	",
  pipes: "|"
};
function n(e, t) {
  const r = e[t];
  return r != null;
}
function gt(e, t = "") {
  return Object.keys(e).map((r) => bt(r, e[r], t)).filter((r) => r.length > 0).join("&");
}
function bt(e, t, r = "") {
  const i = r + (r.length ? `[${e}]` : e);
  if (t instanceof Array) {
    const o = t.map((u) => encodeURIComponent(String(u))).join(`&${encodeURIComponent(i)}=`);
    return `${encodeURIComponent(i)}=${o}`;
  }
  if (t instanceof Set) {
    const o = Array.from(t);
    return bt(e, o, r);
  }
  return t instanceof Date ? `${encodeURIComponent(i)}=${encodeURIComponent(t.toISOString())}` : t instanceof Object ? gt(t, i) : `${encodeURIComponent(i)}=${encodeURIComponent(String(t))}`;
}
function p(e, t) {
  return Object.keys(e).reduce(
    (r, i) => ({ ...r, [i]: t(e[i]) }),
    {}
  );
}
function kR(e) {
  for (const t of e)
    if (t.contentType === "multipart/form-data")
      return !0;
  return !1;
}
class l {
  constructor(t, r = (i) => i) {
    this.raw = t, this.transformer = r;
  }
  async value() {
    return this.transformer(await this.raw.json());
  }
}
class AR {
  constructor(t) {
    this.raw = t;
  }
  async value() {
  }
}
class wR {
  constructor(t) {
    this.raw = t;
  }
  async value() {
    return await this.raw.blob();
  }
}
class PR {
  constructor(t) {
    this.raw = t;
  }
  async value() {
    return await this.raw.text();
  }
}
const ER = {
  GlobalPackage: "GlobalPackage",
  GlobalConsensusManager: "GlobalConsensusManager",
  GlobalValidator: "GlobalValidator",
  GlobalGenericComponent: "GlobalGenericComponent",
  GlobalAccount: "GlobalAccount",
  GlobalIdentity: "GlobalIdentity",
  GlobalAccessController: "GlobalAccessController",
  GlobalVirtualSecp256k1Account: "GlobalVirtualSecp256k1Account",
  GlobalVirtualSecp256k1Identity: "GlobalVirtualSecp256k1Identity",
  GlobalVirtualEd25519Account: "GlobalVirtualEd25519Account",
  GlobalVirtualEd25519Identity: "GlobalVirtualEd25519Identity",
  GlobalFungibleResource: "GlobalFungibleResource",
  InternalFungibleVault: "InternalFungibleVault",
  GlobalNonFungibleResource: "GlobalNonFungibleResource",
  InternalNonFungibleVault: "InternalNonFungibleVault",
  InternalGenericComponent: "InternalGenericComponent",
  InternalKeyValueStore: "InternalKeyValueStore",
  GlobalOneResourcePool: "GlobalOneResourcePool",
  GlobalTwoResourcePool: "GlobalTwoResourcePool",
  GlobalMultiResourcePool: "GlobalMultiResourcePool",
  GlobalTransactionTracker: "GlobalTransactionTracker",
  GlobalAccountLocker: "GlobalAccountLocker"
};
function ne(e) {
  return Ts(e);
}
function Ts(e, t) {
  return e;
}
function IR(e) {
  return e;
}
function DR(e) {
  let t = !0;
  return t = t && "entity_type" in e, t = t && "is_global" in e, t = t && "entity_address" in e, t;
}
function _(e) {
  return Fs(e);
}
function Fs(e, t) {
  return e == null ? e : {
    entity_type: ne(e.entity_type),
    is_global: e.is_global,
    entity_address: e.entity_address
  };
}
function f(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_type: e.entity_type,
      is_global: e.is_global,
      entity_address: e.entity_address
    };
}
const xR = {
  AllowAll: "AllowAll"
};
function CR(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function MR(e) {
  return ht(e);
}
function ht(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Ns(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const BR = {
  DenyAll: "DenyAll"
};
function vR(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function VR(e) {
  return Tt(e);
}
function Tt(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Js(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const qR = {
  AllOf: "AllOf"
};
function LR(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "access_rules" in e, t;
}
function zR(e) {
  return Ft(e);
}
function Ft(e, t) {
  return e == null ? e : {
    type: e.type,
    access_rules: e.access_rules.map(B)
  };
}
function Rs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      access_rules: e.access_rules.map(v)
    };
}
const KR = {
  AnyOf: "AnyOf"
};
function UR(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "access_rules" in e, t;
}
function GR(e) {
  return Nt(e);
}
function Nt(e, t) {
  return e == null ? e : {
    type: e.type,
    access_rules: e.access_rules.map(B)
  };
}
function ks(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      access_rules: e.access_rules.map(v)
    };
}
const $R = {
  String: "String",
  Integer: "Integer",
  Bytes: "Bytes",
  Ruid: "RUID"
};
function Jt(e) {
  return As(e);
}
function As(e, t) {
  return e;
}
function HR(e) {
  return e;
}
function WR(e) {
  let t = !0;
  return t = t && "simple_rep" in e, t = t && "id_type" in e, t = t && "sbor_hex" in e, t;
}
function re(e) {
  return ws(e);
}
function ws(e, t) {
  return e == null ? e : {
    simple_rep: e.simple_rep,
    id_type: Jt(e.id_type),
    sbor_hex: e.sbor_hex
  };
}
function ie(e) {
  if (e !== void 0)
    return e === null ? null : {
      simple_rep: e.simple_rep,
      id_type: e.id_type,
      sbor_hex: e.sbor_hex
    };
}
function XR(e) {
  let t = !0;
  return t = t && "resource_address" in e, t = t && "local_id" in e, t;
}
function oe(e) {
  return Ps(e);
}
function Ps(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address,
    local_id: re(e.local_id)
  };
}
function ue(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address,
      local_id: ie(e.local_id)
    };
}
const QR = {
  NonFungible: "NonFungible"
};
function YR(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "non_fungible" in e, t;
}
function ZR(e) {
  return Rt(e);
}
function Rt(e, t) {
  return e == null ? e : {
    type: e.type,
    non_fungible: oe(e.non_fungible)
  };
}
function Es(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      non_fungible: ue(e.non_fungible)
    };
}
const jR = {
  Resource: "Resource"
};
function ek(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource" in e, t;
}
function tk(e) {
  return kt(e);
}
function kt(e, t) {
  return e == null ? e : {
    type: e.type,
    resource: e.resource
  };
}
function Is(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource: e.resource
    };
}
function R(e) {
  return Ds(e);
}
function Ds(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "NonFungible":
      return { ...Rt(e), type: "NonFungible" };
    case "Resource":
      return { ...kt(e), type: "Resource" };
    default:
      throw new Error(`No variant of Requirement exists with 'type=${e.type}'`);
  }
}
function k(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "NonFungible":
        return Es(e);
      case "Resource":
        return Is(e);
      default:
        throw new Error(`No variant of Requirement exists with 'type=${e.type}'`);
    }
  }
}
const nk = {
  AllOf: "AllOf"
};
function rk(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "list" in e, t;
}
function ik(e) {
  return At(e);
}
function At(e, t) {
  return e == null ? e : {
    type: e.type,
    list: e.list.map(R)
  };
}
function xs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      list: e.list.map(k)
    };
}
const ok = {
  AmountOf: "AmountOf"
};
function uk(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "amount" in e, t = t && "resource" in e, t;
}
function ak(e) {
  return wt(e);
}
function wt(e, t) {
  return e == null ? e : {
    type: e.type,
    amount: e.amount,
    resource: e.resource
  };
}
function Cs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      amount: e.amount,
      resource: e.resource
    };
}
const sk = {
  AnyOf: "AnyOf"
};
function ck(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "list" in e, t;
}
function lk(e) {
  return Pt(e);
}
function Pt(e, t) {
  return e == null ? e : {
    type: e.type,
    list: e.list.map(R)
  };
}
function Ms(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      list: e.list.map(k)
    };
}
const dk = {
  CountOf: "CountOf"
};
function _k(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "count" in e, t = t && "list" in e, t;
}
function fk(e) {
  return Et(e);
}
function Et(e, t) {
  return e == null ? e : {
    type: e.type,
    count: e.count,
    list: e.list.map(R)
  };
}
function Bs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      count: e.count,
      list: e.list.map(k)
    };
}
const pk = {
  Require: "Require"
};
function yk(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "requirement" in e, t;
}
function mk(e) {
  return It(e);
}
function It(e, t) {
  return e == null ? e : {
    type: e.type,
    requirement: R(e.requirement)
  };
}
function vs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      requirement: k(e.requirement)
    };
}
function Dt(e) {
  return Vs(e);
}
function Vs(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "AllOf":
      return { ...At(e), type: "AllOf" };
    case "AmountOf":
      return { ...wt(e), type: "AmountOf" };
    case "AnyOf":
      return { ...Pt(e), type: "AnyOf" };
    case "CountOf":
      return { ...Et(e), type: "CountOf" };
    case "Require":
      return { ...It(e), type: "Require" };
    default:
      throw new Error(`No variant of BasicRequirement exists with 'type=${e.type}'`);
  }
}
function xt(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "AllOf":
        return xs(e);
      case "AmountOf":
        return Cs(e);
      case "AnyOf":
        return Ms(e);
      case "CountOf":
        return Bs(e);
      case "Require":
        return vs(e);
      default:
        throw new Error(`No variant of BasicRequirement exists with 'type=${e.type}'`);
    }
  }
}
const Sk = {
  ProofRule: "ProofRule"
};
function Ok(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "proof_rule" in e, t;
}
function gk(e) {
  return Ct(e);
}
function Ct(e, t) {
  return e == null ? e : {
    type: e.type,
    proof_rule: Dt(e.proof_rule)
  };
}
function qs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      proof_rule: xt(e.proof_rule)
    };
}
function B(e) {
  return Ls(e);
}
function Ls(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "AllOf":
      return { ...Ft(e), type: "AllOf" };
    case "AnyOf":
      return { ...Nt(e), type: "AnyOf" };
    case "ProofRule":
      return { ...Ct(e), type: "ProofRule" };
    default:
      throw new Error(`No variant of CompositeRequirement exists with 'type=${e.type}'`);
  }
}
function v(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "AllOf":
        return Rs(e);
      case "AnyOf":
        return ks(e);
      case "ProofRule":
        return qs(e);
      default:
        throw new Error(`No variant of CompositeRequirement exists with 'type=${e.type}'`);
    }
  }
}
const bk = {
  Protected: "Protected"
};
function hk(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "access_rule" in e, t;
}
function Tk(e) {
  return Mt(e);
}
function Mt(e, t) {
  return e == null ? e : {
    type: e.type,
    access_rule: B(e.access_rule)
  };
}
function zs(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      access_rule: v(e.access_rule)
    };
}
function x(e) {
  return Ks(e);
}
function Ks(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "AllowAll":
      return { ...ht(e), type: "AllowAll" };
    case "DenyAll":
      return { ...Tt(e), type: "DenyAll" };
    case "Protected":
      return { ...Mt(e), type: "Protected" };
    default:
      throw new Error(`No variant of AccessRule exists with 'type=${e.type}'`);
  }
}
function C(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "AllowAll":
        return Ns(e);
      case "DenyAll":
        return Js(e);
      case "Protected":
        return zs(e);
      default:
        throw new Error(`No variant of AccessRule exists with 'type=${e.type}'`);
    }
  }
}
function Fk(e) {
  let t = !0;
  return t = t && "primary_role" in e, t = t && "recovery_role" in e, t = t && "confirmation_role" in e, t;
}
function Bt(e) {
  return Us(e);
}
function Us(e, t) {
  return e == null ? e : {
    primary_role: x(e.primary_role),
    recovery_role: x(e.recovery_role),
    confirmation_role: x(e.confirmation_role),
    timed_recovery_delay_minutes: n(e, "timed_recovery_delay_minutes") ? e.timed_recovery_delay_minutes : void 0
  };
}
function vt(e) {
  if (e !== void 0)
    return e === null ? null : {
      primary_role: C(e.primary_role),
      recovery_role: C(e.recovery_role),
      confirmation_role: C(e.confirmation_role),
      timed_recovery_delay_minutes: e.timed_recovery_delay_minutes
    };
}
function Nk(e) {
  let t = !0;
  return t = t && "recovery_proposal" in e, t;
}
function Gs(e) {
  return $s(e);
}
function $s(e, t) {
  return e == null ? e : {
    recovery_proposal: Bt(e.recovery_proposal)
  };
}
function Hs(e) {
  if (e !== void 0)
    return e === null ? null : {
      recovery_proposal: vt(e.recovery_proposal)
    };
}
function Jk(e) {
  let t = !0;
  return t = t && "unix_timestamp_seconds" in e, t;
}
function we(e) {
  return Ws(e);
}
function Ws(e, t) {
  return e == null ? e : {
    unix_timestamp_seconds: e.unix_timestamp_seconds,
    date_time: n(e, "date_time") ? e.date_time : void 0
  };
}
function Pe(e) {
  if (e !== void 0)
    return e === null ? null : {
      unix_timestamp_seconds: e.unix_timestamp_seconds,
      date_time: e.date_time
    };
}
function Rk(e) {
  let t = !0;
  return t = t && "recovery_proposal" in e, t;
}
function Xs(e) {
  return Qs(e);
}
function Qs(e, t) {
  return e == null ? e : {
    recovery_proposal: Bt(e.recovery_proposal),
    allow_timed_recovery_after: n(e, "allow_timed_recovery_after") ? we(e.allow_timed_recovery_after) : void 0
  };
}
function Ys(e) {
  if (e !== void 0)
    return e === null ? null : {
      recovery_proposal: vt(e.recovery_proposal),
      allow_timed_recovery_after: Pe(e.allow_timed_recovery_after)
    };
}
function kk(e) {
  let t = !0;
  return t = t && "controlled_vault" in e, t = t && "recovery_badge_resource_address" in e, t = t && "is_primary_role_locked" in e, t = t && "has_primary_role_badge_withdraw_attempt" in e, t = t && "has_recovery_role_badge_withdraw_attempt" in e, t;
}
function Vt(e) {
  return Zs(e);
}
function Zs(e, t) {
  return e == null ? e : {
    controlled_vault: _(e.controlled_vault),
    xrd_fee_vault: n(e, "xrd_fee_vault") ? _(e.xrd_fee_vault) : void 0,
    timed_recovery_delay_minutes: n(e, "timed_recovery_delay_minutes") ? e.timed_recovery_delay_minutes : void 0,
    recovery_badge_resource_address: e.recovery_badge_resource_address,
    is_primary_role_locked: e.is_primary_role_locked,
    primary_role_recovery_attempt: n(e, "primary_role_recovery_attempt") ? Gs(e.primary_role_recovery_attempt) : void 0,
    has_primary_role_badge_withdraw_attempt: e.has_primary_role_badge_withdraw_attempt,
    recovery_role_recovery_attempt: n(e, "recovery_role_recovery_attempt") ? Xs(e.recovery_role_recovery_attempt) : void 0,
    has_recovery_role_badge_withdraw_attempt: e.has_recovery_role_badge_withdraw_attempt
  };
}
function qt(e) {
  if (e !== void 0)
    return e === null ? null : {
      controlled_vault: f(e.controlled_vault),
      xrd_fee_vault: f(e.xrd_fee_vault),
      timed_recovery_delay_minutes: e.timed_recovery_delay_minutes,
      recovery_badge_resource_address: e.recovery_badge_resource_address,
      is_primary_role_locked: e.is_primary_role_locked,
      primary_role_recovery_attempt: Hs(e.primary_role_recovery_attempt),
      has_primary_role_badge_withdraw_attempt: e.has_primary_role_badge_withdraw_attempt,
      recovery_role_recovery_attempt: Ys(e.recovery_role_recovery_attempt),
      has_recovery_role_badge_withdraw_attempt: e.has_recovery_role_badge_withdraw_attempt
    };
}
const Ak = {
  AccessControllerFieldState: "AccessControllerFieldState"
};
function wk(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function Pk(e) {
  return Lt(e);
}
function Lt(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Vt(e.value)
  };
}
function js(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: qt(e.value)
    };
}
const Ek = {
  AccessControllerFieldState: "AccessControllerFieldState"
};
function Ik(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function Dk(e) {
  return ec(e);
}
function ec(e, t) {
  return e == null ? e : {
    value: Vt(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function xk(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: qt(e.value),
      substate_type: e.substate_type
    };
}
const Ck = {
  Protected: "Protected",
  AllowAll: "AllowAll",
  DenyAll: "DenyAll"
};
function tc(e) {
  return nc(e);
}
function nc(e, t) {
  return e;
}
function Mk(e) {
  return e;
}
function Bk(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function vk(e) {
  return rc(e);
}
function rc(e, t) {
  return e == null ? e : {
    type: tc(e.type)
  };
}
function Vk(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function qk(e) {
  let t = !0;
  return t = t && "account_address" in e, t;
}
function zt(e) {
  return ic(e);
}
function ic(e, t) {
  return e == null ? e : {
    account_address: e.account_address
  };
}
function Kt(e) {
  if (e !== void 0)
    return e === null ? null : {
      account_address: e.account_address
    };
}
function Lk(e) {
  let t = !0;
  return t = t && "is_authorized" in e, t;
}
function Ut(e) {
  return oc(e);
}
function oc(e, t) {
  return e == null ? e : {
    is_authorized: e.is_authorized
  };
}
function Gt(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_authorized: e.is_authorized
    };
}
const zk = {
  NonFungible: "NonFungible"
};
function Kk(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "non_fungible_global_id" in e, t;
}
function Uk(e) {
  return $t(e);
}
function $t(e, t) {
  return e == null ? e : {
    type: e.type,
    non_fungible_global_id: oe(e.non_fungible_global_id)
  };
}
function uc(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      non_fungible_global_id: ue(e.non_fungible_global_id)
    };
}
const Gk = {
  Resource: "Resource"
};
function $k(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource_address" in e, t;
}
function Hk(e) {
  return Ht(e);
}
function Ht(e, t) {
  return e == null ? e : {
    type: e.type,
    resource_address: e.resource_address
  };
}
function ac(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource_address: e.resource_address
    };
}
function sc(e) {
  return cc(e);
}
function cc(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "NonFungible":
      return { ...$t(e), type: "NonFungible" };
    case "Resource":
      return { ...Ht(e), type: "Resource" };
    default:
      throw new Error(`No variant of AuthorizedDepositorBadge exists with 'type=${e.type}'`);
  }
}
function lc(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "NonFungible":
        return uc(e);
      case "Resource":
        return ac(e);
      default:
        throw new Error(`No variant of AuthorizedDepositorBadge exists with 'type=${e.type}'`);
    }
  }
}
function Wk(e) {
  let t = !0;
  return t = t && "badge" in e, t;
}
function Wt(e) {
  return dc(e);
}
function dc(e, t) {
  return e == null ? e : {
    badge: sc(e.badge)
  };
}
function Xt(e) {
  if (e !== void 0)
    return e === null ? null : {
      badge: lc(e.badge)
    };
}
const Xk = {
  AccountAuthorizedDepositorEntry: "AccountAuthorizedDepositorEntry"
};
function Qk(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function Yk(e) {
  return Qt(e);
}
function Qt(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Wt(e.key),
    value: n(e, "value") ? Ut(e.value) : void 0
  };
}
function _c(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: Xt(e.key),
      value: Gt(e.value)
    };
}
const Zk = {
  AccountAuthorizedDepositorEntry: "AccountAuthorizedDepositorEntry"
};
function jk(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function eA(e) {
  return fc(e);
}
function fc(e, t) {
  return e == null ? e : {
    key: Wt(e.key),
    value: n(e, "value") ? Ut(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function tA(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: Xt(e.key),
      value: Gt(e.value),
      substate_type: e.substate_type
    };
}
const nA = {
  Accept: "Accept",
  Reject: "Reject",
  AllowExisting: "AllowExisting"
};
function Yt(e) {
  return pc(e);
}
function pc(e, t) {
  return e;
}
function rA(e) {
  return e;
}
function iA(e) {
  let t = !0;
  return t = t && "default_deposit_rule" in e, t;
}
function Zt(e) {
  return yc(e);
}
function yc(e, t) {
  return e == null ? e : {
    default_deposit_rule: Yt(e.default_deposit_rule)
  };
}
function jt(e) {
  if (e !== void 0)
    return e === null ? null : {
      default_deposit_rule: e.default_deposit_rule
    };
}
const oA = {
  AccountFieldState: "AccountFieldState"
};
function uA(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function aA(e) {
  return en(e);
}
function en(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Zt(e.value)
  };
}
function mc(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: jt(e.value)
    };
}
const sA = {
  AccountFieldState: "AccountFieldState"
};
function cA(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function lA(e) {
  return Sc(e);
}
function Sc(e, t) {
  return e == null ? e : {
    value: Zt(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function dA(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: jt(e.value),
      substate_type: e.substate_type
    };
}
function _A(e) {
  let t = !0;
  return t = t && "resource_vaults" in e, t;
}
function tn(e) {
  return Oc(e);
}
function Oc(e, t) {
  return e == null ? e : {
    resource_vaults: _(e.resource_vaults)
  };
}
function nn(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_vaults: f(e.resource_vaults)
    };
}
const fA = {
  AccountLockerAccountClaimsEntry: "AccountLockerAccountClaimsEntry"
};
function pA(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function yA(e) {
  return rn(e);
}
function rn(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: zt(e.key),
    value: tn(e.value)
  };
}
function gc(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: Kt(e.key),
      value: nn(e.value)
    };
}
const mA = {
  AccountLockerAccountClaimsEntry: "AccountLockerAccountClaimsEntry"
};
function SA(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function OA(e) {
  return bc(e);
}
function bc(e, t) {
  return e == null ? e : {
    key: zt(e.key),
    value: tn(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function gA(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: Kt(e.key),
      value: nn(e.value),
      substate_type: e.substate_type
    };
}
const bA = {
  Allowed: "Allowed",
  Disallowed: "Disallowed"
};
function on(e) {
  return hc(e);
}
function hc(e, t) {
  return e;
}
function hA(e) {
  return e;
}
function TA(e) {
  let t = !0;
  return t = t && "resource_preference" in e, t;
}
function un(e) {
  return Tc(e);
}
function Tc(e, t) {
  return e == null ? e : {
    resource_preference: on(e.resource_preference)
  };
}
function an(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_preference: e.resource_preference
    };
}
function FA(e) {
  let t = !0;
  return t = t && "resource_address" in e, t;
}
function ae(e) {
  return Fc(e);
}
function Fc(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address
  };
}
function se(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address
    };
}
const NA = {
  AccountResourcePreferenceEntry: "AccountResourcePreferenceEntry"
};
function JA(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function RA(e) {
  return sn(e);
}
function sn(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: ae(e.key),
    value: n(e, "value") ? un(e.value) : void 0
  };
}
function Nc(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: se(e.key),
      value: an(e.value)
    };
}
const kA = {
  AccountResourcePreferenceEntry: "AccountResourcePreferenceEntry"
};
function AA(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function wA(e) {
  return Jc(e);
}
function Jc(e, t) {
  return e == null ? e : {
    key: ae(e.key),
    value: n(e, "value") ? un(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function PA(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: se(e.key),
      value: an(e.value),
      substate_type: e.substate_type
    };
}
function EA(e) {
  let t = !0;
  return t = t && "vault" in e, t;
}
function cn(e) {
  return Rc(e);
}
function Rc(e, t) {
  return e == null ? e : {
    vault: _(e.vault)
  };
}
function ln(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault: f(e.vault)
    };
}
const IA = {
  AccountVaultEntry: "AccountVaultEntry"
};
function DA(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function xA(e) {
  return dn(e);
}
function dn(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: ae(e.key),
    value: cn(e.value)
  };
}
function kc(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: se(e.key),
      value: ln(e.value)
    };
}
const CA = {
  AccountVaultEntry: "AccountVaultEntry"
};
function MA(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function BA(e) {
  return Ac(e);
}
function Ac(e, t) {
  return e == null ? e : {
    key: ae(e.key),
    value: cn(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function vA(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: se(e.key),
      value: ln(e.value),
      substate_type: e.substate_type
    };
}
const VA = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function qA(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "key_hex" in e, t;
}
function De(e) {
  return _n(e);
}
function _n(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    key_hex: e.key_hex
  };
}
function ce(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      key_hex: e.key_hex
    };
}
function LA(e) {
  let t = !0;
  return t = t && "address" in e, t = t && "key" in e, t = t && "stake" in e, t;
}
function xe(e) {
  return wc(e);
}
function wc(e, t) {
  return e == null ? e : {
    address: e.address,
    key: De(e.key),
    stake: e.stake
  };
}
function Ce(e) {
  if (e !== void 0)
    return e === null ? null : {
      address: e.address,
      key: ce(e.key),
      stake: e.stake
    };
}
function zA(e) {
  let t = !0;
  return t = t && "index" in e, t;
}
function U(e) {
  return Pc(e);
}
function Pc(e, t) {
  return e == null ? e : {
    index: e.index
  };
}
function G(e) {
  if (e !== void 0)
    return e === null ? null : {
      index: e.index
    };
}
function KA(e) {
  let t = !0;
  return t = t && "stake_weighting" in e, t = t && "validator_address" in e, t;
}
function fn(e) {
  return Ec(e);
}
function Ec(e, t) {
  return e == null ? e : {
    stake_weighting: e.stake_weighting,
    validator_address: e.validator_address
  };
}
function pn(e) {
  if (e !== void 0)
    return e === null ? null : {
      stake_weighting: e.stake_weighting,
      validator_address: e.validator_address
    };
}
function UA(e) {
  let t = !0;
  return t = t && "hrp_prefix" in e, t = t && "entity_type" in e, t = t && "address_byte_prefix" in e, t = t && "address_byte_length" in e, t;
}
function Ic(e) {
  return Dc(e);
}
function Dc(e, t) {
  return e == null ? e : {
    hrp_prefix: e.hrp_prefix,
    entity_type: ne(e.entity_type),
    address_byte_prefix: e.address_byte_prefix,
    address_byte_length: e.address_byte_length
  };
}
function xc(e) {
  if (e !== void 0)
    return e === null ? null : {
      hrp_prefix: e.hrp_prefix,
      entity_type: e.entity_type,
      address_byte_prefix: e.address_byte_prefix,
      address_byte_length: e.address_byte_length
    };
}
const GA = {
  AllOf: "AllOf"
};
function $A(e) {
  let t = !0;
  return t = t && "list" in e, t;
}
function HA(e) {
  return Cc(e);
}
function Cc(e, t) {
  return e == null ? e : {
    list: e.list.map(R),
    type: n(e, "type") ? e.type : void 0
  };
}
function WA(e) {
  if (e !== void 0)
    return e === null ? null : {
      list: e.list.map(k),
      type: e.type
    };
}
const XA = {
  AllOf: "AllOf"
};
function QA(e) {
  let t = !0;
  return t = t && "access_rules" in e, t;
}
function YA(e) {
  return Mc(e);
}
function Mc(e, t) {
  return e == null ? e : {
    access_rules: e.access_rules.map(B),
    type: n(e, "type") ? e.type : void 0
  };
}
function ZA(e) {
  if (e !== void 0)
    return e === null ? null : {
      access_rules: e.access_rules.map(v),
      type: e.type
    };
}
const jA = {
  AllowAll: "AllowAll"
};
function ew(e) {
  return !0;
}
function tw(e) {
  return Bc(e);
}
function Bc(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function nw(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const rw = {
  V1: "V1",
  V2: "V2"
};
function vc(e) {
  return Vc(e);
}
function Vc(e, t) {
  return e;
}
function iw(e) {
  return e;
}
const ow = {
  AmountOf: "AmountOf"
};
function uw(e) {
  let t = !0;
  return t = t && "amount" in e, t = t && "resource" in e, t;
}
function aw(e) {
  return qc(e);
}
function qc(e, t) {
  return e == null ? e : {
    amount: e.amount,
    resource: e.resource,
    type: n(e, "type") ? e.type : void 0
  };
}
function sw(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount,
      resource: e.resource,
      type: e.type
    };
}
const cw = {
  AnyOf: "AnyOf"
};
function lw(e) {
  let t = !0;
  return t = t && "list" in e, t;
}
function dw(e) {
  return Lc(e);
}
function Lc(e, t) {
  return e == null ? e : {
    list: e.list.map(R),
    type: n(e, "type") ? e.type : void 0
  };
}
function _w(e) {
  if (e !== void 0)
    return e === null ? null : {
      list: e.list.map(k),
      type: e.type
    };
}
const fw = {
  AnyOf: "AnyOf"
};
function pw(e) {
  let t = !0;
  return t = t && "access_rules" in e, t;
}
function yw(e) {
  return zc(e);
}
function zc(e, t) {
  return e == null ? e : {
    access_rules: e.access_rules.map(B),
    type: n(e, "type") ? e.type : void 0
  };
}
function mw(e) {
  if (e !== void 0)
    return e === null ? null : {
      access_rules: e.access_rules.map(v),
      type: e.type
    };
}
const Sw = {
  Metadata: "Metadata",
  Royalty: "Royalty",
  RoleAssignment: "RoleAssignment"
};
function Kc(e) {
  return Uc(e);
}
function Uc(e, t) {
  return e;
}
function Ow(e) {
  return e;
}
const gw = {
  AllowAll: "AllowAll",
  FunctionAccessRules: "FunctionAccessRules",
  RootOnly: "RootOnly"
};
function Gc(e) {
  return $c(e);
}
function $c(e, t) {
  return e;
}
function bw(e) {
  return e;
}
const hw = {
  AllowAll: "AllowAll",
  StaticRoleDefinition: "StaticRoleDefinition"
};
function Hc(e) {
  return Wc(e);
}
function Wc(e, t) {
  return e;
}
function Tw(e) {
  return e;
}
const Fw = {
  OuterObjectOnly: "OuterObjectOnly"
};
function Nw(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function Jw(e) {
  return yn(e);
}
function yn(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Xc(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const Rw = {
  OwnPackageOnly: "OwnPackageOnly"
};
function kw(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function Aw(e) {
  return mn(e);
}
function mn(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Qc(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const ww = {
  Public: "Public"
};
function Pw(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function Ew(e) {
  return Sn(e);
}
function Sn(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Yc(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const Iw = {
  RoleProtected: "RoleProtected"
};
function Dw(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "allowed_roles" in e, t;
}
function xw(e) {
  return On(e);
}
function On(e, t) {
  return e == null ? e : {
    type: e.type,
    allowed_roles: e.allowed_roles
  };
}
function Zc(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      allowed_roles: e.allowed_roles
    };
}
function jc(e) {
  return el(e);
}
function el(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "OuterObjectOnly":
      return { ...yn(e), type: "OuterObjectOnly" };
    case "OwnPackageOnly":
      return { ...mn(e), type: "OwnPackageOnly" };
    case "Public":
      return { ...Sn(e), type: "Public" };
    case "RoleProtected":
      return { ...On(e), type: "RoleProtected" };
    default:
      throw new Error(`No variant of MethodAccessibility exists with 'type=${e.type}'`);
  }
}
function tl(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "OuterObjectOnly":
        return Xc(e);
      case "OwnPackageOnly":
        return Qc(e);
      case "Public":
        return Yc(e);
      case "RoleProtected":
        return Zc(e);
      default:
        throw new Error(`No variant of MethodAccessibility exists with 'type=${e.type}'`);
    }
  }
}
function Cw(e) {
  let t = !0;
  return t = t && "updater_roles" in e, t;
}
function nl(e) {
  return rl(e);
}
function rl(e, t) {
  return e == null ? e : {
    updater_roles: e.updater_roles
  };
}
function il(e) {
  if (e !== void 0)
    return e === null ? null : {
      updater_roles: e.updater_roles
    };
}
const Mw = {
  Normal: "Normal",
  UseOuter: "UseOuter"
};
function ol(e) {
  return ul(e);
}
function ul(e, t) {
  return e;
}
function Bw(e) {
  return e;
}
function vw(e) {
  let t = !0;
  return t = t && "role_specification" in e, t = t && "method_accessibility_map" in e, t;
}
function al(e) {
  return sl(e);
}
function sl(e, t) {
  return e == null ? e : {
    role_specification: ol(e.role_specification),
    roles: n(e, "roles") ? p(e.roles, nl) : void 0,
    method_accessibility_map: p(e.method_accessibility_map, jc)
  };
}
function cl(e) {
  if (e !== void 0)
    return e === null ? null : {
      role_specification: e.role_specification,
      roles: e.roles === void 0 ? void 0 : p(e.roles, il),
      method_accessibility_map: p(e.method_accessibility_map, tl)
    };
}
function Vw(e) {
  let t = !0;
  return t = t && "function_auth_type" in e, t = t && "method_auth_type" in e, t;
}
function ll(e) {
  return dl(e);
}
function dl(e, t) {
  return e == null ? e : {
    function_auth_type: Gc(e.function_auth_type),
    function_access_rules: n(e, "function_access_rules") ? p(e.function_access_rules, x) : void 0,
    method_auth_type: Hc(e.method_auth_type),
    method_roles: n(e, "method_roles") ? al(e.method_roles) : void 0
  };
}
function _l(e) {
  if (e !== void 0)
    return e === null ? null : {
      function_auth_type: e.function_auth_type,
      function_access_rules: e.function_access_rules === void 0 ? void 0 : p(e.function_access_rules, C),
      method_auth_type: e.method_auth_type,
      method_roles: cl(e.method_roles)
    };
}
const qw = {
  Resource: "Resource",
  NonFungible: "NonFungible"
};
function fl(e) {
  return pl(e);
}
function pl(e, t) {
  return e;
}
function Lw(e) {
  return e;
}
function zw(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function Kw(e) {
  return yl(e);
}
function yl(e, t) {
  return e == null ? e : {
    type: fl(e.type)
  };
}
function Uw(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const Gw = {
  Basic: "Basic"
};
function $w(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function Hw(e) {
  return gn(e);
}
function gn(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0
  };
}
function ml(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id
    };
}
const Ww = {
  Basic: "Basic"
};
function Xw(e) {
  return !0;
}
function Qw(e) {
  return Sl(e);
}
function Sl(e, t) {
  return e == null ? e : {
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function Yw(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type
    };
}
const Zw = {
  Require: "Require",
  AmountOf: "AmountOf",
  AllOf: "AllOf",
  AnyOf: "AnyOf",
  CountOf: "CountOf"
};
function Ol(e) {
  return gl(e);
}
function gl(e, t) {
  return e;
}
function jw(e) {
  return e;
}
function eP(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function tP(e) {
  return bl(e);
}
function bl(e, t) {
  return e == null ? e : {
    type: Ol(e.type)
  };
}
function nP(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const rP = {
  Binary: "Binary"
};
function iP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "value_hex" in e, t;
}
function oP(e) {
  return bn(e);
}
function bn(e, t) {
  return e == null ? e : {
    type: e.type,
    value_hex: e.value_hex
  };
}
function hl(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      value_hex: e.value_hex
    };
}
const uP = {
  Binary: "Binary"
};
function aP(e) {
  let t = !0;
  return t = t && "value_hex" in e, t;
}
function sP(e) {
  return Tl(e);
}
function Tl(e, t) {
  return e == null ? e : {
    value_hex: e.value_hex,
    type: n(e, "type") ? e.type : void 0
  };
}
function cP(e) {
  if (e !== void 0)
    return e === null ? null : {
      value_hex: e.value_hex,
      type: e.type
    };
}
const lP = {
  Generic: "Generic"
};
function dP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "generic_index" in e, t;
}
function _P(e) {
  return hn(e);
}
function hn(e, t) {
  return e == null ? e : {
    type: e.type,
    generic_index: e.generic_index
  };
}
function Fl(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      generic_index: e.generic_index
    };
}
function fP(e) {
  return !0;
}
function P(e) {
  return Nl(e);
}
function Nl(e, t) {
  return e == null ? e : {
    hex: n(e, "hex") ? e.hex : void 0,
    programmatic_json: n(e, "programmatic_json") ? e.programmatic_json : void 0
  };
}
function E(e) {
  if (e !== void 0)
    return e === null ? null : {
      hex: e.hex,
      programmatic_json: e.programmatic_json
    };
}
const pP = {
  WellKnown: "WellKnown",
  SchemaLocal: "SchemaLocal"
};
function yP(e) {
  let t = !0;
  return t = t && "kind" in e, t = t && "id" in e, t = t && "as_sbor" in e, t;
}
function le(e) {
  return Jl(e);
}
function Jl(e, t) {
  return e == null ? e : {
    kind: e.kind,
    id: e.id,
    as_sbor: P(e.as_sbor)
  };
}
function de(e) {
  if (e !== void 0)
    return e === null ? null : {
      kind: e.kind,
      id: e.id,
      as_sbor: E(e.as_sbor)
    };
}
function mP(e) {
  let t = !0;
  return t = t && "schema_hash" in e, t = t && "local_type_id" in e, t;
}
function Q(e) {
  return Rl(e);
}
function Rl(e, t) {
  return e == null ? e : {
    schema_hash: e.schema_hash,
    local_type_id: le(e.local_type_id)
  };
}
function Y(e) {
  if (e !== void 0)
    return e === null ? null : {
      schema_hash: e.schema_hash,
      local_type_id: de(e.local_type_id)
    };
}
const SP = {
  Static: "Static"
};
function OP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "type_id" in e, t;
}
function gP(e) {
  return Tn(e);
}
function Tn(e, t) {
  return e == null ? e : {
    type: e.type,
    type_id: Q(e.type_id)
  };
}
function kl(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      type_id: Y(e.type_id)
    };
}
function y(e) {
  return Al(e);
}
function Al(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Generic":
      return { ...hn(e), type: "Generic" };
    case "Static":
      return { ...Tn(e), type: "Static" };
    default:
      throw new Error(`No variant of BlueprintPayloadDef exists with 'type=${e.type}'`);
  }
}
function m(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Generic":
        return Fl(e);
      case "Static":
        return kl(e);
      default:
        throw new Error(`No variant of BlueprintPayloadDef exists with 'type=${e.type}'`);
    }
  }
}
const bP = {
  Index: "Index"
};
function hP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function TP(e) {
  return Fn(e);
}
function Fn(e, t) {
  return e == null ? e : {
    type: e.type,
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership
  };
}
function wl(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership
    };
}
const FP = {
  KeyValue: "KeyValue"
};
function NP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function JP(e) {
  return Nn(e);
}
function Nn(e, t) {
  return e == null ? e : {
    type: e.type,
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership
  };
}
function Pl(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership
    };
}
const RP = {
  SortedIndex: "SortedIndex"
};
function kP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function AP(e) {
  return Jn(e);
}
function Jn(e, t) {
  return e == null ? e : {
    type: e.type,
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership
  };
}
function El(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership
    };
}
function Il(e) {
  return Dl(e);
}
function Dl(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Index":
      return { ...Fn(e), type: "Index" };
    case "KeyValue":
      return { ...Nn(e), type: "KeyValue" };
    case "SortedIndex":
      return { ...Jn(e), type: "SortedIndex" };
    default:
      throw new Error(`No variant of BlueprintCollectionSchema exists with 'type=${e.type}'`);
  }
}
function xl(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Index":
        return wl(e);
      case "KeyValue":
        return Pl(e);
      case "SortedIndex":
        return El(e);
      default:
        throw new Error(`No variant of BlueprintCollectionSchema exists with 'type=${e.type}'`);
    }
  }
}
const wP = {
  KeyValue: "KeyValue",
  Index: "Index",
  SortedIndex: "SortedIndex"
};
function Cl(e) {
  return Ml(e);
}
function Ml(e, t) {
  return e;
}
function PP(e) {
  return e;
}
function EP(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function IP(e) {
  return Bl(e);
}
function Bl(e, t) {
  return e == null ? e : {
    type: Cl(e.type)
  };
}
function DP(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function xP(e) {
  let t = !0;
  return t = t && "raw_bits" in e, t = t && "normal" in e, t = t && "direct_access" in e, t;
}
function vl(e) {
  return Vl(e);
}
function Vl(e, t) {
  return e == null ? e : {
    raw_bits: e.raw_bits,
    normal: e.normal,
    direct_access: e.direct_access
  };
}
function ql(e) {
  if (e !== void 0)
    return e === null ? null : {
      raw_bits: e.raw_bits,
      normal: e.normal,
      direct_access: e.direct_access
    };
}
const CP = {
  SelfRef: "SelfRef",
  SelfRefMut: "SelfRefMut"
};
function MP(e) {
  let t = !0;
  return t = t && "receiver" in e, t = t && "reference_type" in e, t;
}
function Ll(e) {
  return zl(e);
}
function zl(e, t) {
  return e == null ? e : {
    receiver: e.receiver,
    reference_type: vl(e.reference_type)
  };
}
function Kl(e) {
  if (e !== void 0)
    return e === null ? null : {
      receiver: e.receiver,
      reference_type: ql(e.reference_type)
    };
}
function BP(e) {
  let t = !0;
  return t = t && "input" in e, t = t && "output" in e, t;
}
function Ul(e) {
  return Gl(e);
}
function Gl(e, t) {
  return e == null ? e : {
    receiver_info: n(e, "receiver_info") ? Ll(e.receiver_info) : void 0,
    input: y(e.input),
    output: y(e.output)
  };
}
function $l(e) {
  if (e !== void 0)
    return e === null ? null : {
      receiver_info: Kl(e.receiver_info),
      input: m(e.input),
      output: m(e.output)
    };
}
const vP = {
  Any: "Any"
};
function Hl(e) {
  return Wl(e);
}
function Wl(e, t) {
  return e;
}
function VP(e) {
  return e;
}
function qP(e) {
  let t = !0;
  return t = t && "constraints" in e, t;
}
function Xl(e) {
  return Ql(e);
}
function Ql(e, t) {
  return e == null ? e : {
    constraints: Hl(e.constraints)
  };
}
function Yl(e) {
  if (e !== void 0)
    return e === null ? null : {
      constraints: e.constraints
    };
}
const LP = {
  Logical: "Logical",
  Physical: "Physical"
};
function Zl(e) {
  return jl(e);
}
function jl(e, t) {
  return e;
}
function zP(e) {
  return e;
}
function KP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "value" in e, t;
}
function Rn(e) {
  return ed(e);
}
function ed(e, t) {
  return e == null ? e : {
    type: Zl(e.type),
    value: e.value
  };
}
function kn(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      value: e.value
    };
}
function UP(e) {
  let t = !0;
  return t = t && "partition_description" in e, t = t && "collection_schema" in e, t;
}
function td(e) {
  return nd(e);
}
function nd(e, t) {
  return e == null ? e : {
    partition_description: Rn(e.partition_description),
    collection_schema: Il(e.collection_schema)
  };
}
function rd(e) {
  if (e !== void 0)
    return e === null ? null : {
      partition_description: kn(e.partition_description),
      collection_schema: xl(e.collection_schema)
    };
}
const GP = {
  Always: "Always"
};
function $P(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function HP(e) {
  return An(e);
}
function An(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function id(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const WP = {
  IfOuterObjectFeature: "IfOuterObjectFeature"
};
function XP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "feature_name" in e, t;
}
function QP(e) {
  return wn(e);
}
function wn(e, t) {
  return e == null ? e : {
    type: e.type,
    feature_name: e.feature_name
  };
}
function od(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      feature_name: e.feature_name
    };
}
const YP = {
  IfOwnFeature: "IfOwnFeature"
};
function ZP(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "feature_name" in e, t;
}
function jP(e) {
  return Pn(e);
}
function Pn(e, t) {
  return e == null ? e : {
    type: e.type,
    feature_name: e.feature_name
  };
}
function ud(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      feature_name: e.feature_name
    };
}
function ad(e) {
  return sd(e);
}
function sd(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Always":
      return { ...An(e), type: "Always" };
    case "IfOuterObjectFeature":
      return { ...wn(e), type: "IfOuterObjectFeature" };
    case "IfOwnFeature":
      return { ...Pn(e), type: "IfOwnFeature" };
    default:
      throw new Error(`No variant of FieldSchemaFeatureCondition exists with 'type=${e.type}'`);
  }
}
function cd(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Always":
        return id(e);
      case "IfOuterObjectFeature":
        return od(e);
      case "IfOwnFeature":
        return ud(e);
      default:
        throw new Error(`No variant of FieldSchemaFeatureCondition exists with 'type=${e.type}'`);
    }
  }
}
function eE(e) {
  let t = !0;
  return t = t && "field_type_ref" in e, t;
}
function ld(e) {
  return dd(e);
}
function dd(e, t) {
  return e == null ? e : {
    field_type_ref: y(e.field_type_ref),
    condition: n(e, "condition") ? ad(e.condition) : void 0,
    transient_default_value_hex: n(e, "transient_default_value_hex") ? e.transient_default_value_hex : void 0
  };
}
function _d(e) {
  if (e !== void 0)
    return e === null ? null : {
      field_type_ref: m(e.field_type_ref),
      condition: cd(e.condition),
      transient_default_value_hex: e.transient_default_value_hex
    };
}
function tE(e) {
  let t = !0;
  return t = t && "partition_description" in e, t = t && "fields" in e, t;
}
function fd(e) {
  return pd(e);
}
function pd(e, t) {
  return e == null ? e : {
    partition_description: Rn(e.partition_description),
    fields: e.fields.map(ld)
  };
}
function yd(e) {
  if (e !== void 0)
    return e === null ? null : {
      partition_description: kn(e.partition_description),
      fields: e.fields.map(_d)
    };
}
function nE(e) {
  let t = !0;
  return t = t && "collections" in e, t = t && "num_partitions" in e, t;
}
function md(e) {
  return Sd(e);
}
function Sd(e, t) {
  return e == null ? e : {
    fields: n(e, "fields") ? fd(e.fields) : void 0,
    collections: e.collections.map(td),
    num_partitions: e.num_partitions
  };
}
function Od(e) {
  if (e !== void 0)
    return e === null ? null : {
      fields: yd(e.fields),
      collections: e.collections.map(rd),
      num_partitions: e.num_partitions
    };
}
function rE(e) {
  let t = !0;
  return t = t && "generic_type_parameters" in e, t = t && "is_transient" in e, t = t && "features" in e, t = t && "state" in e, t = t && "functions" in e, t = t && "events" in e, t = t && "types" in e, t;
}
function gd(e) {
  return bd(e);
}
function bd(e, t) {
  return e == null ? e : {
    outer_blueprint: n(e, "outer_blueprint") ? e.outer_blueprint : void 0,
    generic_type_parameters: e.generic_type_parameters.map(Xl),
    is_transient: e.is_transient,
    features: e.features,
    state: md(e.state),
    functions: p(e.functions, Ul),
    events: p(e.events, y),
    types: p(e.types, Q)
  };
}
function hd(e) {
  if (e !== void 0)
    return e === null ? null : {
      outer_blueprint: e.outer_blueprint,
      generic_type_parameters: e.generic_type_parameters.map(Yl),
      is_transient: e.is_transient,
      features: e.features,
      state: Od(e.state),
      functions: p(e.functions, $l),
      events: p(e.events, m),
      types: p(e.types, Y)
    };
}
const iE = {
  OnVirtualize: "OnVirtualize",
  OnMove: "OnMove",
  OnDrop: "OnDrop"
};
function Td(e) {
  return Fd(e);
}
function Fd(e, t) {
  return e;
}
function oE(e) {
  return e;
}
function uE(e) {
  let t = !0;
  return t = t && "code_hash" in e, t = t && "export_name" in e, t;
}
function En(e) {
  return Nd(e);
}
function Nd(e, t) {
  return e == null ? e : {
    code_hash: e.code_hash,
    export_name: e.export_name
  };
}
function In(e) {
  if (e !== void 0)
    return e === null ? null : {
      code_hash: e.code_hash,
      export_name: e.export_name
    };
}
function aE(e) {
  let t = !0;
  return t = t && "object_hook" in e, t = t && "_export" in e, t;
}
function Jd(e) {
  return Rd(e);
}
function Rd(e, t) {
  return e == null ? e : {
    object_hook: Td(e.object_hook),
    _export: En(e.export)
  };
}
function kd(e) {
  if (e !== void 0)
    return e === null ? null : {
      object_hook: e.object_hook,
      export: In(e._export)
    };
}
function sE(e) {
  let t = !0;
  return t = t && "_interface" in e, t = t && "function_exports" in e, t = t && "hook_exports" in e, t;
}
function Ad(e) {
  return wd(e);
}
function wd(e, t) {
  return e == null ? e : {
    _interface: gd(e.interface),
    function_exports: p(e.function_exports, En),
    hook_exports: e.hook_exports.map(Jd)
  };
}
function Pd(e) {
  if (e !== void 0)
    return e === null ? null : {
      interface: hd(e._interface),
      function_exports: p(e.function_exports, In),
      hook_exports: e.hook_exports.map(kd)
    };
}
function cE(e) {
  let t = !0;
  return t = t && "dependencies" in e, t;
}
function Ed(e) {
  return Id(e);
}
function Id(e, t) {
  return e == null ? e : {
    dependencies: e.dependencies
  };
}
function Dd(e) {
  if (e !== void 0)
    return e === null ? null : {
      dependencies: e.dependencies
    };
}
const lE = {
  Function: "Function"
};
function dE(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "package_address" in e, t = t && "blueprint_name" in e, t = t && "function_name" in e, t;
}
function _E(e) {
  return Dn(e);
}
function Dn(e, t) {
  return e == null ? e : {
    type: e.type,
    package_address: e.package_address,
    blueprint_name: e.blueprint_name,
    function_name: e.function_name
  };
}
function xd(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      package_address: e.package_address,
      blueprint_name: e.blueprint_name,
      function_name: e.function_name
    };
}
const fE = {
  Function: "Function"
};
function pE(e) {
  let t = !0;
  return t = t && "package_address" in e, t = t && "blueprint_name" in e, t = t && "function_name" in e, t;
}
function yE(e) {
  return Cd(e);
}
function Cd(e, t) {
  return e == null ? e : {
    package_address: e.package_address,
    blueprint_name: e.blueprint_name,
    function_name: e.function_name,
    type: n(e, "type") ? e.type : void 0
  };
}
function mE(e) {
  if (e !== void 0)
    return e === null ? null : {
      package_address: e.package_address,
      blueprint_name: e.blueprint_name,
      function_name: e.function_name,
      type: e.type
    };
}
const SE = {
  Local: "Local"
};
function OE(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "scoped_type_id" in e, t;
}
function gE(e) {
  return xn(e);
}
function xn(e, t) {
  return e == null ? e : {
    type: e.type,
    scoped_type_id: Q(e.scoped_type_id)
  };
}
function Md(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      scoped_type_id: Y(e.scoped_type_id)
    };
}
function bE(e) {
  let t = !0;
  return t = t && "package_address" in e, t = t && "blueprint_name" in e, t = t && "type_name" in e, t;
}
function Cn(e) {
  return Bd(e);
}
function Bd(e, t) {
  return e == null ? e : {
    package_address: e.package_address,
    blueprint_name: e.blueprint_name,
    type_name: e.type_name
  };
}
function Mn(e) {
  if (e !== void 0)
    return e === null ? null : {
      package_address: e.package_address,
      blueprint_name: e.blueprint_name,
      type_name: e.type_name
    };
}
function hE(e) {
  let t = !0;
  return t = t && "entity_address" in e, t = t && "schema_hash" in e, t = t && "local_type_id" in e, t;
}
function b(e) {
  return vd(e);
}
function vd(e, t) {
  return e == null ? e : {
    entity_address: e.entity_address,
    schema_hash: e.schema_hash,
    local_type_id: le(e.local_type_id)
  };
}
function h(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_address: e.entity_address,
      schema_hash: e.schema_hash,
      local_type_id: de(e.local_type_id)
    };
}
const TE = {
  Remote: "Remote"
};
function FE(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "blueprint_type_identifier" in e, t;
}
function NE(e) {
  return Bn(e);
}
function Bn(e, t) {
  return e == null ? e : {
    type: e.type,
    blueprint_type_identifier: Cn(e.blueprint_type_identifier),
    resolved_full_type_id: n(e, "resolved_full_type_id") ? b(e.resolved_full_type_id) : void 0
  };
}
function Vd(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      blueprint_type_identifier: Mn(e.blueprint_type_identifier),
      resolved_full_type_id: h(e.resolved_full_type_id)
    };
}
function Ee(e) {
  return qd(e);
}
function qd(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Local":
      return { ...xn(e), type: "Local" };
    case "Remote":
      return { ...Bn(e), type: "Remote" };
    default:
      throw new Error(`No variant of GenericSubstitution exists with 'type=${e.type}'`);
  }
}
function Ie(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Local":
        return Md(e);
      case "Remote":
        return Vd(e);
      default:
        throw new Error(`No variant of GenericSubstitution exists with 'type=${e.type}'`);
    }
  }
}
function JE(e) {
  let t = !0;
  return t = t && "package_address" in e, t = t && "blueprint_name" in e, t = t && "blueprint_version" in e, t = t && "features" in e, t = t && "generic_substitutions" in e, t;
}
function vn(e) {
  return Ld(e);
}
function Ld(e, t) {
  return e == null ? e : {
    package_address: e.package_address,
    blueprint_name: e.blueprint_name,
    blueprint_version: e.blueprint_version,
    outer_object: n(e, "outer_object") ? e.outer_object : void 0,
    features: e.features,
    generic_substitutions: e.generic_substitutions.map(Ee)
  };
}
function Vn(e) {
  if (e !== void 0)
    return e === null ? null : {
      package_address: e.package_address,
      blueprint_name: e.blueprint_name,
      blueprint_version: e.blueprint_version,
      outer_object: e.outer_object,
      features: e.features,
      generic_substitutions: e.generic_substitutions.map(Ie)
    };
}
const RE = {
  Xrd: "XRD",
  Usd: "USD"
};
function kE(e) {
  let t = !0;
  return t = t && "amount" in e, t = t && "unit" in e, t;
}
function qn(e) {
  return zd(e);
}
function zd(e, t) {
  return e == null ? e : {
    amount: e.amount,
    unit: e.unit
  };
}
function Ln(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount,
      unit: e.unit
    };
}
function AE(e) {
  let t = !0;
  return t = t && "method_name" in e, t;
}
function Kd(e) {
  return Ud(e);
}
function Ud(e, t) {
  return e == null ? e : {
    method_name: e.method_name,
    royalty_amount: n(e, "royalty_amount") ? qn(e.royalty_amount) : void 0
  };
}
function Gd(e) {
  if (e !== void 0)
    return e === null ? null : {
      method_name: e.method_name,
      royalty_amount: Ln(e.royalty_amount)
    };
}
const wE = {
  Static: "Static",
  Generic: "Generic"
};
function $d(e) {
  return Hd(e);
}
function Hd(e, t) {
  return e;
}
function PE(e) {
  return e;
}
function EE(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function IE(e) {
  return Wd(e);
}
function Wd(e, t) {
  return e == null ? e : {
    type: $d(e.type)
  };
}
function DE(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function xE(e) {
  let t = !0;
  return t = t && "is_enabled" in e, t;
}
function Xd(e) {
  return Qd(e);
}
function Qd(e, t) {
  return e == null ? e : {
    is_enabled: e.is_enabled,
    method_rules: n(e, "method_rules") ? e.method_rules.map(Kd) : void 0
  };
}
function Yd(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_enabled: e.is_enabled,
      method_rules: e.method_rules === void 0 ? void 0 : e.method_rules.map(Gd)
    };
}
const CE = {
  BlueprintSchema: "BlueprintSchema"
};
function ME(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "local_type_id" in e, t;
}
function BE(e) {
  return zn(e);
}
function zn(e, t) {
  return e == null ? e : {
    type: e.type,
    local_type_id: le(e.local_type_id)
  };
}
function Zd(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      local_type_id: de(e.local_type_id)
    };
}
const vE = {
  BlueprintSchema: "BlueprintSchema"
};
function VE(e) {
  let t = !0;
  return t = t && "local_type_id" in e, t;
}
function qE(e) {
  return jd(e);
}
function jd(e, t) {
  return e == null ? e : {
    local_type_id: le(e.local_type_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function LE(e) {
  if (e !== void 0)
    return e === null ? null : {
      local_type_id: de(e.local_type_id),
      type: e.type
    };
}
const zE = {
  InstanceSchema: "InstanceSchema"
};
function KE(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "instance_provided_type_index" in e, t;
}
function UE(e) {
  return Kn(e);
}
function Kn(e, t) {
  return e == null ? e : {
    type: e.type,
    instance_provided_type_index: e.instance_provided_type_index
  };
}
function e_(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      instance_provided_type_index: e.instance_provided_type_index
    };
}
function GE(e) {
  return t_(e);
}
function t_(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "BlueprintSchema":
      return { ...zn(e), type: "BlueprintSchema" };
    case "InstanceSchema":
      return { ...Kn(e), type: "InstanceSchema" };
    default:
      throw new Error(`No variant of BlueprintTypeReference exists with 'type=${e.type}'`);
  }
}
function $E(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "BlueprintSchema":
        return Zd(e);
      case "InstanceSchema":
        return e_(e);
      default:
        throw new Error(`No variant of BlueprintTypeReference exists with 'type=${e.type}'`);
    }
  }
}
const HE = {
  BlueprintSchema: "BlueprintSchema",
  InstanceSchema: "InstanceSchema"
};
function n_(e) {
  return r_(e);
}
function r_(e, t) {
  return e;
}
function WE(e) {
  return e;
}
function XE(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function QE(e) {
  return i_(e);
}
function i_(e, t) {
  return e == null ? e : {
    type: n_(e.type)
  };
}
function YE(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function ZE(e) {
  let t = !0;
  return t = t && "blueprint_name" in e, t = t && "blueprint_version" in e, t;
}
function A(e) {
  return o_(e);
}
function o_(e, t) {
  return e == null ? e : {
    blueprint_name: e.blueprint_name,
    blueprint_version: e.blueprint_version
  };
}
function w(e) {
  if (e !== void 0)
    return e === null ? null : {
      blueprint_name: e.blueprint_name,
      blueprint_version: e.blueprint_version
    };
}
function jE(e) {
  return !0;
}
function Un(e) {
  return u_(e);
}
function u_(e, t) {
  return e == null ? e : {
    always_visible_nodes_version: n(e, "always_visible_nodes_version") ? vc(e.always_visible_nodes_version) : void 0
  };
}
function Gn(e) {
  if (e !== void 0)
    return e === null ? null : {
      always_visible_nodes_version: e.always_visible_nodes_version
    };
}
const eI = {
  BootLoaderModuleFieldKernelBoot: "BootLoaderModuleFieldKernelBoot"
};
function tI(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function nI(e) {
  return $n(e);
}
function $n(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Un(e.value)
  };
}
function a_(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Gn(e.value)
    };
}
const rI = {
  BootLoaderModuleFieldKernelBoot: "BootLoaderModuleFieldKernelBoot"
};
function iI(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function oI(e) {
  return s_(e);
}
function s_(e, t) {
  return e == null ? e : {
    value: Un(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function uI(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Gn(e.value),
      substate_type: e.substate_type
    };
}
function aI(e) {
  let t = !0;
  return t = t && "xrd_max_per_function_royalty" in e, t = t && "apply_execution_cost_for_all_system_calls" in e, t = t && "apply_boot_ref_check_costing" in e, t;
}
function c_(e) {
  return l_(e);
}
function l_(e, t) {
  return e == null ? e : {
    xrd_max_per_function_royalty: e.xrd_max_per_function_royalty,
    apply_execution_cost_for_all_system_calls: e.apply_execution_cost_for_all_system_calls,
    apply_boot_ref_check_costing: e.apply_boot_ref_check_costing
  };
}
function d_(e) {
  if (e !== void 0)
    return e === null ? null : {
      xrd_max_per_function_royalty: e.xrd_max_per_function_royalty,
      apply_execution_cost_for_all_system_calls: e.apply_execution_cost_for_all_system_calls,
      apply_boot_ref_check_costing: e.apply_boot_ref_check_costing
    };
}
function sI(e) {
  let t = !0;
  return t = t && "max_call_depth" in e, t = t && "max_heap_substate_total_bytes" in e, t = t && "max_track_substate_total_bytes" in e, t = t && "max_substate_key_size" in e, t = t && "max_substate_value_size" in e, t = t && "max_invoke_input_size" in e, t = t && "max_event_size" in e, t = t && "max_log_size" in e, t = t && "max_panic_message_size" in e, t = t && "max_number_of_logs" in e, t = t && "max_number_of_events" in e, t;
}
function __(e) {
  return f_(e);
}
function f_(e, t) {
  return e == null ? e : {
    max_call_depth: e.max_call_depth,
    max_heap_substate_total_bytes: e.max_heap_substate_total_bytes,
    max_track_substate_total_bytes: e.max_track_substate_total_bytes,
    max_substate_key_size: e.max_substate_key_size,
    max_substate_value_size: e.max_substate_value_size,
    max_invoke_input_size: e.max_invoke_input_size,
    max_event_size: e.max_event_size,
    max_log_size: e.max_log_size,
    max_panic_message_size: e.max_panic_message_size,
    max_number_of_logs: e.max_number_of_logs,
    max_number_of_events: e.max_number_of_events
  };
}
function p_(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_call_depth: e.max_call_depth,
      max_heap_substate_total_bytes: e.max_heap_substate_total_bytes,
      max_track_substate_total_bytes: e.max_track_substate_total_bytes,
      max_substate_key_size: e.max_substate_key_size,
      max_substate_value_size: e.max_substate_value_size,
      max_invoke_input_size: e.max_invoke_input_size,
      max_event_size: e.max_event_size,
      max_log_size: e.max_log_size,
      max_panic_message_size: e.max_panic_message_size,
      max_number_of_logs: e.max_number_of_logs,
      max_number_of_events: e.max_number_of_events
    };
}
function cI(e) {
  let t = !0;
  return t = t && "id" in e, t = t && "logical_name" in e, t = t && "hrp_suffix" in e, t;
}
function y_(e) {
  return m_(e);
}
function m_(e, t) {
  return e == null ? e : {
    id: e.id,
    logical_name: e.logical_name,
    hrp_suffix: e.hrp_suffix
  };
}
function S_(e) {
  if (e !== void 0)
    return e === null ? null : {
      id: e.id,
      logical_name: e.logical_name,
      hrp_suffix: e.hrp_suffix
    };
}
function lI(e) {
  let t = !0;
  return t = t && "execution_cost_unit_price" in e, t = t && "execution_cost_unit_limit" in e, t = t && "execution_cost_unit_loan" in e, t = t && "finalization_cost_unit_price" in e, t = t && "finalization_cost_unit_limit" in e, t = t && "xrd_usd_price" in e, t = t && "xrd_storage_price" in e, t = t && "xrd_archive_storage_price" in e, t;
}
function O_(e) {
  return g_(e);
}
function g_(e, t) {
  return e == null ? e : {
    execution_cost_unit_price: e.execution_cost_unit_price,
    execution_cost_unit_limit: e.execution_cost_unit_limit,
    execution_cost_unit_loan: e.execution_cost_unit_loan,
    finalization_cost_unit_price: e.finalization_cost_unit_price,
    finalization_cost_unit_limit: e.finalization_cost_unit_limit,
    xrd_usd_price: e.xrd_usd_price,
    xrd_storage_price: e.xrd_storage_price,
    xrd_archive_storage_price: e.xrd_archive_storage_price
  };
}
function b_(e) {
  if (e !== void 0)
    return e === null ? null : {
      execution_cost_unit_price: e.execution_cost_unit_price,
      execution_cost_unit_limit: e.execution_cost_unit_limit,
      execution_cost_unit_loan: e.execution_cost_unit_loan,
      finalization_cost_unit_price: e.finalization_cost_unit_price,
      finalization_cost_unit_limit: e.finalization_cost_unit_limit,
      xrd_usd_price: e.xrd_usd_price,
      xrd_storage_price: e.xrd_storage_price,
      xrd_archive_storage_price: e.xrd_archive_storage_price
    };
}
function dI(e) {
  let t = !0;
  return t = t && "network_definition" in e, t = t && "costing_module_config" in e, t = t && "costing_parameters" in e, t = t && "limit_parameters" in e, t;
}
function h_(e) {
  return T_(e);
}
function T_(e, t) {
  return e == null ? e : {
    network_definition: y_(e.network_definition),
    costing_module_config: c_(e.costing_module_config),
    costing_parameters: O_(e.costing_parameters),
    limit_parameters: __(e.limit_parameters)
  };
}
function F_(e) {
  if (e !== void 0)
    return e === null ? null : {
      network_definition: S_(e.network_definition),
      costing_module_config: d_(e.costing_module_config),
      costing_parameters: b_(e.costing_parameters),
      limit_parameters: p_(e.limit_parameters)
    };
}
const _I = {
  V1: "V1",
  V2: "V2",
  V3: "V3"
};
function N_(e) {
  return J_(e);
}
function J_(e, t) {
  return e;
}
function fI(e) {
  return e;
}
function pI(e) {
  let t = !0;
  return t = t && "system_parameters" in e, t;
}
function Hn(e) {
  return R_(e);
}
function R_(e, t) {
  return e == null ? e : {
    system_version: n(e, "system_version") ? N_(e.system_version) : void 0,
    system_parameters: h_(e.system_parameters)
  };
}
function Wn(e) {
  if (e !== void 0)
    return e === null ? null : {
      system_version: e.system_version,
      system_parameters: F_(e.system_parameters)
    };
}
const yI = {
  BootLoaderModuleFieldSystemBoot: "BootLoaderModuleFieldSystemBoot"
};
function mI(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function SI(e) {
  return Xn(e);
}
function Xn(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Hn(e.value)
  };
}
function k_(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Wn(e.value)
    };
}
const OI = {
  BootLoaderModuleFieldSystemBoot: "BootLoaderModuleFieldSystemBoot"
};
function gI(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function bI(e) {
  return A_(e);
}
function A_(e, t) {
  return e == null ? e : {
    value: Hn(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function hI(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Wn(e.value),
      substate_type: e.substate_type
    };
}
const TI = {
  Basic: "Basic",
  Cuttlefish: "Cuttlefish"
};
function w_(e) {
  return P_(e);
}
function P_(e, t) {
  return e;
}
function FI(e) {
  return e;
}
function NI(e) {
  let t = !0;
  return t = t && "max_plaintext_message_length" in e, t = t && "max_encrypted_message_length" in e, t = t && "max_mime_type_length" in e, t = t && "max_decryptors" in e, t;
}
function E_(e) {
  return I_(e);
}
function I_(e, t) {
  return e == null ? e : {
    max_plaintext_message_length: e.max_plaintext_message_length,
    max_encrypted_message_length: e.max_encrypted_message_length,
    max_mime_type_length: e.max_mime_type_length,
    max_decryptors: e.max_decryptors
  };
}
function D_(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_plaintext_message_length: e.max_plaintext_message_length,
      max_encrypted_message_length: e.max_encrypted_message_length,
      max_mime_type_length: e.max_mime_type_length,
      max_decryptors: e.max_decryptors
    };
}
function JI(e) {
  let t = !0;
  return t = t && "v2_transactions_permitted" in e, t = t && "max_user_payload_length" in e, t = t && "max_ledger_payload_length" in e, t = t && "max_child_subintents_per_intent" in e, t = t && "max_subintents_per_transaction" in e, t = t && "max_blobs" in e, t;
}
function x_(e) {
  return C_(e);
}
function C_(e, t) {
  return e == null ? e : {
    v2_transactions_permitted: e.v2_transactions_permitted,
    max_user_payload_length: e.max_user_payload_length,
    max_ledger_payload_length: e.max_ledger_payload_length,
    max_child_subintents_per_intent: e.max_child_subintents_per_intent,
    max_subintents_per_transaction: e.max_subintents_per_transaction,
    max_blobs: e.max_blobs
  };
}
function M_(e) {
  if (e !== void 0)
    return e === null ? null : {
      v2_transactions_permitted: e.v2_transactions_permitted,
      max_user_payload_length: e.max_user_payload_length,
      max_ledger_payload_length: e.max_ledger_payload_length,
      max_child_subintents_per_intent: e.max_child_subintents_per_intent,
      max_subintents_per_transaction: e.max_subintents_per_transaction,
      max_blobs: e.max_blobs
    };
}
function RI(e) {
  let t = !0;
  return t = t && "max_signer_signatures_per_intent" in e, t = t && "max_references_per_intent" in e, t = t && "min_tip_percentage" in e, t = t && "max_tip_percentage" in e, t = t && "max_epoch_range" in e, t = t && "max_instructions" in e, t = t && "message_validation" in e, t = t && "v1_transactions_allow_notary_to_duplicate_signer" in e, t = t && "preparation_settings" in e, t = t && "manifest_validation" in e, t = t && "v2_transactions_allowed" in e, t = t && "min_tip_basis_points" in e, t = t && "max_tip_basis_points" in e, t = t && "max_subintent_depth" in e, t = t && "max_total_signature_validations" in e, t = t && "max_total_references" in e, t;
}
function Qn(e) {
  return B_(e);
}
function B_(e, t) {
  return e == null ? e : {
    max_signer_signatures_per_intent: e.max_signer_signatures_per_intent,
    max_references_per_intent: e.max_references_per_intent,
    min_tip_percentage: e.min_tip_percentage,
    max_tip_percentage: e.max_tip_percentage,
    max_epoch_range: e.max_epoch_range,
    max_instructions: e.max_instructions,
    message_validation: E_(e.message_validation),
    v1_transactions_allow_notary_to_duplicate_signer: e.v1_transactions_allow_notary_to_duplicate_signer,
    preparation_settings: x_(e.preparation_settings),
    manifest_validation: w_(e.manifest_validation),
    v2_transactions_allowed: e.v2_transactions_allowed,
    min_tip_basis_points: e.min_tip_basis_points,
    max_tip_basis_points: e.max_tip_basis_points,
    max_subintent_depth: e.max_subintent_depth,
    max_total_signature_validations: e.max_total_signature_validations,
    max_total_references: e.max_total_references
  };
}
function Yn(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_signer_signatures_per_intent: e.max_signer_signatures_per_intent,
      max_references_per_intent: e.max_references_per_intent,
      min_tip_percentage: e.min_tip_percentage,
      max_tip_percentage: e.max_tip_percentage,
      max_epoch_range: e.max_epoch_range,
      max_instructions: e.max_instructions,
      message_validation: D_(e.message_validation),
      v1_transactions_allow_notary_to_duplicate_signer: e.v1_transactions_allow_notary_to_duplicate_signer,
      preparation_settings: M_(e.preparation_settings),
      manifest_validation: e.manifest_validation,
      v2_transactions_allowed: e.v2_transactions_allowed,
      min_tip_basis_points: e.min_tip_basis_points,
      max_tip_basis_points: e.max_tip_basis_points,
      max_subintent_depth: e.max_subintent_depth,
      max_total_signature_validations: e.max_total_signature_validations,
      max_total_references: e.max_total_references
    };
}
const kI = {
  BootLoaderModuleFieldTransactionValidationConfiguration: "BootLoaderModuleFieldTransactionValidationConfiguration"
};
function AI(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "config" in e, t;
}
function wI(e) {
  return Zn(e);
}
function Zn(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    config: Qn(e.config)
  };
}
function v_(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      config: Yn(e.config)
    };
}
const PI = {
  BootLoaderModuleFieldTransactionValidationConfiguration: "BootLoaderModuleFieldTransactionValidationConfiguration"
};
function EI(e) {
  let t = !0;
  return t = t && "config" in e, t;
}
function II(e) {
  return V_(e);
}
function V_(e, t) {
  return e == null ? e : {
    config: Qn(e.config),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function DI(e) {
  if (e !== void 0)
    return e === null ? null : {
      config: Yn(e.config),
      substate_type: e.substate_type
    };
}
function xI(e) {
  let t = !0;
  return t = t && "scrypto_v1_minor_version" in e, t;
}
function jn(e) {
  return q_(e);
}
function q_(e, t) {
  return e == null ? e : {
    scrypto_v1_minor_version: e.scrypto_v1_minor_version
  };
}
function er(e) {
  if (e !== void 0)
    return e === null ? null : {
      scrypto_v1_minor_version: e.scrypto_v1_minor_version
    };
}
const CI = {
  BootLoaderModuleFieldVmBoot: "BootLoaderModuleFieldVmBoot"
};
function MI(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function BI(e) {
  return tr(e);
}
function tr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: jn(e.value)
  };
}
function L_(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: er(e.value)
    };
}
const vI = {
  BootLoaderModuleFieldVmBoot: "BootLoaderModuleFieldVmBoot"
};
function VI(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function qI(e) {
  return z_(e);
}
function z_(e, t) {
  return e == null ? e : {
    value: jn(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function LI(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: er(e.value),
      substate_type: e.substate_type
    };
}
function zI(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t = t && "is_same_transaction" in e, t;
}
function Me(e) {
  return K_(e);
}
function K_(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m,
    is_same_transaction: e.is_same_transaction
  };
}
function Be(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m,
      is_same_transaction: e.is_same_transaction
    };
}
function KI(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "state_tree_hash" in e, t = t && "transaction_tree_hash" in e, t = t && "receipt_tree_hash" in e, t;
}
function z(e) {
  return U_(e);
}
function U_(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    state_tree_hash: e.state_tree_hash,
    transaction_tree_hash: e.transaction_tree_hash,
    receipt_tree_hash: e.receipt_tree_hash
  };
}
function K(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      state_tree_hash: e.state_tree_hash,
      transaction_tree_hash: e.transaction_tree_hash,
      receipt_tree_hash: e.receipt_tree_hash
    };
}
function UI(e) {
  let t = !0;
  return t = t && "state_version" in e, t;
}
function GI(e) {
  return G_(e);
}
function G_(e, t) {
  return e == null ? e : {
    state_version: e.state_version
  };
}
function $I(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version
    };
}
const HI = {
  FeePayment: "FeePayment",
  FeeDistributed: "FeeDistributed",
  TipDistributed: "TipDistributed",
  RoyaltyDistributed: "RoyaltyDistributed"
};
function $_(e) {
  return H_(e);
}
function H_(e, t) {
  return e;
}
function WI(e) {
  return e;
}
function XI(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource_address" in e, t = t && "balance_change" in e, t;
}
function W_(e) {
  return X_(e);
}
function X_(e, t) {
  return e == null ? e : {
    type: $_(e.type),
    resource_address: e.resource_address,
    balance_change: e.balance_change
  };
}
function Q_(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource_address: e.resource_address,
      balance_change: e.balance_change
    };
}
function QI(e) {
  let t = !0;
  return t = t && "resource_address" in e, t = t && "balance_change" in e, t;
}
function ft(e) {
  return Y_(e);
}
function Y_(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address,
    balance_change: e.balance_change
  };
}
function pt(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address,
      balance_change: e.balance_change
    };
}
function YI(e) {
  let t = !0;
  return t = t && "entity_address" in e, t = t && "fee_balance_changes" in e, t = t && "non_fee_balance_changes" in e, t;
}
function nr(e) {
  return Z_(e);
}
function Z_(e, t) {
  return e == null ? e : {
    entity_address: e.entity_address,
    fee_balance_change: n(e, "fee_balance_change") ? ft(e.fee_balance_change) : void 0,
    fee_balance_changes: e.fee_balance_changes.map(W_),
    non_fee_balance_changes: e.non_fee_balance_changes.map(ft)
  };
}
function rr(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_address: e.entity_address,
      fee_balance_change: pt(e.fee_balance_change),
      fee_balance_changes: e.fee_balance_changes.map(Q_),
      non_fee_balance_changes: e.non_fee_balance_changes.map(pt)
    };
}
function ZI(e) {
  let t = !0;
  return t = t && "entity_address" in e, t = t && "resource_address" in e, t = t && "added" in e, t = t && "removed" in e, t;
}
function ir(e) {
  return j_(e);
}
function j_(e, t) {
  return e == null ? e : {
    entity_address: e.entity_address,
    resource_address: e.resource_address,
    added: e.added,
    removed: e.removed
  };
}
function or(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_address: e.entity_address,
      resource_address: e.resource_address,
      added: e.added,
      removed: e.removed
    };
}
function jI(e) {
  let t = !0;
  return t = t && "fungible_entity_balance_changes" in e, t = t && "non_fungible_entity_balance_changes" in e, t;
}
function ef(e) {
  return tf(e);
}
function tf(e, t) {
  return e == null ? e : {
    fungible_entity_balance_changes: e.fungible_entity_balance_changes.map(nr),
    non_fungible_entity_balance_changes: e.non_fungible_entity_balance_changes.map(ir)
  };
}
function nf(e) {
  if (e !== void 0)
    return e === null ? null : {
      fungible_entity_balance_changes: e.fungible_entity_balance_changes.map(rr),
      non_fungible_entity_balance_changes: e.non_fungible_entity_balance_changes.map(or)
    };
}
const eD = {
  TypeInfo: "TypeInfo",
  Metadata: "Metadata",
  RoleAssignment: "RoleAssignment",
  Royalty: "Royalty",
  Main: "Main",
  Schema: "Schema",
  BootLoader: "BootLoader",
  ProtocolUpdateStatus: "ProtocolUpdateStatus"
};
function ur(e) {
  return rf(e);
}
function rf(e, t) {
  return e;
}
function tD(e) {
  return e;
}
const nD = {
  Field: "Field",
  KeyValue: "KeyValue",
  Index: "Index",
  SortedIndex: "SortedIndex"
};
function ar(e) {
  return of(e);
}
function of(e, t) {
  return e;
}
function rD(e) {
  return e;
}
const iD = {
  Field: "Field"
};
function oD(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "db_sort_key_hex" in e, t = t && "id" in e, t;
}
function uD(e) {
  return sr(e);
}
function sr(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    db_sort_key_hex: e.db_sort_key_hex,
    id: e.id
  };
}
function uf(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      db_sort_key_hex: e.db_sort_key_hex,
      id: e.id
    };
}
const aD = {
  Map: "Map"
};
function sD(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "db_sort_key_hex" in e, t = t && "key_hex" in e, t;
}
function cD(e) {
  return cr(e);
}
function cr(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    db_sort_key_hex: e.db_sort_key_hex,
    key_hex: e.key_hex
  };
}
function af(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      db_sort_key_hex: e.db_sort_key_hex,
      key_hex: e.key_hex
    };
}
const lD = {
  Sorted: "Sorted"
};
function dD(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "db_sort_key_hex" in e, t = t && "sort_prefix_hex" in e, t = t && "key_hex" in e, t;
}
function _D(e) {
  return lr(e);
}
function lr(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    db_sort_key_hex: e.db_sort_key_hex,
    sort_prefix_hex: e.sort_prefix_hex,
    key_hex: e.key_hex
  };
}
function sf(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      db_sort_key_hex: e.db_sort_key_hex,
      sort_prefix_hex: e.sort_prefix_hex,
      key_hex: e.key_hex
    };
}
function ve(e) {
  return cf(e);
}
function cf(e, t) {
  if (e == null)
    return e;
  switch (e.key_type) {
    case "Field":
      return { ...sr(e), key_type: "Field" };
    case "Map":
      return { ...cr(e), key_type: "Map" };
    case "Sorted":
      return { ...lr(e), key_type: "Sorted" };
    default:
      throw new Error(`No variant of SubstateKey exists with 'key_type=${e.key_type}'`);
  }
}
function Ve(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.key_type) {
      case "Field":
        return uf(e);
      case "Map":
        return af(e);
      case "Sorted":
        return sf(e);
      default:
        throw new Error(`No variant of SubstateKey exists with 'key_type=${e.key_type}'`);
    }
  }
}
const fD = {
  BootLoaderModuleFieldSystemBoot: "BootLoaderModuleFieldSystemBoot",
  BootLoaderModuleFieldKernelBoot: "BootLoaderModuleFieldKernelBoot",
  BootLoaderModuleFieldVmBoot: "BootLoaderModuleFieldVmBoot",
  BootLoaderModuleFieldTransactionValidationConfiguration: "BootLoaderModuleFieldTransactionValidationConfiguration",
  ProtocolUpdateStatusModuleFieldSummary: "ProtocolUpdateStatusModuleFieldSummary",
  TypeInfoModuleFieldTypeInfo: "TypeInfoModuleFieldTypeInfo",
  RoleAssignmentModuleFieldOwnerRole: "RoleAssignmentModuleFieldOwnerRole",
  RoleAssignmentModuleRuleEntry: "RoleAssignmentModuleRuleEntry",
  RoleAssignmentModuleMutabilityEntry: "RoleAssignmentModuleMutabilityEntry",
  RoyaltyModuleFieldState: "RoyaltyModuleFieldState",
  RoyaltyModuleMethodRoyaltyEntry: "RoyaltyModuleMethodRoyaltyEntry",
  MetadataModuleEntry: "MetadataModuleEntry",
  PackageFieldRoyaltyAccumulator: "PackageFieldRoyaltyAccumulator",
  PackageCodeVmTypeEntry: "PackageCodeVmTypeEntry",
  PackageCodeOriginalCodeEntry: "PackageCodeOriginalCodeEntry",
  PackageCodeInstrumentedCodeEntry: "PackageCodeInstrumentedCodeEntry",
  SchemaEntry: "SchemaEntry",
  PackageBlueprintDefinitionEntry: "PackageBlueprintDefinitionEntry",
  PackageBlueprintDependenciesEntry: "PackageBlueprintDependenciesEntry",
  PackageBlueprintRoyaltyEntry: "PackageBlueprintRoyaltyEntry",
  PackageBlueprintAuthTemplateEntry: "PackageBlueprintAuthTemplateEntry",
  PackageFieldFunctionAccessRules: "PackageFieldFunctionAccessRules",
  FungibleResourceManagerFieldDivisibility: "FungibleResourceManagerFieldDivisibility",
  FungibleResourceManagerFieldTotalSupply: "FungibleResourceManagerFieldTotalSupply",
  NonFungibleResourceManagerFieldIdType: "NonFungibleResourceManagerFieldIdType",
  NonFungibleResourceManagerFieldTotalSupply: "NonFungibleResourceManagerFieldTotalSupply",
  NonFungibleResourceManagerFieldMutableFields: "NonFungibleResourceManagerFieldMutableFields",
  NonFungibleResourceManagerDataEntry: "NonFungibleResourceManagerDataEntry",
  FungibleVaultFieldBalance: "FungibleVaultFieldBalance",
  FungibleVaultFieldFrozenStatus: "FungibleVaultFieldFrozenStatus",
  NonFungibleVaultFieldBalance: "NonFungibleVaultFieldBalance",
  NonFungibleVaultFieldFrozenStatus: "NonFungibleVaultFieldFrozenStatus",
  NonFungibleVaultContentsIndexEntry: "NonFungibleVaultContentsIndexEntry",
  ConsensusManagerFieldConfig: "ConsensusManagerFieldConfig",
  ConsensusManagerFieldState: "ConsensusManagerFieldState",
  ConsensusManagerFieldCurrentValidatorSet: "ConsensusManagerFieldCurrentValidatorSet",
  ConsensusManagerFieldCurrentProposalStatistic: "ConsensusManagerFieldCurrentProposalStatistic",
  ConsensusManagerFieldCurrentTimeRoundedToMinutes: "ConsensusManagerFieldCurrentTimeRoundedToMinutes",
  ConsensusManagerFieldCurrentTime: "ConsensusManagerFieldCurrentTime",
  ConsensusManagerFieldValidatorRewards: "ConsensusManagerFieldValidatorRewards",
  ConsensusManagerRegisteredValidatorsByStakeIndexEntry: "ConsensusManagerRegisteredValidatorsByStakeIndexEntry",
  ValidatorFieldState: "ValidatorFieldState",
  ValidatorFieldProtocolUpdateReadinessSignal: "ValidatorFieldProtocolUpdateReadinessSignal",
  AccountFieldState: "AccountFieldState",
  AccountVaultEntry: "AccountVaultEntry",
  AccountResourcePreferenceEntry: "AccountResourcePreferenceEntry",
  AccountAuthorizedDepositorEntry: "AccountAuthorizedDepositorEntry",
  AccessControllerFieldState: "AccessControllerFieldState",
  GenericScryptoComponentFieldState: "GenericScryptoComponentFieldState",
  GenericKeyValueStoreEntry: "GenericKeyValueStoreEntry",
  OneResourcePoolFieldState: "OneResourcePoolFieldState",
  TwoResourcePoolFieldState: "TwoResourcePoolFieldState",
  MultiResourcePoolFieldState: "MultiResourcePoolFieldState",
  TransactionTrackerFieldState: "TransactionTrackerFieldState",
  TransactionTrackerCollectionEntry: "TransactionTrackerCollectionEntry",
  AccountLockerAccountClaimsEntry: "AccountLockerAccountClaimsEntry"
};
function qe(e) {
  return lf(e);
}
function lf(e, t) {
  return e;
}
function pD(e) {
  return e;
}
function yD(e) {
  let t = !0;
  return t = t && "entity_type" in e, t = t && "entity_address" in e, t = t && "entity_module" in e, t = t && "partition_kind" in e, t = t && "partition_number" in e, t = t && "substate_type" in e, t = t && "substate_key" in e, t;
}
function Z(e) {
  return df(e);
}
function df(e, t) {
  return e == null ? e : {
    entity_type: ne(e.entity_type),
    entity_address: e.entity_address,
    entity_module: ur(e.entity_module),
    partition_kind: ar(e.partition_kind),
    partition_number: e.partition_number,
    substate_type: qe(e.substate_type),
    substate_key: ve(e.substate_key)
  };
}
function j(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_type: e.entity_type,
      entity_address: e.entity_address,
      entity_module: e.entity_module,
      partition_kind: e.partition_kind,
      partition_number: e.partition_number,
      substate_type: e.substate_type,
      substate_key: Ve(e.substate_key)
    };
}
function mD(e) {
  let t = !0;
  return t = t && "min_round_count" in e, t = t && "max_round_count" in e, t = t && "target_duration_millis" in e, t;
}
function _f(e) {
  return ff(e);
}
function ff(e, t) {
  return e == null ? e : {
    min_round_count: e.min_round_count,
    max_round_count: e.max_round_count,
    target_duration_millis: e.target_duration_millis
  };
}
function pf(e) {
  if (e !== void 0)
    return e === null ? null : {
      min_round_count: e.min_round_count,
      max_round_count: e.max_round_count,
      target_duration_millis: e.target_duration_millis
    };
}
function SD(e) {
  let t = !0;
  return t = t && "max_validators" in e, t = t && "epoch_change_condition" in e, t = t && "num_unstake_epochs" in e, t = t && "total_emission_xrd_per_epoch" in e, t = t && "min_validator_reliability" in e, t = t && "num_owner_stake_units_unlock_epochs" in e, t = t && "num_fee_increase_delay_epochs" in e, t = t && "validator_creation_usd_equivalent_cost" in e, t = t && "validator_creation_xrd_cost" in e, t;
}
function dr(e) {
  return yf(e);
}
function yf(e, t) {
  return e == null ? e : {
    max_validators: e.max_validators,
    epoch_change_condition: _f(e.epoch_change_condition),
    num_unstake_epochs: e.num_unstake_epochs,
    total_emission_xrd_per_epoch: e.total_emission_xrd_per_epoch,
    min_validator_reliability: e.min_validator_reliability,
    num_owner_stake_units_unlock_epochs: e.num_owner_stake_units_unlock_epochs,
    num_fee_increase_delay_epochs: e.num_fee_increase_delay_epochs,
    validator_creation_usd_equivalent_cost: e.validator_creation_usd_equivalent_cost,
    validator_creation_xrd_cost: e.validator_creation_xrd_cost
  };
}
function _r(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_validators: e.max_validators,
      epoch_change_condition: pf(e.epoch_change_condition),
      num_unstake_epochs: e.num_unstake_epochs,
      total_emission_xrd_per_epoch: e.total_emission_xrd_per_epoch,
      min_validator_reliability: e.min_validator_reliability,
      num_owner_stake_units_unlock_epochs: e.num_owner_stake_units_unlock_epochs,
      num_fee_increase_delay_epochs: e.num_fee_increase_delay_epochs,
      validator_creation_usd_equivalent_cost: e.validator_creation_usd_equivalent_cost,
      validator_creation_xrd_cost: e.validator_creation_xrd_cost
    };
}
const OD = {
  ConsensusManagerFieldConfig: "ConsensusManagerFieldConfig"
};
function gD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function bD(e) {
  return fr(e);
}
function fr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: dr(e.value)
  };
}
function mf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: _r(e.value)
    };
}
function hD(e) {
  let t = !0;
  return t = t && "completed" in e, t = t && "missed" in e, t;
}
function pr(e) {
  return Sf(e);
}
function Sf(e, t) {
  return e == null ? e : {
    completed: e.completed,
    missed: e.missed
  };
}
function yr(e) {
  if (e !== void 0)
    return e === null ? null : {
      completed: e.completed,
      missed: e.missed
    };
}
const TD = {
  ConsensusManagerFieldCurrentProposalStatistic: "ConsensusManagerFieldCurrentProposalStatistic"
};
function FD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function ND(e) {
  return mr(e);
}
function mr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: pr(e.value)
  };
}
function Of(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: yr(e.value)
    };
}
function JD(e) {
  let t = !0;
  return t = t && "unix_timestamp_ms" in e, t = t && "date_time" in e, t;
}
function T(e) {
  return gf(e);
}
function gf(e, t) {
  return e == null ? e : {
    unix_timestamp_ms: e.unix_timestamp_ms,
    date_time: e.date_time
  };
}
function F(e) {
  if (e !== void 0)
    return e === null ? null : {
      unix_timestamp_ms: e.unix_timestamp_ms,
      date_time: e.date_time
    };
}
function RD(e) {
  let t = !0;
  return t = t && "proposer_timestamp_rounded_down_to_minute" in e, t;
}
function Sr(e) {
  return bf(e);
}
function bf(e, t) {
  return e == null ? e : {
    proposer_timestamp_rounded_down_to_minute: T(e.proposer_timestamp_rounded_down_to_minute)
  };
}
function Or(e) {
  if (e !== void 0)
    return e === null ? null : {
      proposer_timestamp_rounded_down_to_minute: F(e.proposer_timestamp_rounded_down_to_minute)
    };
}
const kD = {
  ConsensusManagerFieldCurrentTimeRoundedToMinutes: "ConsensusManagerFieldCurrentTimeRoundedToMinutes"
};
function AD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function wD(e) {
  return gr(e);
}
function gr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Sr(e.value)
  };
}
function hf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Or(e.value)
    };
}
function PD(e) {
  let t = !0;
  return t = t && "proposer_timestamp" in e, t;
}
function br(e) {
  return Tf(e);
}
function Tf(e, t) {
  return e == null ? e : {
    proposer_timestamp: T(e.proposer_timestamp)
  };
}
function hr(e) {
  if (e !== void 0)
    return e === null ? null : {
      proposer_timestamp: F(e.proposer_timestamp)
    };
}
const ED = {
  ConsensusManagerFieldCurrentTime: "ConsensusManagerFieldCurrentTime"
};
function ID(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function DD(e) {
  return Tr(e);
}
function Tr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: br(e.value)
  };
}
function Ff(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: hr(e.value)
    };
}
function xD(e) {
  let t = !0;
  return t = t && "validator_set" in e, t;
}
function Fr(e) {
  return Nf(e);
}
function Nf(e, t) {
  return e == null ? e : {
    validator_set: e.validator_set.map(xe)
  };
}
function Nr(e) {
  if (e !== void 0)
    return e === null ? null : {
      validator_set: e.validator_set.map(Ce)
    };
}
const CD = {
  ConsensusManagerFieldCurrentValidatorSet: "ConsensusManagerFieldCurrentValidatorSet"
};
function MD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function BD(e) {
  return Jr(e);
}
function Jr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Fr(e.value)
  };
}
function Jf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Nr(e.value)
    };
}
function vD(e) {
  let t = !0;
  return t = t && "epoch" in e, t = t && "round" in e, t = t && "is_started" in e, t = t && "effective_epoch_start" in e, t = t && "actual_epoch_start" in e, t;
}
function Rr(e) {
  return Rf(e);
}
function Rf(e, t) {
  return e == null ? e : {
    epoch: e.epoch,
    round: e.round,
    is_started: e.is_started,
    effective_epoch_start: T(e.effective_epoch_start),
    actual_epoch_start: T(e.actual_epoch_start),
    current_leader: n(e, "current_leader") ? U(e.current_leader) : void 0
  };
}
function kr(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch: e.epoch,
      round: e.round,
      is_started: e.is_started,
      effective_epoch_start: F(e.effective_epoch_start),
      actual_epoch_start: F(e.actual_epoch_start),
      current_leader: G(e.current_leader)
    };
}
const VD = {
  ConsensusManagerFieldState: "ConsensusManagerFieldState"
};
function qD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function LD(e) {
  return Ar(e);
}
function Ar(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Rr(e.value)
  };
}
function kf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: kr(e.value)
    };
}
function zD(e) {
  let t = !0;
  return t = t && "validator_index" in e, t = t && "xrd_amount" in e, t;
}
function Af(e) {
  return wf(e);
}
function wf(e, t) {
  return e == null ? e : {
    validator_index: U(e.validator_index),
    xrd_amount: e.xrd_amount
  };
}
function Pf(e) {
  if (e !== void 0)
    return e === null ? null : {
      validator_index: G(e.validator_index),
      xrd_amount: e.xrd_amount
    };
}
function KD(e) {
  let t = !0;
  return t = t && "proposer_rewards" in e, t = t && "rewards_vault" in e, t;
}
function wr(e) {
  return Ef(e);
}
function Ef(e, t) {
  return e == null ? e : {
    proposer_rewards: e.proposer_rewards.map(Af),
    rewards_vault: _(e.rewards_vault)
  };
}
function Pr(e) {
  if (e !== void 0)
    return e === null ? null : {
      proposer_rewards: e.proposer_rewards.map(Pf),
      rewards_vault: f(e.rewards_vault)
    };
}
const UD = {
  ConsensusManagerFieldValidatorRewards: "ConsensusManagerFieldValidatorRewards"
};
function GD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function $D(e) {
  return Er(e);
}
function Er(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: wr(e.value)
  };
}
function If(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Pr(e.value)
    };
}
function HD(e) {
  let t = !0;
  return t = t && "active_validator" in e, t;
}
function Ir(e) {
  return Df(e);
}
function Df(e, t) {
  return e == null ? e : {
    active_validator: xe(e.active_validator)
  };
}
function Dr(e) {
  if (e !== void 0)
    return e === null ? null : {
      active_validator: Ce(e.active_validator)
    };
}
const WD = {
  ConsensusManagerRegisteredValidatorsByStakeIndexEntry: "ConsensusManagerRegisteredValidatorsByStakeIndexEntry"
};
function XD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function QD(e) {
  return xr(e);
}
function xr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: fn(e.key),
    value: Ir(e.value)
  };
}
function xf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: pn(e.key),
      value: Dr(e.value)
    };
}
function YD(e) {
  let t = !0;
  return t = t && "divisibility" in e, t;
}
function Cr(e) {
  return Cf(e);
}
function Cf(e, t) {
  return e == null ? e : {
    divisibility: e.divisibility
  };
}
function Mr(e) {
  if (e !== void 0)
    return e === null ? null : {
      divisibility: e.divisibility
    };
}
const ZD = {
  FungibleResourceManagerFieldDivisibility: "FungibleResourceManagerFieldDivisibility"
};
function jD(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function ex(e) {
  return Br(e);
}
function Br(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Cr(e.value)
  };
}
function Mf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Mr(e.value)
    };
}
function tx(e) {
  let t = !0;
  return t = t && "total_supply" in e, t;
}
function vr(e) {
  return Bf(e);
}
function Bf(e, t) {
  return e == null ? e : {
    total_supply: e.total_supply
  };
}
function Vr(e) {
  if (e !== void 0)
    return e === null ? null : {
      total_supply: e.total_supply
    };
}
const nx = {
  FungibleResourceManagerFieldTotalSupply: "FungibleResourceManagerFieldTotalSupply"
};
function rx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function ix(e) {
  return qr(e);
}
function qr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: vr(e.value)
  };
}
function vf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Vr(e.value)
    };
}
function ox(e) {
  let t = !0;
  return t = t && "amount" in e, t;
}
function Lr(e) {
  return Vf(e);
}
function Vf(e, t) {
  return e == null ? e : {
    amount: e.amount
  };
}
function zr(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount
    };
}
const ux = {
  FungibleVaultFieldBalance: "FungibleVaultFieldBalance"
};
function ax(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function sx(e) {
  return Kr(e);
}
function Kr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Lr(e.value)
  };
}
function qf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: zr(e.value)
    };
}
function cx(e) {
  let t = !0;
  return t = t && "is_withdraw_frozen" in e, t = t && "is_deposit_frozen" in e, t = t && "is_burn_frozen" in e, t;
}
function Ur(e) {
  return Lf(e);
}
function Lf(e, t) {
  return e == null ? e : {
    is_withdraw_frozen: e.is_withdraw_frozen,
    is_deposit_frozen: e.is_deposit_frozen,
    is_burn_frozen: e.is_burn_frozen
  };
}
function Gr(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_withdraw_frozen: e.is_withdraw_frozen,
      is_deposit_frozen: e.is_deposit_frozen,
      is_burn_frozen: e.is_burn_frozen
    };
}
function lx(e) {
  let t = !0;
  return t = t && "frozen_status" in e, t;
}
function $r(e) {
  return zf(e);
}
function zf(e, t) {
  return e == null ? e : {
    frozen_status: Ur(e.frozen_status)
  };
}
function Hr(e) {
  if (e !== void 0)
    return e === null ? null : {
      frozen_status: Gr(e.frozen_status)
    };
}
const dx = {
  FungibleVaultFieldFrozenStatus: "FungibleVaultFieldFrozenStatus"
};
function _x(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function fx(e) {
  return Wr(e);
}
function Wr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: $r(e.value)
  };
}
function Kf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Hr(e.value)
    };
}
function px(e) {
  return !0;
}
function Xr(e) {
  return Uf(e);
}
function Uf(e, t) {
  return e == null ? e : {
    key_data: n(e, "key_data") ? P(e.key_data) : void 0
  };
}
function Qr(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_data: E(e.key_data)
    };
}
function yx(e) {
  let t = !0;
  return t = t && "struct_data" in e, t = t && "owned_entities" in e, t = t && "referenced_entities" in e, t;
}
function _e(e) {
  return Gf(e);
}
function Gf(e, t) {
  return e == null ? e : {
    struct_data: P(e.struct_data),
    owned_entities: e.owned_entities.map(_),
    referenced_entities: e.referenced_entities.map(_)
  };
}
function fe(e) {
  if (e !== void 0)
    return e === null ? null : {
      struct_data: E(e.struct_data),
      owned_entities: e.owned_entities.map(f),
      referenced_entities: e.referenced_entities.map(f)
    };
}
function mx(e) {
  let t = !0;
  return t = t && "data" in e, t;
}
function Yr(e) {
  return $f(e);
}
function $f(e, t) {
  return e == null ? e : {
    data: _e(e.data)
  };
}
function Zr(e) {
  if (e !== void 0)
    return e === null ? null : {
      data: fe(e.data)
    };
}
const Sx = {
  GenericKeyValueStoreEntry: "GenericKeyValueStoreEntry"
};
function Ox(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function gx(e) {
  return jr(e);
}
function jr(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Xr(e.key),
    value: n(e, "value") ? Yr(e.value) : void 0
  };
}
function Hf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: Qr(e.key),
      value: Zr(e.value)
    };
}
function bx(e) {
  let t = !0;
  return t = t && "data_struct" in e, t;
}
function ei(e) {
  return Wf(e);
}
function Wf(e, t) {
  return e == null ? e : {
    data_struct: _e(e.data_struct)
  };
}
function ti(e) {
  if (e !== void 0)
    return e === null ? null : {
      data_struct: fe(e.data_struct)
    };
}
const hx = {
  GenericScryptoComponentFieldState: "GenericScryptoComponentFieldState"
};
function Tx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function Fx(e) {
  return ni(e);
}
function ni(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: ei(e.value)
  };
}
function Xf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: ti(e.value)
    };
}
function Nx(e) {
  let t = !0;
  return t = t && "name" in e, t;
}
function ri(e) {
  return Qf(e);
}
function Qf(e, t) {
  return e == null ? e : {
    name: e.name
  };
}
function ii(e) {
  if (e !== void 0)
    return e === null ? null : {
      name: e.name
    };
}
function Jx(e) {
  let t = !0;
  return t = t && "data_struct" in e, t;
}
function oi(e) {
  return Yf(e);
}
function Yf(e, t) {
  return e == null ? e : {
    data_struct: _e(e.data_struct)
  };
}
function ui(e) {
  if (e !== void 0)
    return e === null ? null : {
      data_struct: fe(e.data_struct)
    };
}
const Rx = {
  MetadataModuleEntry: "MetadataModuleEntry"
};
function kx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function Ax(e) {
  return ai(e);
}
function ai(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: ri(e.key),
    value: n(e, "value") ? oi(e.value) : void 0
  };
}
function Zf(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: ii(e.key),
      value: ui(e.value)
    };
}
function wx(e) {
  let t = !0;
  return t = t && "vault" in e, t = t && "resource_address" in e, t;
}
function si(e) {
  return jf(e);
}
function jf(e, t) {
  return e == null ? e : {
    vault: _(e.vault),
    resource_address: e.resource_address
  };
}
function ci(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault: f(e.vault),
      resource_address: e.resource_address
    };
}
function Px(e) {
  let t = !0;
  return t = t && "vaults" in e, t = t && "pool_unit_resource_address" in e, t;
}
function li(e) {
  return ep(e);
}
function ep(e, t) {
  return e == null ? e : {
    vaults: e.vaults.map(si),
    pool_unit_resource_address: e.pool_unit_resource_address
  };
}
function di(e) {
  if (e !== void 0)
    return e === null ? null : {
      vaults: e.vaults.map(ci),
      pool_unit_resource_address: e.pool_unit_resource_address
    };
}
const Ex = {
  MultiResourcePoolFieldState: "MultiResourcePoolFieldState"
};
function Ix(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function Dx(e) {
  return _i(e);
}
function _i(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: li(e.value)
  };
}
function tp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: di(e.value)
    };
}
function xx(e) {
  let t = !0;
  return t = t && "non_fungible_local_id" in e, t;
}
function pe(e) {
  return np(e);
}
function np(e, t) {
  return e == null ? e : {
    non_fungible_local_id: re(e.non_fungible_local_id)
  };
}
function ye(e) {
  if (e !== void 0)
    return e === null ? null : {
      non_fungible_local_id: ie(e.non_fungible_local_id)
    };
}
function Cx(e) {
  let t = !0;
  return t = t && "data_struct" in e, t;
}
function fi(e) {
  return rp(e);
}
function rp(e, t) {
  return e == null ? e : {
    data_struct: _e(e.data_struct)
  };
}
function pi(e) {
  if (e !== void 0)
    return e === null ? null : {
      data_struct: fe(e.data_struct)
    };
}
const Mx = {
  NonFungibleResourceManagerDataEntry: "NonFungibleResourceManagerDataEntry"
};
function Bx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function vx(e) {
  return yi(e);
}
function yi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: pe(e.key),
    value: n(e, "value") ? fi(e.value) : void 0
  };
}
function ip(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: ye(e.key),
      value: pi(e.value)
    };
}
function Vx(e) {
  let t = !0;
  return t = t && "non_fungible_id_type" in e, t;
}
function mi(e) {
  return op(e);
}
function op(e, t) {
  return e == null ? e : {
    non_fungible_id_type: Jt(e.non_fungible_id_type)
  };
}
function Si(e) {
  if (e !== void 0)
    return e === null ? null : {
      non_fungible_id_type: e.non_fungible_id_type
    };
}
const qx = {
  NonFungibleResourceManagerFieldIdType: "NonFungibleResourceManagerFieldIdType"
};
function Lx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function zx(e) {
  return Oi(e);
}
function Oi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: mi(e.value)
  };
}
function up(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Si(e.value)
    };
}
function Kx(e) {
  let t = !0;
  return t = t && "name" in e, t = t && "index" in e, t;
}
function ap(e) {
  return sp(e);
}
function sp(e, t) {
  return e == null ? e : {
    name: e.name,
    index: e.index
  };
}
function cp(e) {
  if (e !== void 0)
    return e === null ? null : {
      name: e.name,
      index: e.index
    };
}
function Ux(e) {
  let t = !0;
  return t = t && "mutable_fields" in e, t;
}
function gi(e) {
  return lp(e);
}
function lp(e, t) {
  return e == null ? e : {
    mutable_fields: e.mutable_fields.map(ap)
  };
}
function bi(e) {
  if (e !== void 0)
    return e === null ? null : {
      mutable_fields: e.mutable_fields.map(cp)
    };
}
const Gx = {
  NonFungibleResourceManagerFieldMutableFields: "NonFungibleResourceManagerFieldMutableFields"
};
function $x(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function Hx(e) {
  return hi(e);
}
function hi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: gi(e.value)
  };
}
function dp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: bi(e.value)
    };
}
function Wx(e) {
  let t = !0;
  return t = t && "total_supply" in e, t;
}
function Ti(e) {
  return _p(e);
}
function _p(e, t) {
  return e == null ? e : {
    total_supply: e.total_supply
  };
}
function Fi(e) {
  if (e !== void 0)
    return e === null ? null : {
      total_supply: e.total_supply
    };
}
const Xx = {
  NonFungibleResourceManagerFieldTotalSupply: "NonFungibleResourceManagerFieldTotalSupply"
};
function Qx(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function Yx(e) {
  return Ni(e);
}
function Ni(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Ti(e.value)
  };
}
function fp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Fi(e.value)
    };
}
function Zx(e) {
  let t = !0;
  return t = t && "is_present" in e, t;
}
function Ji(e) {
  return pp(e);
}
function pp(e, t) {
  return e == null ? e : {
    is_present: e.is_present
  };
}
function Ri(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_present: e.is_present
    };
}
const jx = {
  NonFungibleVaultContentsIndexEntry: "NonFungibleVaultContentsIndexEntry"
};
function eC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function tC(e) {
  return ki(e);
}
function ki(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: pe(e.key),
    value: Ji(e.value)
  };
}
function yp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: ye(e.key),
      value: Ri(e.value)
    };
}
function nC(e) {
  let t = !0;
  return t = t && "amount" in e, t;
}
function Ai(e) {
  return mp(e);
}
function mp(e, t) {
  return e == null ? e : {
    amount: e.amount
  };
}
function wi(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount
    };
}
const rC = {
  NonFungibleVaultFieldBalance: "NonFungibleVaultFieldBalance"
};
function iC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function oC(e) {
  return Pi(e);
}
function Pi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Ai(e.value)
  };
}
function Sp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: wi(e.value)
    };
}
function uC(e) {
  let t = !0;
  return t = t && "frozen_status" in e, t;
}
function Ei(e) {
  return Op(e);
}
function Op(e, t) {
  return e == null ? e : {
    frozen_status: Ur(e.frozen_status)
  };
}
function Ii(e) {
  if (e !== void 0)
    return e === null ? null : {
      frozen_status: Gr(e.frozen_status)
    };
}
const aC = {
  NonFungibleVaultFieldFrozenStatus: "NonFungibleVaultFieldFrozenStatus"
};
function sC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function cC(e) {
  return Di(e);
}
function Di(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Ei(e.value)
  };
}
function gp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Ii(e.value)
    };
}
function lC(e) {
  let t = !0;
  return t = t && "vault" in e, t = t && "pool_unit_resource_address" in e, t;
}
function xi(e) {
  return bp(e);
}
function bp(e, t) {
  return e == null ? e : {
    vault: _(e.vault),
    pool_unit_resource_address: e.pool_unit_resource_address
  };
}
function Ci(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault: f(e.vault),
      pool_unit_resource_address: e.pool_unit_resource_address
    };
}
const dC = {
  OneResourcePoolFieldState: "OneResourcePoolFieldState"
};
function _C(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function fC(e) {
  return Mi(e);
}
function Mi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: xi(e.value)
  };
}
function hp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Ci(e.value)
    };
}
function pC(e) {
  let t = !0;
  return t = t && "auth_config" in e, t;
}
function Bi(e) {
  return Tp(e);
}
function Tp(e, t) {
  return e == null ? e : {
    auth_config: ll(e.auth_config)
  };
}
function vi(e) {
  if (e !== void 0)
    return e === null ? null : {
      auth_config: _l(e.auth_config)
    };
}
const yC = {
  PackageBlueprintAuthTemplateEntry: "PackageBlueprintAuthTemplateEntry"
};
function mC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function SC(e) {
  return Vi(e);
}
function Vi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: A(e.key),
    value: Bi(e.value)
  };
}
function Fp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: w(e.key),
      value: vi(e.value)
    };
}
function OC(e) {
  let t = !0;
  return t = t && "definition" in e, t;
}
function qi(e) {
  return Np(e);
}
function Np(e, t) {
  return e == null ? e : {
    definition: Ad(e.definition)
  };
}
function Li(e) {
  if (e !== void 0)
    return e === null ? null : {
      definition: Pd(e.definition)
    };
}
const gC = {
  PackageBlueprintDefinitionEntry: "PackageBlueprintDefinitionEntry"
};
function bC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function hC(e) {
  return zi(e);
}
function zi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: A(e.key),
    value: qi(e.value)
  };
}
function Jp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: w(e.key),
      value: Li(e.value)
    };
}
function TC(e) {
  let t = !0;
  return t = t && "dependencies" in e, t;
}
function Ki(e) {
  return Rp(e);
}
function Rp(e, t) {
  return e == null ? e : {
    dependencies: Ed(e.dependencies)
  };
}
function Ui(e) {
  if (e !== void 0)
    return e === null ? null : {
      dependencies: Dd(e.dependencies)
    };
}
const FC = {
  PackageBlueprintDependenciesEntry: "PackageBlueprintDependenciesEntry"
};
function NC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function JC(e) {
  return Gi(e);
}
function Gi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: A(e.key),
    value: Ki(e.value)
  };
}
function kp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: w(e.key),
      value: Ui(e.value)
    };
}
function RC(e) {
  let t = !0;
  return t = t && "royalty_config" in e, t;
}
function $i(e) {
  return Ap(e);
}
function Ap(e, t) {
  return e == null ? e : {
    royalty_config: Xd(e.royalty_config)
  };
}
function Hi(e) {
  if (e !== void 0)
    return e === null ? null : {
      royalty_config: Yd(e.royalty_config)
    };
}
const kC = {
  PackageBlueprintRoyaltyEntry: "PackageBlueprintRoyaltyEntry"
};
function AC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function wC(e) {
  return Wi(e);
}
function Wi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: A(e.key),
    value: $i(e.value)
  };
}
function wp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: w(e.key),
      value: Hi(e.value)
    };
}
function PC(e) {
  let t = !0;
  return t = t && "code_hex" in e, t;
}
function Xi(e) {
  return Pp(e);
}
function Pp(e, t) {
  return e == null ? e : {
    code_hex: e.code_hex
  };
}
function Qi(e) {
  if (e !== void 0)
    return e === null ? null : {
      code_hex: e.code_hex
    };
}
function EC(e) {
  let t = !0;
  return t = t && "code_hash" in e, t;
}
function V(e) {
  return Ep(e);
}
function Ep(e, t) {
  return e == null ? e : {
    code_hash: e.code_hash
  };
}
function q(e) {
  if (e !== void 0)
    return e === null ? null : {
      code_hash: e.code_hash
    };
}
const IC = {
  PackageCodeInstrumentedCodeEntry: "PackageCodeInstrumentedCodeEntry"
};
function DC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function xC(e) {
  return Yi(e);
}
function Yi(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: V(e.key),
    value: Xi(e.value)
  };
}
function Ip(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: q(e.key),
      value: Qi(e.value)
    };
}
function CC(e) {
  let t = !0;
  return t = t && "code_hex" in e, t;
}
function Zi(e) {
  return Dp(e);
}
function Dp(e, t) {
  return e == null ? e : {
    code_hex: e.code_hex
  };
}
function ji(e) {
  if (e !== void 0)
    return e === null ? null : {
      code_hex: e.code_hex
    };
}
const MC = {
  PackageCodeOriginalCodeEntry: "PackageCodeOriginalCodeEntry"
};
function BC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function vC(e) {
  return eo(e);
}
function eo(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: V(e.key),
    value: Zi(e.value)
  };
}
function xp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: q(e.key),
      value: ji(e.value)
    };
}
const VC = {
  Native: "Native",
  ScryptoV1: "ScryptoV1"
};
function Cp(e) {
  return Mp(e);
}
function Mp(e, t) {
  return e;
}
function qC(e) {
  return e;
}
function LC(e) {
  let t = !0;
  return t = t && "vm_type" in e, t;
}
function to(e) {
  return Bp(e);
}
function Bp(e, t) {
  return e == null ? e : {
    vm_type: Cp(e.vm_type)
  };
}
function no(e) {
  if (e !== void 0)
    return e === null ? null : {
      vm_type: e.vm_type
    };
}
const zC = {
  PackageCodeVmTypeEntry: "PackageCodeVmTypeEntry"
};
function KC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function UC(e) {
  return ro(e);
}
function ro(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: V(e.key),
    value: to(e.value)
  };
}
function vp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: q(e.key),
      value: no(e.value)
    };
}
function GC(e) {
  let t = !0;
  return t = t && "vault_entity" in e, t;
}
function io(e) {
  return Vp(e);
}
function Vp(e, t) {
  return e == null ? e : {
    vault_entity: _(e.vault_entity)
  };
}
function oo(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault_entity: f(e.vault_entity)
    };
}
const $C = {
  PackageFieldRoyaltyAccumulator: "PackageFieldRoyaltyAccumulator"
};
function HC(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function WC(e) {
  return uo(e);
}
function uo(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: io(e.value)
  };
}
function qp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: oo(e.value)
    };
}
const XC = {
  Complete: "Complete"
};
function QC(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function YC(e) {
  return ao(e);
}
function ao(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function Lp(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function ZC(e) {
  let t = !0;
  return t = t && "batch_group_index" in e, t = t && "batch_group_name" in e, t = t && "batch_index" in e, t = t && "batch_name" in e, t;
}
function so(e) {
  return zp(e);
}
function zp(e, t) {
  return e == null ? e : {
    batch_group_index: e.batch_group_index,
    batch_group_name: e.batch_group_name,
    batch_index: e.batch_index,
    batch_name: e.batch_name
  };
}
function co(e) {
  if (e !== void 0)
    return e === null ? null : {
      batch_group_index: e.batch_group_index,
      batch_group_name: e.batch_group_name,
      batch_index: e.batch_index,
      batch_name: e.batch_name
    };
}
const jC = {
  InProgress: "InProgress"
};
function eM(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "latest_commit" in e, t;
}
function tM(e) {
  return lo(e);
}
function lo(e, t) {
  return e == null ? e : {
    type: e.type,
    latest_commit: so(e.latest_commit)
  };
}
function Kp(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      latest_commit: co(e.latest_commit)
    };
}
function _o(e) {
  return Up(e);
}
function Up(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Complete":
      return { ...ao(e), type: "Complete" };
    case "InProgress":
      return { ...lo(e), type: "InProgress" };
    default:
      throw new Error(`No variant of ProtocolUpdateStatus exists with 'type=${e.type}'`);
  }
}
function fo(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Complete":
        return Lp(e);
      case "InProgress":
        return Kp(e);
      default:
        throw new Error(`No variant of ProtocolUpdateStatus exists with 'type=${e.type}'`);
    }
  }
}
const nM = {
  ProtocolUpdateStatusModuleFieldSummary: "ProtocolUpdateStatusModuleFieldSummary"
};
function rM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "protocol_version" in e, t = t && "update_status" in e, t;
}
function iM(e) {
  return po(e);
}
function po(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    protocol_version: e.protocol_version,
    update_status: _o(e.update_status)
  };
}
function Gp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      protocol_version: e.protocol_version,
      update_status: fo(e.update_status)
    };
}
const oM = {
  None: "None",
  Owner: "Owner",
  Object: "Object"
};
function $p(e) {
  return Hp(e);
}
function Hp(e, t) {
  return e;
}
function uM(e) {
  return e;
}
function aM(e) {
  let t = !0;
  return t = t && "rule" in e, t = t && "updater" in e, t;
}
function Wp(e) {
  return Xp(e);
}
function Xp(e, t) {
  return e == null ? e : {
    rule: x(e.rule),
    updater: $p(e.updater)
  };
}
function Qp(e) {
  if (e !== void 0)
    return e === null ? null : {
      rule: C(e.rule),
      updater: e.updater
    };
}
function sM(e) {
  let t = !0;
  return t = t && "owner_role" in e, t;
}
function yo(e) {
  return Yp(e);
}
function Yp(e, t) {
  return e == null ? e : {
    owner_role: Wp(e.owner_role)
  };
}
function mo(e) {
  if (e !== void 0)
    return e === null ? null : {
      owner_role: Qp(e.owner_role)
    };
}
const cM = {
  RoleAssignmentModuleFieldOwnerRole: "RoleAssignmentModuleFieldOwnerRole"
};
function lM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function dM(e) {
  return So(e);
}
function So(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: yo(e.value)
  };
}
function Zp(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: mo(e.value)
    };
}
const _M = {
  Main: "Main",
  Metadata: "Metadata",
  Royalty: "Royalty",
  RoleAssignment: "RoleAssignment"
};
function Le(e) {
  return jp(e);
}
function jp(e, t) {
  return e;
}
function fM(e) {
  return e;
}
function pM(e) {
  let t = !0;
  return t = t && "object_module_id" in e, t = t && "role_key" in e, t;
}
function Oo(e) {
  return ey(e);
}
function ey(e, t) {
  return e == null ? e : {
    object_module_id: Le(e.object_module_id),
    role_key: e.role_key
  };
}
function go(e) {
  if (e !== void 0)
    return e === null ? null : {
      object_module_id: e.object_module_id,
      role_key: e.role_key
    };
}
function yM(e) {
  let t = !0;
  return t = t && "access_rule" in e, t;
}
function bo(e) {
  return ty(e);
}
function ty(e, t) {
  return e == null ? e : {
    access_rule: x(e.access_rule)
  };
}
function ho(e) {
  if (e !== void 0)
    return e === null ? null : {
      access_rule: C(e.access_rule)
    };
}
const mM = {
  RoleAssignmentModuleRuleEntry: "RoleAssignmentModuleRuleEntry"
};
function SM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function OM(e) {
  return To(e);
}
function To(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Oo(e.key),
    value: n(e, "value") ? bo(e.value) : void 0
  };
}
function ny(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: go(e.key),
      value: ho(e.value)
    };
}
function gM(e) {
  let t = !0;
  return t = t && "is_enabled" in e, t = t && "vault_entity" in e, t;
}
function Fo(e) {
  return ry(e);
}
function ry(e, t) {
  return e == null ? e : {
    is_enabled: e.is_enabled,
    vault_entity: _(e.vault_entity)
  };
}
function No(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_enabled: e.is_enabled,
      vault_entity: f(e.vault_entity)
    };
}
const bM = {
  RoyaltyModuleFieldState: "RoyaltyModuleFieldState"
};
function hM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function TM(e) {
  return Jo(e);
}
function Jo(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Fo(e.value)
  };
}
function iy(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: No(e.value)
    };
}
function FM(e) {
  let t = !0;
  return t = t && "method_name" in e, t;
}
function Ro(e) {
  return oy(e);
}
function oy(e, t) {
  return e == null ? e : {
    method_name: e.method_name
  };
}
function ko(e) {
  if (e !== void 0)
    return e === null ? null : {
      method_name: e.method_name
    };
}
function NM(e) {
  return !0;
}
function Ao(e) {
  return uy(e);
}
function uy(e, t) {
  return e == null ? e : {
    royalty_amount: n(e, "royalty_amount") ? qn(e.royalty_amount) : void 0
  };
}
function wo(e) {
  if (e !== void 0)
    return e === null ? null : {
      royalty_amount: Ln(e.royalty_amount)
    };
}
const JM = {
  RoyaltyModuleMethodRoyaltyEntry: "RoyaltyModuleMethodRoyaltyEntry"
};
function RM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t;
}
function kM(e) {
  return Po(e);
}
function Po(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Ro(e.key),
    value: n(e, "value") ? Ao(e.value) : void 0
  };
}
function ay(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: ko(e.key),
      value: wo(e.value)
    };
}
function AM(e) {
  let t = !0;
  return t = t && "sbor_data" in e, t;
}
function sy(e) {
  return cy(e);
}
function cy(e, t) {
  return e == null ? e : {
    sbor_data: P(e.sbor_data)
  };
}
function ly(e) {
  if (e !== void 0)
    return e === null ? null : {
      sbor_data: E(e.sbor_data)
    };
}
function wM(e) {
  let t = !0;
  return t = t && "schema" in e, t;
}
function Eo(e) {
  return dy(e);
}
function dy(e, t) {
  return e == null ? e : {
    schema: sy(e.schema)
  };
}
function Io(e) {
  if (e !== void 0)
    return e === null ? null : {
      schema: ly(e.schema)
    };
}
function PM(e) {
  let t = !0;
  return t = t && "schema_hash" in e, t;
}
function Do(e) {
  return _y(e);
}
function _y(e, t) {
  return e == null ? e : {
    schema_hash: e.schema_hash
  };
}
function xo(e) {
  if (e !== void 0)
    return e === null ? null : {
      schema_hash: e.schema_hash
    };
}
const EM = {
  SchemaEntry: "SchemaEntry"
};
function IM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function DM(e) {
  return Co(e);
}
function Co(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Do(e.key),
    value: Eo(e.value)
  };
}
function fy(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: xo(e.key),
      value: Io(e.value)
    };
}
function xM(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t;
}
function Mo(e) {
  return py(e);
}
function py(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m
  };
}
function Bo(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m
    };
}
const CM = {
  CommittedSuccess: "CommittedSuccess",
  CommittedFailure: "CommittedFailure",
  Cancelled: "Cancelled"
};
function yy(e) {
  return my(e);
}
function my(e, t) {
  return e;
}
function MM(e) {
  return e;
}
function BM(e) {
  let t = !0;
  return t = t && "status" in e, t;
}
function vo(e) {
  return Sy(e);
}
function Sy(e, t) {
  return e == null ? e : {
    status: yy(e.status)
  };
}
function Vo(e) {
  if (e !== void 0)
    return e === null ? null : {
      status: e.status
    };
}
const vM = {
  TransactionTrackerCollectionEntry: "TransactionTrackerCollectionEntry"
};
function VM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "key" in e, t = t && "value" in e, t;
}
function qM(e) {
  return qo(e);
}
function qo(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    key: Mo(e.key),
    value: vo(e.value)
  };
}
function Oy(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      key: Bo(e.key),
      value: Vo(e.value)
    };
}
function LM(e) {
  let t = !0;
  return t = t && "start_epoch" in e, t = t && "start_partition" in e, t = t && "partition_range_start_inclusive" in e, t = t && "partition_range_end_inclusive" in e, t = t && "epochs_per_partition" in e, t;
}
function Lo(e) {
  return gy(e);
}
function gy(e, t) {
  return e == null ? e : {
    start_epoch: e.start_epoch,
    start_partition: e.start_partition,
    partition_range_start_inclusive: e.partition_range_start_inclusive,
    partition_range_end_inclusive: e.partition_range_end_inclusive,
    epochs_per_partition: e.epochs_per_partition
  };
}
function zo(e) {
  if (e !== void 0)
    return e === null ? null : {
      start_epoch: e.start_epoch,
      start_partition: e.start_partition,
      partition_range_start_inclusive: e.partition_range_start_inclusive,
      partition_range_end_inclusive: e.partition_range_end_inclusive,
      epochs_per_partition: e.epochs_per_partition
    };
}
const zM = {
  TransactionTrackerFieldState: "TransactionTrackerFieldState"
};
function KM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function UM(e) {
  return Ko(e);
}
function Ko(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Lo(e.value)
  };
}
function by(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: zo(e.value)
    };
}
function GM(e) {
  let t = !0;
  return t = t && "vaults" in e, t = t && "pool_unit_resource_address" in e, t;
}
function Uo(e) {
  return hy(e);
}
function hy(e, t) {
  return e == null ? e : {
    vaults: e.vaults.map(si),
    pool_unit_resource_address: e.pool_unit_resource_address
  };
}
function Go(e) {
  if (e !== void 0)
    return e === null ? null : {
      vaults: e.vaults.map(ci),
      pool_unit_resource_address: e.pool_unit_resource_address
    };
}
const $M = {
  TwoResourcePoolFieldState: "TwoResourcePoolFieldState"
};
function HM(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function WM(e) {
  return $o(e);
}
function $o(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: Uo(e.value)
  };
}
function Ty(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: Go(e.value)
    };
}
function XM(e) {
  let t = !0;
  return t = t && "key_generic_substitution" in e, t = t && "value_generic_substitution" in e, t = t && "allow_ownership" in e, t;
}
function Ho(e) {
  return Fy(e);
}
function Fy(e, t) {
  return e == null ? e : {
    key_generic_substitution: Ee(e.key_generic_substitution),
    value_generic_substitution: Ee(e.value_generic_substitution),
    allow_ownership: e.allow_ownership
  };
}
function Wo(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_generic_substitution: Ie(e.key_generic_substitution),
      value_generic_substitution: Ie(e.value_generic_substitution),
      allow_ownership: e.allow_ownership
    };
}
const QM = {
  KeyValueStore: "KeyValueStore"
};
function YM(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_value_store_info" in e, t;
}
function ZM(e) {
  return Xo(e);
}
function Xo(e, t) {
  return e == null ? e : {
    type: e.type,
    key_value_store_info: Ho(e.key_value_store_info)
  };
}
function Ny(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_value_store_info: Wo(e.key_value_store_info)
    };
}
function jM(e) {
  let t = !0;
  return t = t && "module" in e, t = t && "version" in e, t;
}
function Qo(e) {
  return Jy(e);
}
function Jy(e, t) {
  return e == null ? e : {
    module: Kc(e.module),
    version: e.version
  };
}
function Yo(e) {
  if (e !== void 0)
    return e === null ? null : {
      module: e.module,
      version: e.version
    };
}
const eB = {
  Object: "Object"
};
function tB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "module_versions" in e, t = t && "blueprint_info" in e, t = t && "global" in e, t;
}
function nB(e) {
  return Zo(e);
}
function Zo(e, t) {
  return e == null ? e : {
    type: e.type,
    module_versions: e.module_versions.map(Qo),
    blueprint_info: vn(e.blueprint_info),
    global: e.global
  };
}
function Ry(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      module_versions: e.module_versions.map(Yo),
      blueprint_info: Vn(e.blueprint_info),
      global: e.global
    };
}
function ky(e) {
  return Ay(e);
}
function Ay(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "KeyValueStore":
      return { ...Xo(e), type: "KeyValueStore" };
    case "Object":
      return { ...Zo(e), type: "Object" };
    default:
      throw new Error(`No variant of TypeInfoDetails exists with 'type=${e.type}'`);
  }
}
function wy(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "KeyValueStore":
        return Ny(e);
      case "Object":
        return Ry(e);
      default:
        throw new Error(`No variant of TypeInfoDetails exists with 'type=${e.type}'`);
    }
  }
}
function rB(e) {
  let t = !0;
  return t = t && "details" in e, t;
}
function jo(e) {
  return Py(e);
}
function Py(e, t) {
  return e == null ? e : {
    details: ky(e.details)
  };
}
function eu(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: wy(e.details)
    };
}
const iB = {
  TypeInfoModuleFieldTypeInfo: "TypeInfoModuleFieldTypeInfo"
};
function oB(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function uB(e) {
  return tu(e);
}
function tu(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: jo(e.value)
  };
}
function Ey(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: eu(e.value)
    };
}
function aB(e) {
  return !0;
}
function nu(e) {
  return Iy(e);
}
function Iy(e, t) {
  return e == null ? e : {
    protocol_version_name: n(e, "protocol_version_name") ? e.protocol_version_name : void 0
  };
}
function ru(e) {
  if (e !== void 0)
    return e === null ? null : {
      protocol_version_name: e.protocol_version_name
    };
}
const sB = {
  ValidatorFieldProtocolUpdateReadinessSignal: "ValidatorFieldProtocolUpdateReadinessSignal"
};
function cB(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function lB(e) {
  return iu(e);
}
function iu(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: nu(e.value)
  };
}
function Dy(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: ru(e.value)
    };
}
function dB(e) {
  let t = !0;
  return t = t && "epoch_unlocked" in e, t = t && "stake_unit_amount" in e, t;
}
function xy(e) {
  return Cy(e);
}
function Cy(e, t) {
  return e == null ? e : {
    epoch_unlocked: e.epoch_unlocked,
    stake_unit_amount: e.stake_unit_amount
  };
}
function My(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch_unlocked: e.epoch_unlocked,
      stake_unit_amount: e.stake_unit_amount
    };
}
function _B(e) {
  let t = !0;
  return t = t && "epoch_effective" in e, t = t && "new_fee_factor" in e, t;
}
function By(e) {
  return vy(e);
}
function vy(e, t) {
  return e == null ? e : {
    epoch_effective: e.epoch_effective,
    new_fee_factor: e.new_fee_factor
  };
}
function Vy(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch_effective: e.epoch_effective,
      new_fee_factor: e.new_fee_factor
    };
}
function fB(e) {
  let t = !0;
  return t = t && "public_key" in e, t = t && "is_registered" in e, t = t && "accepts_delegated_stake" in e, t = t && "validator_fee_factor" in e, t = t && "stake_unit_resource_address" in e, t = t && "stake_xrd_vault" in e, t = t && "claim_token_resource_address" in e, t = t && "pending_xrd_withdraw_vault" in e, t = t && "locked_owner_stake_unit_vault" in e, t = t && "pending_owner_stake_unit_unlock_vault" in e, t = t && "pending_owner_stake_unit_withdrawals" in e, t = t && "already_unlocked_owner_stake_unit_amount" in e, t;
}
function ou(e) {
  return qy(e);
}
function qy(e, t) {
  return e == null ? e : {
    sorted_key: n(e, "sorted_key") ? ve(e.sorted_key) : void 0,
    public_key: De(e.public_key),
    is_registered: e.is_registered,
    accepts_delegated_stake: e.accepts_delegated_stake,
    validator_fee_factor: e.validator_fee_factor,
    validator_fee_change_request: n(e, "validator_fee_change_request") ? By(e.validator_fee_change_request) : void 0,
    stake_unit_resource_address: e.stake_unit_resource_address,
    stake_xrd_vault: _(e.stake_xrd_vault),
    claim_token_resource_address: e.claim_token_resource_address,
    pending_xrd_withdraw_vault: _(e.pending_xrd_withdraw_vault),
    locked_owner_stake_unit_vault: _(e.locked_owner_stake_unit_vault),
    pending_owner_stake_unit_unlock_vault: _(e.pending_owner_stake_unit_unlock_vault),
    pending_owner_stake_unit_withdrawals: e.pending_owner_stake_unit_withdrawals.map(xy),
    already_unlocked_owner_stake_unit_amount: e.already_unlocked_owner_stake_unit_amount
  };
}
function uu(e) {
  if (e !== void 0)
    return e === null ? null : {
      sorted_key: Ve(e.sorted_key),
      public_key: ce(e.public_key),
      is_registered: e.is_registered,
      accepts_delegated_stake: e.accepts_delegated_stake,
      validator_fee_factor: e.validator_fee_factor,
      validator_fee_change_request: Vy(e.validator_fee_change_request),
      stake_unit_resource_address: e.stake_unit_resource_address,
      stake_xrd_vault: f(e.stake_xrd_vault),
      claim_token_resource_address: e.claim_token_resource_address,
      pending_xrd_withdraw_vault: f(e.pending_xrd_withdraw_vault),
      locked_owner_stake_unit_vault: f(e.locked_owner_stake_unit_vault),
      pending_owner_stake_unit_unlock_vault: f(e.pending_owner_stake_unit_unlock_vault),
      pending_owner_stake_unit_withdrawals: e.pending_owner_stake_unit_withdrawals.map(My),
      already_unlocked_owner_stake_unit_amount: e.already_unlocked_owner_stake_unit_amount
    };
}
const pB = {
  ValidatorFieldState: "ValidatorFieldState"
};
function yB(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t = t && "value" in e, t;
}
function mB(e) {
  return au(e);
}
function au(e, t) {
  return e == null ? e : {
    substate_type: e.substate_type,
    is_locked: e.is_locked,
    value: ou(e.value)
  };
}
function Ly(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked,
      value: uu(e.value)
    };
}
function s(e) {
  return zy(e);
}
function zy(e, t) {
  if (e == null)
    return e;
  switch (e.substate_type) {
    case "AccessControllerFieldState":
      return { ...Lt(e), substate_type: "AccessControllerFieldState" };
    case "AccountAuthorizedDepositorEntry":
      return { ...Qt(e), substate_type: "AccountAuthorizedDepositorEntry" };
    case "AccountFieldState":
      return { ...en(e), substate_type: "AccountFieldState" };
    case "AccountLockerAccountClaimsEntry":
      return { ...rn(e), substate_type: "AccountLockerAccountClaimsEntry" };
    case "AccountResourcePreferenceEntry":
      return { ...sn(e), substate_type: "AccountResourcePreferenceEntry" };
    case "AccountVaultEntry":
      return { ...dn(e), substate_type: "AccountVaultEntry" };
    case "BootLoaderModuleFieldKernelBoot":
      return { ...$n(e), substate_type: "BootLoaderModuleFieldKernelBoot" };
    case "BootLoaderModuleFieldSystemBoot":
      return { ...Xn(e), substate_type: "BootLoaderModuleFieldSystemBoot" };
    case "BootLoaderModuleFieldTransactionValidationConfiguration":
      return { ...Zn(e), substate_type: "BootLoaderModuleFieldTransactionValidationConfiguration" };
    case "BootLoaderModuleFieldVmBoot":
      return { ...tr(e), substate_type: "BootLoaderModuleFieldVmBoot" };
    case "ConsensusManagerFieldConfig":
      return { ...fr(e), substate_type: "ConsensusManagerFieldConfig" };
    case "ConsensusManagerFieldCurrentProposalStatistic":
      return { ...mr(e), substate_type: "ConsensusManagerFieldCurrentProposalStatistic" };
    case "ConsensusManagerFieldCurrentTime":
      return { ...Tr(e), substate_type: "ConsensusManagerFieldCurrentTime" };
    case "ConsensusManagerFieldCurrentTimeRoundedToMinutes":
      return { ...gr(e), substate_type: "ConsensusManagerFieldCurrentTimeRoundedToMinutes" };
    case "ConsensusManagerFieldCurrentValidatorSet":
      return { ...Jr(e), substate_type: "ConsensusManagerFieldCurrentValidatorSet" };
    case "ConsensusManagerFieldState":
      return { ...Ar(e), substate_type: "ConsensusManagerFieldState" };
    case "ConsensusManagerFieldValidatorRewards":
      return { ...Er(e), substate_type: "ConsensusManagerFieldValidatorRewards" };
    case "ConsensusManagerRegisteredValidatorsByStakeIndexEntry":
      return { ...xr(e), substate_type: "ConsensusManagerRegisteredValidatorsByStakeIndexEntry" };
    case "FungibleResourceManagerFieldDivisibility":
      return { ...Br(e), substate_type: "FungibleResourceManagerFieldDivisibility" };
    case "FungibleResourceManagerFieldTotalSupply":
      return { ...qr(e), substate_type: "FungibleResourceManagerFieldTotalSupply" };
    case "FungibleVaultFieldBalance":
      return { ...Kr(e), substate_type: "FungibleVaultFieldBalance" };
    case "FungibleVaultFieldFrozenStatus":
      return { ...Wr(e), substate_type: "FungibleVaultFieldFrozenStatus" };
    case "GenericKeyValueStoreEntry":
      return { ...jr(e), substate_type: "GenericKeyValueStoreEntry" };
    case "GenericScryptoComponentFieldState":
      return { ...ni(e), substate_type: "GenericScryptoComponentFieldState" };
    case "MetadataModuleEntry":
      return { ...ai(e), substate_type: "MetadataModuleEntry" };
    case "MultiResourcePoolFieldState":
      return { ..._i(e), substate_type: "MultiResourcePoolFieldState" };
    case "NonFungibleResourceManagerDataEntry":
      return { ...yi(e), substate_type: "NonFungibleResourceManagerDataEntry" };
    case "NonFungibleResourceManagerFieldIdType":
      return { ...Oi(e), substate_type: "NonFungibleResourceManagerFieldIdType" };
    case "NonFungibleResourceManagerFieldMutableFields":
      return { ...hi(e), substate_type: "NonFungibleResourceManagerFieldMutableFields" };
    case "NonFungibleResourceManagerFieldTotalSupply":
      return { ...Ni(e), substate_type: "NonFungibleResourceManagerFieldTotalSupply" };
    case "NonFungibleVaultContentsIndexEntry":
      return { ...ki(e), substate_type: "NonFungibleVaultContentsIndexEntry" };
    case "NonFungibleVaultFieldBalance":
      return { ...Pi(e), substate_type: "NonFungibleVaultFieldBalance" };
    case "NonFungibleVaultFieldFrozenStatus":
      return { ...Di(e), substate_type: "NonFungibleVaultFieldFrozenStatus" };
    case "OneResourcePoolFieldState":
      return { ...Mi(e), substate_type: "OneResourcePoolFieldState" };
    case "PackageBlueprintAuthTemplateEntry":
      return { ...Vi(e), substate_type: "PackageBlueprintAuthTemplateEntry" };
    case "PackageBlueprintDefinitionEntry":
      return { ...zi(e), substate_type: "PackageBlueprintDefinitionEntry" };
    case "PackageBlueprintDependenciesEntry":
      return { ...Gi(e), substate_type: "PackageBlueprintDependenciesEntry" };
    case "PackageBlueprintRoyaltyEntry":
      return { ...Wi(e), substate_type: "PackageBlueprintRoyaltyEntry" };
    case "PackageCodeInstrumentedCodeEntry":
      return { ...Yi(e), substate_type: "PackageCodeInstrumentedCodeEntry" };
    case "PackageCodeOriginalCodeEntry":
      return { ...eo(e), substate_type: "PackageCodeOriginalCodeEntry" };
    case "PackageCodeVmTypeEntry":
      return { ...ro(e), substate_type: "PackageCodeVmTypeEntry" };
    case "PackageFieldRoyaltyAccumulator":
      return { ...uo(e), substate_type: "PackageFieldRoyaltyAccumulator" };
    case "ProtocolUpdateStatusModuleFieldSummary":
      return { ...po(e), substate_type: "ProtocolUpdateStatusModuleFieldSummary" };
    case "RoleAssignmentModuleFieldOwnerRole":
      return { ...So(e), substate_type: "RoleAssignmentModuleFieldOwnerRole" };
    case "RoleAssignmentModuleRuleEntry":
      return { ...To(e), substate_type: "RoleAssignmentModuleRuleEntry" };
    case "RoyaltyModuleFieldState":
      return { ...Jo(e), substate_type: "RoyaltyModuleFieldState" };
    case "RoyaltyModuleMethodRoyaltyEntry":
      return { ...Po(e), substate_type: "RoyaltyModuleMethodRoyaltyEntry" };
    case "SchemaEntry":
      return { ...Co(e), substate_type: "SchemaEntry" };
    case "TransactionTrackerCollectionEntry":
      return { ...qo(e), substate_type: "TransactionTrackerCollectionEntry" };
    case "TransactionTrackerFieldState":
      return { ...Ko(e), substate_type: "TransactionTrackerFieldState" };
    case "TwoResourcePoolFieldState":
      return { ...$o(e), substate_type: "TwoResourcePoolFieldState" };
    case "TypeInfoModuleFieldTypeInfo":
      return { ...tu(e), substate_type: "TypeInfoModuleFieldTypeInfo" };
    case "ValidatorFieldProtocolUpdateReadinessSignal":
      return { ...iu(e), substate_type: "ValidatorFieldProtocolUpdateReadinessSignal" };
    case "ValidatorFieldState":
      return { ...au(e), substate_type: "ValidatorFieldState" };
    default:
      throw new Error(`No variant of Substate exists with 'substate_type=${e.substate_type}'`);
  }
}
function c(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.substate_type) {
      case "AccessControllerFieldState":
        return js(e);
      case "AccountAuthorizedDepositorEntry":
        return _c(e);
      case "AccountFieldState":
        return mc(e);
      case "AccountLockerAccountClaimsEntry":
        return gc(e);
      case "AccountResourcePreferenceEntry":
        return Nc(e);
      case "AccountVaultEntry":
        return kc(e);
      case "BootLoaderModuleFieldKernelBoot":
        return a_(e);
      case "BootLoaderModuleFieldSystemBoot":
        return k_(e);
      case "BootLoaderModuleFieldTransactionValidationConfiguration":
        return v_(e);
      case "BootLoaderModuleFieldVmBoot":
        return L_(e);
      case "ConsensusManagerFieldConfig":
        return mf(e);
      case "ConsensusManagerFieldCurrentProposalStatistic":
        return Of(e);
      case "ConsensusManagerFieldCurrentTime":
        return Ff(e);
      case "ConsensusManagerFieldCurrentTimeRoundedToMinutes":
        return hf(e);
      case "ConsensusManagerFieldCurrentValidatorSet":
        return Jf(e);
      case "ConsensusManagerFieldState":
        return kf(e);
      case "ConsensusManagerFieldValidatorRewards":
        return If(e);
      case "ConsensusManagerRegisteredValidatorsByStakeIndexEntry":
        return xf(e);
      case "FungibleResourceManagerFieldDivisibility":
        return Mf(e);
      case "FungibleResourceManagerFieldTotalSupply":
        return vf(e);
      case "FungibleVaultFieldBalance":
        return qf(e);
      case "FungibleVaultFieldFrozenStatus":
        return Kf(e);
      case "GenericKeyValueStoreEntry":
        return Hf(e);
      case "GenericScryptoComponentFieldState":
        return Xf(e);
      case "MetadataModuleEntry":
        return Zf(e);
      case "MultiResourcePoolFieldState":
        return tp(e);
      case "NonFungibleResourceManagerDataEntry":
        return ip(e);
      case "NonFungibleResourceManagerFieldIdType":
        return up(e);
      case "NonFungibleResourceManagerFieldMutableFields":
        return dp(e);
      case "NonFungibleResourceManagerFieldTotalSupply":
        return fp(e);
      case "NonFungibleVaultContentsIndexEntry":
        return yp(e);
      case "NonFungibleVaultFieldBalance":
        return Sp(e);
      case "NonFungibleVaultFieldFrozenStatus":
        return gp(e);
      case "OneResourcePoolFieldState":
        return hp(e);
      case "PackageBlueprintAuthTemplateEntry":
        return Fp(e);
      case "PackageBlueprintDefinitionEntry":
        return Jp(e);
      case "PackageBlueprintDependenciesEntry":
        return kp(e);
      case "PackageBlueprintRoyaltyEntry":
        return wp(e);
      case "PackageCodeInstrumentedCodeEntry":
        return Ip(e);
      case "PackageCodeOriginalCodeEntry":
        return xp(e);
      case "PackageCodeVmTypeEntry":
        return vp(e);
      case "PackageFieldRoyaltyAccumulator":
        return qp(e);
      case "ProtocolUpdateStatusModuleFieldSummary":
        return Gp(e);
      case "RoleAssignmentModuleFieldOwnerRole":
        return Zp(e);
      case "RoleAssignmentModuleRuleEntry":
        return ny(e);
      case "RoyaltyModuleFieldState":
        return iy(e);
      case "RoyaltyModuleMethodRoyaltyEntry":
        return ay(e);
      case "SchemaEntry":
        return fy(e);
      case "TransactionTrackerCollectionEntry":
        return Oy(e);
      case "TransactionTrackerFieldState":
        return by(e);
      case "TwoResourcePoolFieldState":
        return Ty(e);
      case "TypeInfoModuleFieldTypeInfo":
        return Ey(e);
      case "ValidatorFieldProtocolUpdateReadinessSignal":
        return Dy(e);
      case "ValidatorFieldState":
        return Ly(e);
      default:
        throw new Error(`No variant of Substate exists with 'substate_type=${e.substate_type}'`);
    }
  }
}
function SB(e) {
  return !0;
}
function $(e) {
  return Ky(e);
}
function Ky(e, t) {
  return e == null ? e : {
    substate_hex: n(e, "substate_hex") ? e.substate_hex : void 0,
    substate_data_hash: n(e, "substate_data_hash") ? e.substate_data_hash : void 0,
    substate_data: n(e, "substate_data") ? s(e.substate_data) : void 0
  };
}
function H(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_hex: e.substate_hex,
      substate_data_hash: e.substate_data_hash,
      substate_data: c(e.substate_data)
    };
}
function OB(e) {
  let t = !0;
  return t = t && "substate_id" in e, t = t && "value" in e, t;
}
function Uy(e) {
  return Gy(e);
}
function Gy(e, t) {
  return e == null ? e : {
    substate_id: Z(e.substate_id),
    value: $(e.value)
  };
}
function $y(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_id: j(e.substate_id),
      value: H(e.value)
    };
}
function gB(e) {
  let t = !0;
  return t = t && "entity_type" in e, t = t && "entity_address" in e, t = t && "entity_module" in e, t = t && "partition_kind" in e, t = t && "partition_number" in e, t;
}
function su(e) {
  return Hy(e);
}
function Hy(e, t) {
  return e == null ? e : {
    entity_type: ne(e.entity_type),
    entity_address: e.entity_address,
    entity_module: ur(e.entity_module),
    partition_kind: ar(e.partition_kind),
    partition_number: e.partition_number
  };
}
function cu(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity_type: e.entity_type,
      entity_address: e.entity_address,
      entity_module: e.entity_module,
      partition_kind: e.partition_kind,
      partition_number: e.partition_number
    };
}
function bB(e) {
  let t = !0;
  return t = t && "deleted_partitions" in e, t = t && "set_substates" in e, t = t && "deleted_substates" in e, t;
}
function lu(e) {
  return Wy(e);
}
function Wy(e, t) {
  return e == null ? e : {
    deleted_partitions: e.deleted_partitions.map(su),
    set_substates: e.set_substates.map(Uy),
    deleted_substates: e.deleted_substates.map(Z)
  };
}
function du(e) {
  if (e !== void 0)
    return e === null ? null : {
      deleted_partitions: e.deleted_partitions.map(cu),
      set_substates: e.set_substates.map($y),
      deleted_substates: e.deleted_substates.map(j)
    };
}
const hB = {
  Flash: "Flash"
};
function TB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "name" in e, t = t && "flashed_state_updates" in e, t;
}
function FB(e) {
  return _u(e);
}
function _u(e, t) {
  return e == null ? e : {
    type: e.type,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    name: e.name,
    flashed_state_updates: lu(e.flashed_state_updates)
  };
}
function Xy(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex,
      name: e.name,
      flashed_state_updates: du(e.flashed_state_updates)
    };
}
function NB(e) {
  return !0;
}
function fu(e) {
  return Qy(e);
}
function Qy(e, t) {
  return e == null ? e : {
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0
  };
}
function pu(e) {
  if (e !== void 0)
    return e === null ? null : {
      payload_hex: e.payload_hex
    };
}
const JB = {
  Genesis: "Genesis"
};
function RB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "is_flash" in e, t;
}
function kB(e) {
  return yu(e);
}
function yu(e, t) {
  return e == null ? e : {
    type: e.type,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    is_flash: e.is_flash,
    system_transaction: n(e, "system_transaction") ? fu(e.system_transaction) : void 0
  };
}
function Yy(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex,
      is_flash: e.is_flash,
      system_transaction: pu(e.system_transaction)
    };
}
function AB(e) {
  let t = !0;
  return t = t && "gap_round_leaders" in e, t = t && "current_leader" in e, t = t && "is_fallback" in e, t;
}
function Zy(e) {
  return jy(e);
}
function jy(e, t) {
  return e == null ? e : {
    gap_round_leaders: e.gap_round_leaders.map(U),
    current_leader: U(e.current_leader),
    is_fallback: e.is_fallback
  };
}
function em(e) {
  if (e !== void 0)
    return e === null ? null : {
      gap_round_leaders: e.gap_round_leaders.map(G),
      current_leader: G(e.current_leader),
      is_fallback: e.is_fallback
    };
}
function wB(e) {
  let t = !0;
  return t = t && "proposer_timestamp" in e, t = t && "epoch" in e, t = t && "round_in_epoch" in e, t = t && "leader_proposal_history" in e, t;
}
function mu(e) {
  return tm(e);
}
function tm(e, t) {
  return e == null ? e : {
    proposer_timestamp: T(e.proposer_timestamp),
    epoch: e.epoch,
    round_in_epoch: e.round_in_epoch,
    leader_proposal_history: Zy(e.leader_proposal_history)
  };
}
function Su(e) {
  if (e !== void 0)
    return e === null ? null : {
      proposer_timestamp: F(e.proposer_timestamp),
      epoch: e.epoch,
      round_in_epoch: e.round_in_epoch,
      leader_proposal_history: em(e.leader_proposal_history)
    };
}
const PB = {
  RoundUpdate: "RoundUpdate"
};
function EB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "round_update_transaction" in e, t;
}
function IB(e) {
  return Ou(e);
}
function Ou(e, t) {
  return e == null ? e : {
    type: e.type,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    round_update_transaction: mu(e.round_update_transaction)
  };
}
function nm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex,
      round_update_transaction: Su(e.round_update_transaction)
    };
}
const DB = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function xB(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "signature_hex" in e, t;
}
function ze(e) {
  return gu(e);
}
function gu(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    signature_hex: e.signature_hex
  };
}
function me(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      signature_hex: e.signature_hex
    };
}
const CB = {
  EddsaEd25519: "EddsaEd25519"
};
function MB(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "signature_hex" in e, t;
}
function bu(e) {
  return hu(e);
}
function hu(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    signature_hex: e.signature_hex
  };
}
function Ke(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      signature_hex: e.signature_hex
    };
}
function Tu(e) {
  return rm(e);
}
function rm(e, t) {
  if (e == null)
    return e;
  switch (e.key_type) {
    case "EcdsaSecp256k1":
      return { ...gu(e), key_type: "EcdsaSecp256k1" };
    case "EddsaEd25519":
      return { ...hu(e), key_type: "EddsaEd25519" };
    default:
      throw new Error(`No variant of Signature exists with 'key_type=${e.key_type}'`);
  }
}
function Fu(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.key_type) {
      case "EcdsaSecp256k1":
        return me(e);
      case "EddsaEd25519":
        return Ke(e);
      default:
        throw new Error(`No variant of Signature exists with 'key_type=${e.key_type}'`);
    }
  }
}
const BB = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function vB(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "recoverable_signature" in e, t;
}
function VB(e) {
  return Nu(e);
}
function Nu(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    recoverable_signature: ze(e.recoverable_signature)
  };
}
function im(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      recoverable_signature: me(e.recoverable_signature)
    };
}
const qB = {
  EddsaEd25519: "EddsaEd25519"
};
function LB(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "key_hex" in e, t;
}
function Ju(e) {
  return Ru(e);
}
function Ru(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    key_hex: e.key_hex
  };
}
function Ue(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      key_hex: e.key_hex
    };
}
const zB = {
  EddsaEd25519: "EddsaEd25519"
};
function KB(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "public_key" in e, t = t && "signature" in e, t;
}
function UB(e) {
  return ku(e);
}
function ku(e, t) {
  return e == null ? e : {
    key_type: e.key_type,
    public_key: Ju(e.public_key),
    signature: bu(e.signature)
  };
}
function om(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      public_key: Ue(e.public_key),
      signature: Ke(e.signature)
    };
}
function Au(e) {
  return um(e);
}
function um(e, t) {
  if (e == null)
    return e;
  switch (e.key_type) {
    case "EcdsaSecp256k1":
      return { ...Nu(e), key_type: "EcdsaSecp256k1" };
    case "EddsaEd25519":
      return { ...ku(e), key_type: "EddsaEd25519" };
    default:
      throw new Error(`No variant of SignatureWithPublicKey exists with 'key_type=${e.key_type}'`);
  }
}
function wu(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.key_type) {
      case "EcdsaSecp256k1":
        return im(e);
      case "EddsaEd25519":
        return om(e);
      default:
        throw new Error(`No variant of SignatureWithPublicKey exists with 'key_type=${e.key_type}'`);
    }
  }
}
function W(e) {
  return am(e);
}
function am(e, t) {
  if (e == null)
    return e;
  switch (e.key_type) {
    case "EcdsaSecp256k1":
      return { ..._n(e), key_type: "EcdsaSecp256k1" };
    case "EddsaEd25519":
      return { ...Ru(e), key_type: "EddsaEd25519" };
    default:
      throw new Error(`No variant of PublicKey exists with 'key_type=${e.key_type}'`);
  }
}
function X(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.key_type) {
      case "EcdsaSecp256k1":
        return ce(e);
      case "EddsaEd25519":
        return Ue(e);
      default:
        throw new Error(`No variant of PublicKey exists with 'key_type=${e.key_type}'`);
    }
  }
}
function GB(e) {
  let t = !0;
  return t = t && "network_id" in e, t = t && "start_epoch_inclusive" in e, t = t && "end_epoch_exclusive" in e, t = t && "nonce" in e, t = t && "notary_public_key" in e, t = t && "notary_is_signatory" in e, t = t && "tip_percentage" in e, t;
}
function sm(e) {
  return cm(e);
}
function cm(e, t) {
  return e == null ? e : {
    network_id: e.network_id,
    start_epoch_inclusive: e.start_epoch_inclusive,
    end_epoch_exclusive: e.end_epoch_exclusive,
    nonce: e.nonce,
    notary_public_key: W(e.notary_public_key),
    notary_is_signatory: e.notary_is_signatory,
    tip_percentage: e.tip_percentage
  };
}
function lm(e) {
  if (e !== void 0)
    return e === null ? null : {
      network_id: e.network_id,
      start_epoch_inclusive: e.start_epoch_inclusive,
      end_epoch_exclusive: e.end_epoch_exclusive,
      nonce: e.nonce,
      notary_public_key: X(e.notary_public_key),
      notary_is_signatory: e.notary_is_signatory,
      tip_percentage: e.tip_percentage
    };
}
function $B(e) {
  let t = !0;
  return t = t && "public_key_fingerprint_hex" in e, t = t && "aes_wrapped_key_hex" in e, t;
}
function dm(e) {
  return _m(e);
}
function _m(e, t) {
  return e == null ? e : {
    public_key_fingerprint_hex: e.public_key_fingerprint_hex,
    aes_wrapped_key_hex: e.aes_wrapped_key_hex
  };
}
function fm(e) {
  if (e !== void 0)
    return e === null ? null : {
      public_key_fingerprint_hex: e.public_key_fingerprint_hex,
      aes_wrapped_key_hex: e.aes_wrapped_key_hex
    };
}
function HB(e) {
  let t = !0;
  return t = t && "dh_ephemeral_public_key" in e, t = t && "decryptors" in e, t;
}
function Pu(e) {
  return pm(e);
}
function pm(e, t) {
  return e == null ? e : {
    dh_ephemeral_public_key: W(e.dh_ephemeral_public_key),
    decryptors: e.decryptors.map(dm)
  };
}
function Eu(e) {
  if (e !== void 0)
    return e === null ? null : {
      dh_ephemeral_public_key: X(e.dh_ephemeral_public_key),
      decryptors: e.decryptors.map(fm)
    };
}
const WB = {
  Encrypted: "Encrypted"
};
function XB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "encrypted_hex" in e, t = t && "curve_decryptor_sets" in e, t;
}
function QB(e) {
  return Iu(e);
}
function Iu(e, t) {
  return e == null ? e : {
    type: e.type,
    encrypted_hex: e.encrypted_hex,
    curve_decryptor_sets: e.curve_decryptor_sets.map(Pu)
  };
}
function ym(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      encrypted_hex: e.encrypted_hex,
      curve_decryptor_sets: e.curve_decryptor_sets.map(Eu)
    };
}
const YB = {
  String: "String"
};
function ZB(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "value" in e, t;
}
function jB(e) {
  return Du(e);
}
function Du(e, t) {
  return e == null ? e : {
    type: e.type,
    value: e.value
  };
}
function mm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      value: e.value
    };
}
function xu(e) {
  return Sm(e);
}
function Sm(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Binary":
      return { ...bn(e), type: "Binary" };
    case "String":
      return { ...Du(e), type: "String" };
    default:
      throw new Error(`No variant of PlaintextMessageContent exists with 'type=${e.type}'`);
  }
}
function Cu(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Binary":
        return hl(e);
      case "String":
        return mm(e);
      default:
        throw new Error(`No variant of PlaintextMessageContent exists with 'type=${e.type}'`);
    }
  }
}
const ev = {
  Plaintext: "Plaintext"
};
function tv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "mime_type" in e, t = t && "content" in e, t;
}
function nv(e) {
  return Mu(e);
}
function Mu(e, t) {
  return e == null ? e : {
    type: e.type,
    mime_type: e.mime_type,
    content: xu(e.content)
  };
}
function Om(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      mime_type: e.mime_type,
      content: Cu(e.content)
    };
}
function Ge(e) {
  return gm(e);
}
function gm(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Encrypted":
      return { ...Iu(e), type: "Encrypted" };
    case "Plaintext":
      return { ...Mu(e), type: "Plaintext" };
    default:
      throw new Error(`No variant of TransactionMessage exists with 'type=${e.type}'`);
  }
}
function $e(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Encrypted":
        return ym(e);
      case "Plaintext":
        return Om(e);
      default:
        throw new Error(`No variant of TransactionMessage exists with 'type=${e.type}'`);
    }
  }
}
function rv(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "header" in e, t;
}
function He(e) {
  return bm(e);
}
function bm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    header: sm(e.header),
    instructions: n(e, "instructions") ? e.instructions : void 0,
    blobs_hex: n(e, "blobs_hex") ? e.blobs_hex : void 0,
    message: n(e, "message") ? Ge(e.message) : void 0
  };
}
function We(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      header: lm(e.header),
      instructions: e.instructions,
      blobs_hex: e.blobs_hex,
      message: $e(e.message)
    };
}
function iv(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "intent" in e, t = t && "intent_signatures" in e, t;
}
function Xe(e) {
  return hm(e);
}
function hm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    intent: He(e.intent),
    intent_signatures: e.intent_signatures.map(Au)
  };
}
function Qe(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      intent: We(e.intent),
      intent_signatures: e.intent_signatures.map(wu)
    };
}
function ov(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "signed_intent" in e, t = t && "notary_signature" in e, t;
}
function Se(e) {
  return Tm(e);
}
function Tm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    signed_intent: Xe(e.signed_intent),
    notary_signature: Tu(e.notary_signature)
  };
}
function Oe(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      payload_hex: e.payload_hex,
      signed_intent: Qe(e.signed_intent),
      notary_signature: Fu(e.notary_signature)
    };
}
const uv = {
  User: "User"
};
function av(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "notarized_transaction" in e, t;
}
function sv(e) {
  return Bu(e);
}
function Bu(e, t) {
  return e == null ? e : {
    type: e.type,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    notarized_transaction: Se(e.notarized_transaction)
  };
}
function Fm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex,
      notarized_transaction: Oe(e.notarized_transaction)
    };
}
function cv(e) {
  let t = !0;
  return t = t && "signatures" in e, t;
}
function yt(e) {
  return Nm(e);
}
function Nm(e, t) {
  return e == null ? e : {
    signatures: e.signatures.map(Au)
  };
}
function mt(e) {
  if (e !== void 0)
    return e === null ? null : {
      signatures: e.signatures.map(wu)
    };
}
function lv(e) {
  let t = !0;
  return t = t && "network_id" in e, t = t && "start_epoch_inclusive" in e, t = t && "end_epoch_exclusive" in e, t = t && "intent_discriminator" in e, t;
}
function Jm(e) {
  return Rm(e);
}
function Rm(e, t) {
  return e == null ? e : {
    network_id: e.network_id,
    start_epoch_inclusive: e.start_epoch_inclusive,
    end_epoch_exclusive: e.end_epoch_exclusive,
    min_proposer_timestamp_inclusive: n(e, "min_proposer_timestamp_inclusive") ? we(e.min_proposer_timestamp_inclusive) : void 0,
    max_proposer_timestamp_exclusive: n(e, "max_proposer_timestamp_exclusive") ? we(e.max_proposer_timestamp_exclusive) : void 0,
    intent_discriminator: e.intent_discriminator
  };
}
function km(e) {
  if (e !== void 0)
    return e === null ? null : {
      network_id: e.network_id,
      start_epoch_inclusive: e.start_epoch_inclusive,
      end_epoch_exclusive: e.end_epoch_exclusive,
      min_proposer_timestamp_inclusive: Pe(e.min_proposer_timestamp_inclusive),
      max_proposer_timestamp_exclusive: Pe(e.max_proposer_timestamp_exclusive),
      intent_discriminator: e.intent_discriminator
    };
}
function dv(e) {
  let t = !0;
  return t = t && "intent_header" in e, t = t && "children_specifiers" in e, t;
}
function vu(e) {
  return Am(e);
}
function Am(e, t) {
  return e == null ? e : {
    intent_header: Jm(e.intent_header),
    children_specifiers: e.children_specifiers,
    blobs_hex: n(e, "blobs_hex") ? e.blobs_hex : void 0,
    message: n(e, "message") ? Ge(e.message) : void 0,
    instructions: n(e, "instructions") ? e.instructions : void 0
  };
}
function Vu(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_header: km(e.intent_header),
      children_specifiers: e.children_specifiers,
      blobs_hex: e.blobs_hex,
      message: $e(e.message),
      instructions: e.instructions
    };
}
function _v(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "intent_core" in e, t;
}
function wm(e) {
  return Pm(e);
}
function Pm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    intent_core: vu(e.intent_core)
  };
}
function Em(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      intent_core: Vu(e.intent_core)
    };
}
function fv(e) {
  let t = !0;
  return t = t && "notary_public_key" in e, t = t && "notary_is_signatory" in e, t = t && "tip_basis_points" in e, t;
}
function Im(e) {
  return Dm(e);
}
function Dm(e, t) {
  return e == null ? e : {
    notary_public_key: W(e.notary_public_key),
    notary_is_signatory: e.notary_is_signatory,
    tip_basis_points: e.tip_basis_points
  };
}
function xm(e) {
  if (e !== void 0)
    return e === null ? null : {
      notary_public_key: X(e.notary_public_key),
      notary_is_signatory: e.notary_is_signatory,
      tip_basis_points: e.tip_basis_points
    };
}
function pv(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "transaction_header" in e, t = t && "root_intent_core" in e, t = t && "non_root_subintents" in e, t;
}
function Cm(e) {
  return Mm(e);
}
function Mm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    transaction_header: Im(e.transaction_header),
    root_intent_core: vu(e.root_intent_core),
    non_root_subintents: e.non_root_subintents.map(wm)
  };
}
function Bm(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      transaction_header: xm(e.transaction_header),
      root_intent_core: Vu(e.root_intent_core),
      non_root_subintents: e.non_root_subintents.map(Em)
    };
}
function yv(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "transaction_intent" in e, t = t && "transaction_intent_signatures" in e, t = t && "non_root_subintent_signatures" in e, t;
}
function vm(e) {
  return Vm(e);
}
function Vm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    transaction_intent: Cm(e.transaction_intent),
    transaction_intent_signatures: yt(e.transaction_intent_signatures),
    non_root_subintent_signatures: e.non_root_subintent_signatures.map(yt)
  };
}
function qm(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      transaction_intent: Bm(e.transaction_intent),
      transaction_intent_signatures: mt(e.transaction_intent_signatures),
      non_root_subintent_signatures: e.non_root_subintent_signatures.map(mt)
    };
}
function mv(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t = t && "signed_transaction_intent" in e, t = t && "notary_signature" in e, t;
}
function ge(e) {
  return Lm(e);
}
function Lm(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    signed_transaction_intent: vm(e.signed_transaction_intent),
    notary_signature: Tu(e.notary_signature)
  };
}
function be(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      payload_hex: e.payload_hex,
      signed_transaction_intent: qm(e.signed_transaction_intent),
      notary_signature: Fu(e.notary_signature)
    };
}
const Sv = {
  UserV2: "UserV2"
};
function Ov(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "notarized_transaction" in e, t;
}
function gv(e) {
  return qu(e);
}
function qu(e, t) {
  return e == null ? e : {
    type: e.type,
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0,
    notarized_transaction: ge(e.notarized_transaction)
  };
}
function zm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex,
      notarized_transaction: be(e.notarized_transaction)
    };
}
function Ye(e) {
  return Km(e);
}
function Km(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Flash":
      return { ..._u(e), type: "Flash" };
    case "Genesis":
      return { ...yu(e), type: "Genesis" };
    case "RoundUpdate":
      return { ...Ou(e), type: "RoundUpdate" };
    case "User":
      return { ...Bu(e), type: "User" };
    case "UserV2":
      return { ...qu(e), type: "UserV2" };
    default:
      throw new Error(`No variant of LedgerTransaction exists with 'type=${e.type}'`);
  }
}
function Ze(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Flash":
        return Xy(e);
      case "Genesis":
        return Yy(e);
      case "RoundUpdate":
        return nm(e);
      case "User":
        return Fm(e);
      case "UserV2":
        return zm(e);
      default:
        throw new Error(`No variant of LedgerTransaction exists with 'type=${e.type}'`);
    }
  }
}
function bv(e) {
  let t = !0;
  return t = t && "execution_cost_unit_price" in e, t = t && "execution_cost_unit_limit" in e, t = t && "execution_cost_unit_loan" in e, t = t && "finalization_cost_unit_price" in e, t = t && "finalization_cost_unit_limit" in e, t = t && "xrd_usd_price" in e, t = t && "xrd_storage_price" in e, t = t && "xrd_archive_storage_price" in e, t = t && "tip_percentage" in e, t;
}
function Um(e) {
  return Gm(e);
}
function Gm(e, t) {
  return e == null ? e : {
    execution_cost_unit_price: e.execution_cost_unit_price,
    execution_cost_unit_limit: e.execution_cost_unit_limit,
    execution_cost_unit_loan: e.execution_cost_unit_loan,
    finalization_cost_unit_price: e.finalization_cost_unit_price,
    finalization_cost_unit_limit: e.finalization_cost_unit_limit,
    xrd_usd_price: e.xrd_usd_price,
    xrd_storage_price: e.xrd_storage_price,
    xrd_archive_storage_price: e.xrd_archive_storage_price,
    tip_percentage: e.tip_percentage,
    tip_proportion: n(e, "tip_proportion") ? e.tip_proportion : void 0
  };
}
function $m(e) {
  if (e !== void 0)
    return e === null ? null : {
      execution_cost_unit_price: e.execution_cost_unit_price,
      execution_cost_unit_limit: e.execution_cost_unit_limit,
      execution_cost_unit_loan: e.execution_cost_unit_loan,
      finalization_cost_unit_price: e.finalization_cost_unit_price,
      finalization_cost_unit_limit: e.finalization_cost_unit_limit,
      xrd_usd_price: e.xrd_usd_price,
      xrd_storage_price: e.xrd_storage_price,
      xrd_archive_storage_price: e.xrd_archive_storage_price,
      tip_percentage: e.tip_percentage,
      tip_proportion: e.tip_proportion
    };
}
const hv = {
  Function: "Function"
};
function Tv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "package_address" in e, t = t && "blueprint_name" in e, t;
}
function Fv(e) {
  return Lu(e);
}
function Lu(e, t) {
  return e == null ? e : {
    type: e.type,
    package_address: e.package_address,
    blueprint_name: e.blueprint_name
  };
}
function Hm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      package_address: e.package_address,
      blueprint_name: e.blueprint_name
    };
}
const Nv = {
  Method: "Method"
};
function Jv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "entity" in e, t = t && "object_module_id" in e, t;
}
function Rv(e) {
  return zu(e);
}
function zu(e, t) {
  return e == null ? e : {
    type: e.type,
    entity: _(e.entity),
    object_module_id: Le(e.object_module_id)
  };
}
function Wm(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      entity: f(e.entity),
      object_module_id: e.object_module_id
    };
}
function Xm(e) {
  return Qm(e);
}
function Qm(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Function":
      return { ...Lu(e), type: "Function" };
    case "Method":
      return { ...zu(e), type: "Method" };
    default:
      throw new Error(`No variant of EventEmitterIdentifier exists with 'type=${e.type}'`);
  }
}
function Ym(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Function":
        return Hm(e);
      case "Method":
        return Wm(e);
      default:
        throw new Error(`No variant of EventEmitterIdentifier exists with 'type=${e.type}'`);
    }
  }
}
function kv(e) {
  let t = !0;
  return t = t && "full_type_id" in e, t;
}
function Zm(e) {
  return jm(e);
}
function jm(e, t) {
  return e == null ? e : {
    full_type_id: b(e.full_type_id)
  };
}
function eS(e) {
  if (e !== void 0)
    return e === null ? null : {
      full_type_id: h(e.full_type_id)
    };
}
function Av(e) {
  let t = !0;
  return t = t && "emitter" in e, t = t && "type_reference" in e, t = t && "name" in e, t;
}
function tS(e) {
  return nS(e);
}
function nS(e, t) {
  return e == null ? e : {
    emitter: Xm(e.emitter),
    type_reference: Zm(e.type_reference),
    name: e.name
  };
}
function rS(e) {
  if (e !== void 0)
    return e === null ? null : {
      emitter: Ym(e.emitter),
      type_reference: eS(e.type_reference),
      name: e.name
    };
}
function wv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "data" in e, t;
}
function iS(e) {
  return oS(e);
}
function oS(e, t) {
  return e == null ? e : {
    type: tS(e.type),
    data: P(e.data)
  };
}
function uS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: rS(e.type),
      data: E(e.data)
    };
}
function Pv(e) {
  let t = !0;
  return t = t && "royalty_recipient" in e, t = t && "xrd_amount" in e, t;
}
function aS(e) {
  return sS(e);
}
function sS(e, t) {
  return e == null ? e : {
    royalty_recipient: _(e.royalty_recipient),
    xrd_amount: e.xrd_amount
  };
}
function cS(e) {
  if (e !== void 0)
    return e === null ? null : {
      royalty_recipient: f(e.royalty_recipient),
      xrd_amount: e.xrd_amount
    };
}
function Ev(e) {
  let t = !0;
  return t = t && "to_proposer" in e, t = t && "to_validator_set" in e, t = t && "to_burn" in e, t = t && "to_royalty_recipients" in e, t;
}
function lS(e) {
  return dS(e);
}
function dS(e, t) {
  return e == null ? e : {
    to_proposer: e.to_proposer,
    to_validator_set: e.to_validator_set,
    to_burn: e.to_burn,
    to_royalty_recipients: e.to_royalty_recipients.map(aS)
  };
}
function _S(e) {
  if (e !== void 0)
    return e === null ? null : {
      to_proposer: e.to_proposer,
      to_validator_set: e.to_validator_set,
      to_burn: e.to_burn,
      to_royalty_recipients: e.to_royalty_recipients.map(cS)
    };
}
function Iv(e) {
  let t = !0;
  return t = t && "vault_entity" in e, t = t && "xrd_amount" in e, t;
}
function fS(e) {
  return pS(e);
}
function pS(e, t) {
  return e == null ? e : {
    vault_entity: _(e.vault_entity),
    xrd_amount: e.xrd_amount
  };
}
function yS(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault_entity: f(e.vault_entity),
      xrd_amount: e.xrd_amount
    };
}
function Dv(e) {
  let t = !0;
  return t = t && "from_vaults" in e, t;
}
function mS(e) {
  return SS(e);
}
function SS(e, t) {
  return e == null ? e : {
    from_vaults: e.from_vaults.map(fS)
  };
}
function OS(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_vaults: e.from_vaults.map(yS)
    };
}
function xv(e) {
  let t = !0;
  return t = t && "execution_cost_units_consumed" in e, t = t && "finalization_cost_units_consumed" in e, t = t && "xrd_total_execution_cost" in e, t = t && "xrd_total_finalization_cost" in e, t = t && "xrd_total_royalty_cost" in e, t = t && "xrd_total_storage_cost" in e, t = t && "xrd_total_tipping_cost" in e, t;
}
function gS(e) {
  return bS(e);
}
function bS(e, t) {
  return e == null ? e : {
    execution_cost_units_consumed: e.execution_cost_units_consumed,
    finalization_cost_units_consumed: e.finalization_cost_units_consumed,
    xrd_total_execution_cost: e.xrd_total_execution_cost,
    xrd_total_finalization_cost: e.xrd_total_finalization_cost,
    xrd_total_royalty_cost: e.xrd_total_royalty_cost,
    xrd_total_storage_cost: e.xrd_total_storage_cost,
    xrd_total_tipping_cost: e.xrd_total_tipping_cost
  };
}
function hS(e) {
  if (e !== void 0)
    return e === null ? null : {
      execution_cost_units_consumed: e.execution_cost_units_consumed,
      finalization_cost_units_consumed: e.finalization_cost_units_consumed,
      xrd_total_execution_cost: e.xrd_total_execution_cost,
      xrd_total_finalization_cost: e.xrd_total_finalization_cost,
      xrd_total_royalty_cost: e.xrd_total_royalty_cost,
      xrd_total_storage_cost: e.xrd_total_storage_cost,
      xrd_total_tipping_cost: e.xrd_total_tipping_cost
    };
}
function Cv(e) {
  let t = !0;
  return t = t && "readiness_signal_name" in e, t = t && "signalled_stake" in e, t;
}
function TS(e) {
  return FS(e);
}
function FS(e, t) {
  return e == null ? e : {
    readiness_signal_name: e.readiness_signal_name,
    signalled_stake: e.signalled_stake
  };
}
function NS(e) {
  if (e !== void 0)
    return e === null ? null : {
      readiness_signal_name: e.readiness_signal_name,
      signalled_stake: e.signalled_stake
    };
}
function Mv(e) {
  let t = !0;
  return t = t && "epoch" in e, t = t && "validators" in e, t;
}
function Ku(e) {
  return JS(e);
}
function JS(e, t) {
  return e == null ? e : {
    epoch: e.epoch,
    validators: e.validators.map(xe),
    significant_protocol_update_readiness: n(e, "significant_protocol_update_readiness") ? e.significant_protocol_update_readiness.map(TS) : void 0
  };
}
function Uu(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch: e.epoch,
      validators: e.validators.map(Ce),
      significant_protocol_update_readiness: e.significant_protocol_update_readiness === void 0 ? void 0 : e.significant_protocol_update_readiness.map(NS)
    };
}
const Bv = {
  KeyValueStoreEntry: "KeyValueStoreEntry"
};
function vv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_full_type_id" in e, t = t && "value_full_type_id" in e, t;
}
function Vv(e) {
  return Gu(e);
}
function Gu(e, t) {
  return e == null ? e : {
    type: e.type,
    key_full_type_id: b(e.key_full_type_id),
    value_full_type_id: b(e.value_full_type_id)
  };
}
function RS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_full_type_id: h(e.key_full_type_id),
      value_full_type_id: h(e.value_full_type_id)
    };
}
const qv = {
  ObjectInstance: "ObjectInstance"
};
function Lv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resolved_full_type_id" in e, t = t && "generic_index" in e, t;
}
function zv(e) {
  return $u(e);
}
function $u(e, t) {
  return e == null ? e : {
    type: e.type,
    resolved_full_type_id: b(e.resolved_full_type_id),
    generic_index: e.generic_index
  };
}
function kS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resolved_full_type_id: h(e.resolved_full_type_id),
      generic_index: e.generic_index
    };
}
const Kv = {
  Package: "Package"
};
function Uv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "full_type_id" in e, t;
}
function Gv(e) {
  return Hu(e);
}
function Hu(e, t) {
  return e == null ? e : {
    type: e.type,
    full_type_id: b(e.full_type_id)
  };
}
function AS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      full_type_id: h(e.full_type_id)
    };
}
function N(e) {
  return wS(e);
}
function wS(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "ObjectInstance":
      return { ...$u(e), type: "ObjectInstance" };
    case "Package":
      return { ...Hu(e), type: "Package" };
    default:
      throw new Error(`No variant of ObjectSubstateTypeReference exists with 'type=${e.type}'`);
  }
}
function J(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "ObjectInstance":
        return kS(e);
      case "Package":
        return AS(e);
      default:
        throw new Error(`No variant of ObjectSubstateTypeReference exists with 'type=${e.type}'`);
    }
  }
}
const $v = {
  ObjectField: "ObjectField"
};
function Hv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "value_schema" in e, t;
}
function Wv(e) {
  return Wu(e);
}
function Wu(e, t) {
  return e == null ? e : {
    type: e.type,
    value_schema: N(e.value_schema)
  };
}
function PS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      value_schema: J(e.value_schema)
    };
}
const Xv = {
  ObjectIndexPartitionEntry: "ObjectIndexPartitionEntry"
};
function Qv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_schema" in e, t = t && "value_schema" in e, t;
}
function Yv(e) {
  return Xu(e);
}
function Xu(e, t) {
  return e == null ? e : {
    type: e.type,
    key_schema: N(e.key_schema),
    value_schema: N(e.value_schema)
  };
}
function ES(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_schema: J(e.key_schema),
      value_schema: J(e.value_schema)
    };
}
const Zv = {
  ObjectKeyValuePartitionEntry: "ObjectKeyValuePartitionEntry"
};
function jv(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_schema" in e, t = t && "value_schema" in e, t;
}
function eV(e) {
  return Qu(e);
}
function Qu(e, t) {
  return e == null ? e : {
    type: e.type,
    key_schema: N(e.key_schema),
    value_schema: N(e.value_schema)
  };
}
function IS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_schema: J(e.key_schema),
      value_schema: J(e.value_schema)
    };
}
const tV = {
  ObjectSortedIndexPartitionEntry: "ObjectSortedIndexPartitionEntry"
};
function nV(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "key_schema" in e, t = t && "value_schema" in e, t;
}
function rV(e) {
  return Yu(e);
}
function Yu(e, t) {
  return e == null ? e : {
    type: e.type,
    key_schema: N(e.key_schema),
    value_schema: N(e.value_schema)
  };
}
function DS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      key_schema: J(e.key_schema),
      value_schema: J(e.value_schema)
    };
}
const iV = {
  VmBoot: "VmBoot",
  TypeInfo: "TypeInfo",
  SystemBoot: "SystemBoot",
  KernelBoot: "KernelBoot",
  TransactionValidationConfiguration: "TransactionValidationConfiguration",
  ProtocolUpdateStatusSummary: "ProtocolUpdateStatusSummary"
};
function Zu(e) {
  return xS(e);
}
function xS(e, t) {
  return e;
}
function oV(e) {
  return e;
}
const uV = {
  SystemField: "SystemField"
};
function aV(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "field_kind" in e, t;
}
function sV(e) {
  return ju(e);
}
function ju(e, t) {
  return e == null ? e : {
    type: e.type,
    field_kind: Zu(e.field_kind)
  };
}
function CS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      field_kind: e.field_kind
    };
}
const cV = {
  SystemSchema: "SystemSchema"
};
function lV(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function dV(e) {
  return ea(e);
}
function ea(e, t) {
  return e == null ? e : {
    type: e.type
  };
}
function MS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function je(e) {
  return BS(e);
}
function BS(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "KeyValueStoreEntry":
      return { ...Gu(e), type: "KeyValueStoreEntry" };
    case "ObjectField":
      return { ...Wu(e), type: "ObjectField" };
    case "ObjectIndexPartitionEntry":
      return { ...Xu(e), type: "ObjectIndexPartitionEntry" };
    case "ObjectKeyValuePartitionEntry":
      return { ...Qu(e), type: "ObjectKeyValuePartitionEntry" };
    case "ObjectSortedIndexPartitionEntry":
      return { ...Yu(e), type: "ObjectSortedIndexPartitionEntry" };
    case "SystemField":
      return { ...ju(e), type: "SystemField" };
    case "SystemSchema":
      return { ...ea(e), type: "SystemSchema" };
    default:
      throw new Error(`No variant of SubstateSystemStructure exists with 'type=${e.type}'`);
  }
}
function et(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "KeyValueStoreEntry":
        return RS(e);
      case "ObjectField":
        return PS(e);
      case "ObjectIndexPartitionEntry":
        return ES(e);
      case "ObjectKeyValuePartitionEntry":
        return IS(e);
      case "ObjectSortedIndexPartitionEntry":
        return DS(e);
      case "SystemField":
        return CS(e);
      case "SystemSchema":
        return MS(e);
      default:
        throw new Error(`No variant of SubstateSystemStructure exists with 'type=${e.type}'`);
    }
  }
}
function _V(e) {
  let t = !0;
  return t = t && "substate_id" in e, t = t && "value" in e, t = t && "system_structure" in e, t;
}
function vS(e) {
  return VS(e);
}
function VS(e, t) {
  return e == null ? e : {
    substate_id: Z(e.substate_id),
    value: $(e.value),
    system_structure: je(e.system_structure)
  };
}
function qS(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_id: j(e.substate_id),
      value: H(e.value),
      system_structure: et(e.system_structure)
    };
}
function fV(e) {
  let t = !0;
  return t = t && "substate_id" in e, t = t && "system_structure" in e, t;
}
function LS(e) {
  return zS(e);
}
function zS(e, t) {
  return e == null ? e : {
    substate_id: Z(e.substate_id),
    previous_value: n(e, "previous_value") ? $(e.previous_value) : void 0,
    system_structure: je(e.system_structure)
  };
}
function KS(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_id: j(e.substate_id),
      previous_value: H(e.previous_value),
      system_structure: et(e.system_structure)
    };
}
function pV(e) {
  let t = !0;
  return t = t && "substate_id" in e, t = t && "new_value" in e, t = t && "system_structure" in e, t;
}
function US(e) {
  return GS(e);
}
function GS(e, t) {
  return e == null ? e : {
    substate_id: Z(e.substate_id),
    new_value: $(e.new_value),
    previous_value: n(e, "previous_value") ? $(e.previous_value) : void 0,
    system_structure: je(e.system_structure)
  };
}
function $S(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_id: j(e.substate_id),
      new_value: H(e.new_value),
      previous_value: H(e.previous_value),
      system_structure: et(e.system_structure)
    };
}
function yV(e) {
  let t = !0;
  return t = t && "deleted_partitions" in e, t = t && "created_substates" in e, t = t && "updated_substates" in e, t = t && "deleted_substates" in e, t = t && "new_global_entities" in e, t;
}
function HS(e) {
  return WS(e);
}
function WS(e, t) {
  return e == null ? e : {
    deleted_partitions: e.deleted_partitions.map(su),
    created_substates: e.created_substates.map(vS),
    updated_substates: e.updated_substates.map(US),
    deleted_substates: e.deleted_substates.map(LS),
    new_global_entities: e.new_global_entities.map(_)
  };
}
function XS(e) {
  if (e !== void 0)
    return e === null ? null : {
      deleted_partitions: e.deleted_partitions.map(cu),
      created_substates: e.created_substates.map(qS),
      updated_substates: e.updated_substates.map($S),
      deleted_substates: e.deleted_substates.map(KS),
      new_global_entities: e.new_global_entities.map(f)
    };
}
const mV = {
  Succeeded: "Succeeded",
  Failed: "Failed",
  Rejected: "Rejected"
};
function ta(e) {
  return QS(e);
}
function QS(e, t) {
  return e;
}
function SV(e) {
  return e;
}
function OV(e) {
  let t = !0;
  return t = t && "status" in e, t = t && "fee_summary" in e, t = t && "costing_parameters" in e, t = t && "state_updates" in e, t;
}
function tt(e) {
  return YS(e);
}
function YS(e, t) {
  return e == null ? e : {
    status: ta(e.status),
    fee_summary: gS(e.fee_summary),
    costing_parameters: Um(e.costing_parameters),
    fee_source: n(e, "fee_source") ? mS(e.fee_source) : void 0,
    fee_destination: n(e, "fee_destination") ? lS(e.fee_destination) : void 0,
    state_updates: HS(e.state_updates),
    events: n(e, "events") ? e.events.map(iS) : void 0,
    next_epoch: n(e, "next_epoch") ? Ku(e.next_epoch) : void 0,
    output: n(e, "output") ? e.output.map(P) : void 0,
    error_message: n(e, "error_message") ? e.error_message : void 0
  };
}
function nt(e) {
  if (e !== void 0)
    return e === null ? null : {
      status: e.status,
      fee_summary: hS(e.fee_summary),
      costing_parameters: $m(e.costing_parameters),
      fee_source: OS(e.fee_source),
      fee_destination: _S(e.fee_destination),
      state_updates: XS(e.state_updates),
      events: e.events === void 0 ? void 0 : e.events.map(uS),
      next_epoch: Uu(e.next_epoch),
      output: e.output === void 0 ? void 0 : e.output.map(E),
      error_message: e.error_message
    };
}
function gV(e) {
  let t = !0;
  return t = t && "resultant_state_identifiers" in e, t = t && "ledger_transaction" in e, t = t && "receipt" in e, t = t && "proposer_timestamp_ms" in e, t;
}
function na(e) {
  return ZS(e);
}
function ZS(e, t) {
  return e == null ? e : {
    resultant_state_identifiers: z(e.resultant_state_identifiers),
    ledger_transaction: Ye(e.ledger_transaction),
    receipt: tt(e.receipt),
    balance_changes: n(e, "balance_changes") ? ef(e.balance_changes) : void 0,
    proposer_timestamp_ms: e.proposer_timestamp_ms
  };
}
function ra(e) {
  if (e !== void 0)
    return e === null ? null : {
      resultant_state_identifiers: K(e.resultant_state_identifiers),
      ledger_transaction: Ze(e.ledger_transaction),
      receipt: nt(e.receipt),
      balance_changes: nf(e.balance_changes),
      proposer_timestamp_ms: e.proposer_timestamp_ms
    };
}
const bV = {
  Compiled: "Compiled"
};
function hV(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "preview_transaction_hex" in e, t;
}
function TV(e) {
  return ia(e);
}
function ia(e, t) {
  return e == null ? e : {
    type: e.type,
    preview_transaction_hex: e.preview_transaction_hex
  };
}
function jS(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      preview_transaction_hex: e.preview_transaction_hex
    };
}
const FV = {
  Compiled: "Compiled"
};
function NV(e) {
  let t = !0;
  return t = t && "preview_transaction_hex" in e, t;
}
function JV(e) {
  return eO(e);
}
function eO(e, t) {
  return e == null ? e : {
    preview_transaction_hex: e.preview_transaction_hex,
    type: n(e, "type") ? e.type : void 0
  };
}
function RV(e) {
  if (e !== void 0)
    return e === null ? null : {
      preview_transaction_hex: e.preview_transaction_hex,
      type: e.type
    };
}
const kV = {
  Complete: "Complete"
};
function AV(e) {
  return !0;
}
function wV(e) {
  return tO(e);
}
function tO(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function PV(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const EV = {
  Method: "Method"
};
function IV(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "component_address" in e, t = t && "method_name" in e, t;
}
function DV(e) {
  return oa(e);
}
function oa(e, t) {
  return e == null ? e : {
    type: e.type,
    component_address: e.component_address,
    method_name: e.method_name
  };
}
function nO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      component_address: e.component_address,
      method_name: e.method_name
    };
}
const xV = {
  Method: "Method"
};
function CV(e) {
  let t = !0;
  return t = t && "component_address" in e, t = t && "method_name" in e, t;
}
function MV(e) {
  return rO(e);
}
function rO(e, t) {
  return e == null ? e : {
    component_address: e.component_address,
    method_name: e.method_name,
    type: n(e, "type") ? e.type : void 0
  };
}
function BV(e) {
  if (e !== void 0)
    return e === null ? null : {
      component_address: e.component_address,
      method_name: e.method_name,
      type: e.type
    };
}
const vV = {
  ProofRule: "ProofRule",
  AnyOf: "AnyOf",
  AllOf: "AllOf"
};
function iO(e) {
  return oO(e);
}
function oO(e, t) {
  return e;
}
function VV(e) {
  return e;
}
function qV(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function LV(e) {
  return uO(e);
}
function uO(e, t) {
  return e == null ? e : {
    type: iO(e.type)
  };
}
function zV(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function KV(e) {
  let t = !0;
  return t = t && "validator_key" in e, t = t && "validator_address" in e, t = t && "timestamp_ms" in e, t = t && "signature" in e, t;
}
function ua(e) {
  return aO(e);
}
function aO(e, t) {
  return e == null ? e : {
    validator_key: De(e.validator_key),
    validator_address: e.validator_address,
    timestamp_ms: e.timestamp_ms,
    signature: ze(e.signature)
  };
}
function aa(e) {
  if (e !== void 0)
    return e === null ? null : {
      validator_key: ce(e.validator_key),
      validator_address: e.validator_address,
      timestamp_ms: e.timestamp_ms,
      signature: me(e.signature)
    };
}
const UV = {
  Consensus: "Consensus"
};
function GV(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "opaque_hash" in e, t = t && "timestamped_signatures" in e, t;
}
function $V(e) {
  return sa(e);
}
function sa(e, t) {
  return e == null ? e : {
    type: e.type,
    opaque_hash: e.opaque_hash,
    timestamped_signatures: e.timestamped_signatures.map(ua)
  };
}
function sO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      opaque_hash: e.opaque_hash,
      timestamped_signatures: e.timestamped_signatures.map(aa)
    };
}
const HV = {
  Consensus: "Consensus"
};
function WV(e) {
  let t = !0;
  return t = t && "opaque_hash" in e, t = t && "timestamped_signatures" in e, t;
}
function XV(e) {
  return cO(e);
}
function cO(e, t) {
  return e == null ? e : {
    opaque_hash: e.opaque_hash,
    timestamped_signatures: e.timestamped_signatures.map(ua),
    type: n(e, "type") ? e.type : void 0
  };
}
function QV(e) {
  if (e !== void 0)
    return e === null ? null : {
      opaque_hash: e.opaque_hash,
      timestamped_signatures: e.timestamped_signatures.map(aa),
      type: e.type
    };
}
const YV = {
  ConsensusManagerFieldConfig: "ConsensusManagerFieldConfig"
};
function ZV(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function jV(e) {
  return lO(e);
}
function lO(e, t) {
  return e == null ? e : {
    value: dr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function eq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: _r(e.value),
      substate_type: e.substate_type
    };
}
const tq = {
  ConsensusManagerFieldCurrentProposalStatistic: "ConsensusManagerFieldCurrentProposalStatistic"
};
function nq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function rq(e) {
  return dO(e);
}
function dO(e, t) {
  return e == null ? e : {
    value: pr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function iq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: yr(e.value),
      substate_type: e.substate_type
    };
}
const oq = {
  ConsensusManagerFieldCurrentTimeRoundedToMinutes: "ConsensusManagerFieldCurrentTimeRoundedToMinutes"
};
function uq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function aq(e) {
  return _O(e);
}
function _O(e, t) {
  return e == null ? e : {
    value: Sr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function sq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Or(e.value),
      substate_type: e.substate_type
    };
}
const cq = {
  ConsensusManagerFieldCurrentTime: "ConsensusManagerFieldCurrentTime"
};
function lq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function dq(e) {
  return fO(e);
}
function fO(e, t) {
  return e == null ? e : {
    value: br(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function _q(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: hr(e.value),
      substate_type: e.substate_type
    };
}
const fq = {
  ConsensusManagerFieldCurrentValidatorSet: "ConsensusManagerFieldCurrentValidatorSet"
};
function pq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function yq(e) {
  return pO(e);
}
function pO(e, t) {
  return e == null ? e : {
    value: Fr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function mq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Nr(e.value),
      substate_type: e.substate_type
    };
}
const Sq = {
  ConsensusManagerFieldState: "ConsensusManagerFieldState"
};
function Oq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function gq(e) {
  return yO(e);
}
function yO(e, t) {
  return e == null ? e : {
    value: Rr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function bq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: kr(e.value),
      substate_type: e.substate_type
    };
}
const hq = {
  ConsensusManagerFieldValidatorRewards: "ConsensusManagerFieldValidatorRewards"
};
function Tq(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function Fq(e) {
  return mO(e);
}
function mO(e, t) {
  return e == null ? e : {
    value: wr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Nq(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Pr(e.value),
      substate_type: e.substate_type
    };
}
const Jq = {
  ConsensusManagerRegisteredValidatorsByStakeIndexEntry: "ConsensusManagerRegisteredValidatorsByStakeIndexEntry"
};
function Rq(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function kq(e) {
  return SO(e);
}
function SO(e, t) {
  return e == null ? e : {
    key: fn(e.key),
    value: Ir(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Aq(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: pn(e.key),
      value: Dr(e.value),
      substate_type: e.substate_type
    };
}
const wq = {
  CountOf: "CountOf"
};
function Pq(e) {
  let t = !0;
  return t = t && "count" in e, t = t && "list" in e, t;
}
function Eq(e) {
  return OO(e);
}
function OO(e, t) {
  return e == null ? e : {
    count: e.count,
    list: e.list.map(R),
    type: n(e, "type") ? e.type : void 0
  };
}
function Iq(e) {
  if (e !== void 0)
    return e === null ? null : {
      count: e.count,
      list: e.list.map(k),
      type: e.type
    };
}
const Dq = {
  DenyAll: "DenyAll"
};
function xq(e) {
  return !0;
}
function Cq(e) {
  return gO(e);
}
function gO(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function Mq(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const Bq = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function vq(e) {
  let t = !0;
  return t = t && "key_hex" in e, t;
}
function Vq(e) {
  return bO(e);
}
function bO(e, t) {
  return e == null ? e : {
    key_hex: e.key_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function qq(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_hex: e.key_hex,
      key_type: e.key_type
    };
}
const Lq = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function zq(e) {
  let t = !0;
  return t = t && "signature_hex" in e, t;
}
function Kq(e) {
  return hO(e);
}
function hO(e, t) {
  return e == null ? e : {
    signature_hex: e.signature_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function Uq(e) {
  if (e !== void 0)
    return e === null ? null : {
      signature_hex: e.signature_hex,
      key_type: e.key_type
    };
}
const Gq = {
  EcdsaSecp256k1: "EcdsaSecp256k1"
};
function $q(e) {
  let t = !0;
  return t = t && "recoverable_signature" in e, t;
}
function Hq(e) {
  return TO(e);
}
function TO(e, t) {
  return e == null ? e : {
    recoverable_signature: ze(e.recoverable_signature),
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function Wq(e) {
  if (e !== void 0)
    return e === null ? null : {
      recoverable_signature: me(e.recoverable_signature),
      key_type: e.key_type
    };
}
const Xq = {
  EddsaEd25519: "EddsaEd25519"
};
function Qq(e) {
  let t = !0;
  return t = t && "key_hex" in e, t;
}
function Yq(e) {
  return FO(e);
}
function FO(e, t) {
  return e == null ? e : {
    key_hex: e.key_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function Zq(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_hex: e.key_hex,
      key_type: e.key_type
    };
}
const jq = {
  EddsaEd25519: "EddsaEd25519"
};
function eL(e) {
  let t = !0;
  return t = t && "signature_hex" in e, t;
}
function tL(e) {
  return NO(e);
}
function NO(e, t) {
  return e == null ? e : {
    signature_hex: e.signature_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function nL(e) {
  if (e !== void 0)
    return e === null ? null : {
      signature_hex: e.signature_hex,
      key_type: e.key_type
    };
}
const rL = {
  EddsaEd25519: "EddsaEd25519"
};
function iL(e) {
  let t = !0;
  return t = t && "public_key" in e, t = t && "signature" in e, t;
}
function oL(e) {
  return JO(e);
}
function JO(e, t) {
  return e == null ? e : {
    public_key: Ju(e.public_key),
    signature: bu(e.signature),
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function uL(e) {
  if (e !== void 0)
    return e === null ? null : {
      public_key: Ue(e.public_key),
      signature: Ke(e.signature),
      key_type: e.key_type
    };
}
const aL = {
  Encrypted: "Encrypted"
};
function sL(e) {
  let t = !0;
  return t = t && "encrypted_hex" in e, t = t && "curve_decryptor_sets" in e, t;
}
function cL(e) {
  return RO(e);
}
function RO(e, t) {
  return e == null ? e : {
    encrypted_hex: e.encrypted_hex,
    curve_decryptor_sets: e.curve_decryptor_sets.map(Pu),
    type: n(e, "type") ? e.type : void 0
  };
}
function lL(e) {
  if (e !== void 0)
    return e === null ? null : {
      encrypted_hex: e.encrypted_hex,
      curve_decryptor_sets: e.curve_decryptor_sets.map(Eu),
      type: e.type
    };
}
function dL(e) {
  let t = !0;
  return t = t && "state_tree_hash" in e, t = t && "transaction_tree_hash" in e, t = t && "receipt_tree_hash" in e, t;
}
function ca(e) {
  return kO(e);
}
function kO(e, t) {
  return e == null ? e : {
    state_tree_hash: e.state_tree_hash,
    transaction_tree_hash: e.transaction_tree_hash,
    receipt_tree_hash: e.receipt_tree_hash
  };
}
function la(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_tree_hash: e.state_tree_hash,
      transaction_tree_hash: e.transaction_tree_hash,
      receipt_tree_hash: e.receipt_tree_hash
    };
}
function _L(e) {
  let t = !0;
  return t = t && "epoch" in e, t = t && "round" in e, t = t && "state_version" in e, t = t && "hashes" in e, t = t && "consensus_parent_round_timestamp_ms" in e, t = t && "proposer_timestamp_ms" in e, t;
}
function AO(e) {
  return wO(e);
}
function wO(e, t) {
  return e == null ? e : {
    epoch: e.epoch,
    round: e.round,
    state_version: e.state_version,
    hashes: ca(e.hashes),
    consensus_parent_round_timestamp_ms: e.consensus_parent_round_timestamp_ms,
    proposer_timestamp_ms: e.proposer_timestamp_ms,
    next_epoch: n(e, "next_epoch") ? Ku(e.next_epoch) : void 0,
    next_protocol_version: n(e, "next_protocol_version") ? e.next_protocol_version : void 0
  };
}
function PO(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch: e.epoch,
      round: e.round,
      state_version: e.state_version,
      hashes: la(e.hashes),
      consensus_parent_round_timestamp_ms: e.consensus_parent_round_timestamp_ms,
      proposer_timestamp_ms: e.proposer_timestamp_ms,
      next_epoch: Uu(e.next_epoch),
      next_protocol_version: e.next_protocol_version
    };
}
const fL = {
  Genesis: "Genesis"
};
function pL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "protocol_version_name" in e, t = t && "genesis_opaque_hash" in e, t = t && "batch_group_idx" in e, t = t && "batch_group_name" in e, t = t && "batch_idx" in e, t = t && "batch_name" in e, t = t && "is_end_of_update" in e, t;
}
function yL(e) {
  return da(e);
}
function da(e, t) {
  return e == null ? e : {
    type: e.type,
    protocol_version_name: e.protocol_version_name,
    genesis_opaque_hash: e.genesis_opaque_hash,
    batch_group_idx: e.batch_group_idx,
    batch_group_name: e.batch_group_name,
    batch_idx: e.batch_idx,
    batch_name: e.batch_name,
    is_end_of_update: e.is_end_of_update
  };
}
function EO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      protocol_version_name: e.protocol_version_name,
      genesis_opaque_hash: e.genesis_opaque_hash,
      batch_group_idx: e.batch_group_idx,
      batch_group_name: e.batch_group_name,
      batch_idx: e.batch_idx,
      batch_name: e.batch_name,
      is_end_of_update: e.is_end_of_update
    };
}
const mL = {
  ProtocolUpdate: "ProtocolUpdate"
};
function SL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "protocol_version_name" in e, t = t && "config_hash" in e, t = t && "batch_group_idx" in e, t = t && "batch_group_name" in e, t = t && "batch_idx" in e, t = t && "batch_name" in e, t = t && "is_end_of_update" in e, t;
}
function OL(e) {
  return _a(e);
}
function _a(e, t) {
  return e == null ? e : {
    type: e.type,
    protocol_version_name: e.protocol_version_name,
    config_hash: e.config_hash,
    batch_group_idx: e.batch_group_idx,
    batch_group_name: e.batch_group_name,
    batch_idx: e.batch_idx,
    batch_name: e.batch_name,
    is_end_of_update: e.is_end_of_update
  };
}
function IO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      protocol_version_name: e.protocol_version_name,
      config_hash: e.config_hash,
      batch_group_idx: e.batch_group_idx,
      batch_group_name: e.batch_group_name,
      batch_idx: e.batch_idx,
      batch_name: e.batch_name,
      is_end_of_update: e.is_end_of_update
    };
}
function DO(e) {
  return xO(e);
}
function xO(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Consensus":
      return { ...sa(e), type: "Consensus" };
    case "Genesis":
      return { ...da(e), type: "Genesis" };
    case "ProtocolUpdate":
      return { ..._a(e), type: "ProtocolUpdate" };
    default:
      throw new Error(`No variant of LedgerProofOrigin exists with 'type=${e.type}'`);
  }
}
function CO(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Consensus":
        return sO(e);
      case "Genesis":
        return EO(e);
      case "ProtocolUpdate":
        return IO(e);
      default:
        throw new Error(`No variant of LedgerProofOrigin exists with 'type=${e.type}'`);
    }
  }
}
function gL(e) {
  let t = !0;
  return t = t && "ledger_header" in e, t = t && "origin" in e, t;
}
function rt(e) {
  return MO(e);
}
function MO(e, t) {
  return e == null ? e : {
    ledger_header: AO(e.ledger_header),
    origin: DO(e.origin)
  };
}
function it(e) {
  if (e !== void 0)
    return e === null ? null : {
      ledger_header: PO(e.ledger_header),
      origin: CO(e.origin)
    };
}
function bL(e) {
  let t = !0;
  return t = t && "end_of_epoch" in e, t = t && "ledger_proof" in e, t;
}
function hL(e) {
  return BO(e);
}
function BO(e, t) {
  return e == null ? e : {
    end_of_epoch: e.end_of_epoch,
    ledger_proof: rt(e.ledger_proof)
  };
}
function TL(e) {
  if (e !== void 0)
    return e === null ? null : {
      end_of_epoch: e.end_of_epoch,
      ledger_proof: it(e.ledger_proof)
    };
}
function FL(e) {
  let t = !0;
  return t = t && "epoch" in e, t = t && "round" in e, t;
}
function ee(e) {
  return vO(e);
}
function vO(e, t) {
  return e == null ? e : {
    epoch: e.epoch,
    round: e.round
  };
}
function te(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch: e.epoch,
      round: e.round
    };
}
const NL = {
  IntentAlreadyCommitted: "IntentAlreadyCommitted"
};
function JL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "committed_as" in e, t;
}
function RL(e) {
  return fa(e);
}
function fa(e, t) {
  return e == null ? e : {
    type: e.type,
    committed_as: Me(e.committed_as)
  };
}
function VO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      committed_as: Be(e.committed_as)
    };
}
const kL = {
  PriorityThresholdNotMet: "PriorityThresholdNotMet"
};
function AL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "tip_percentage" in e, t;
}
function wL(e) {
  return pa(e);
}
function pa(e, t) {
  return e == null ? e : {
    type: e.type,
    tip_percentage: e.tip_percentage,
    min_tip_percentage_required: n(e, "min_tip_percentage_required") ? e.min_tip_percentage_required : void 0,
    tip_proportion: n(e, "tip_proportion") ? e.tip_proportion : void 0,
    min_tip_proportion_required: n(e, "min_tip_proportion_required") ? e.min_tip_proportion_required : void 0
  };
}
function qO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      tip_percentage: e.tip_percentage,
      min_tip_percentage_required: e.min_tip_percentage_required,
      tip_proportion: e.tip_proportion,
      min_tip_proportion_required: e.min_tip_proportion_required
    };
}
const PL = {
  Rejected: "Rejected"
};
function EL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "error_message" in e, t = t && "is_fresh" in e, t = t && "is_payload_rejection_permanent" in e, t = t && "is_intent_rejection_permanent" in e, t;
}
function IL(e) {
  return ya(e);
}
function ya(e, t) {
  return e == null ? e : {
    type: e.type,
    error_message: e.error_message,
    is_fresh: e.is_fresh,
    is_payload_rejection_permanent: e.is_payload_rejection_permanent,
    is_intent_rejection_permanent: e.is_intent_rejection_permanent,
    retry_from_timestamp: n(e, "retry_from_timestamp") ? T(e.retry_from_timestamp) : void 0,
    retry_from_epoch: n(e, "retry_from_epoch") ? e.retry_from_epoch : void 0,
    invalid_from_epoch: n(e, "invalid_from_epoch") ? e.invalid_from_epoch : void 0
  };
}
function LO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      error_message: e.error_message,
      is_fresh: e.is_fresh,
      is_payload_rejection_permanent: e.is_payload_rejection_permanent,
      is_intent_rejection_permanent: e.is_intent_rejection_permanent,
      retry_from_timestamp: F(e.retry_from_timestamp),
      retry_from_epoch: e.retry_from_epoch,
      invalid_from_epoch: e.invalid_from_epoch
    };
}
function ma(e) {
  return zO(e);
}
function zO(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "IntentAlreadyCommitted":
      return { ...fa(e), type: "IntentAlreadyCommitted" };
    case "PriorityThresholdNotMet":
      return { ...pa(e), type: "PriorityThresholdNotMet" };
    case "Rejected":
      return { ...ya(e), type: "Rejected" };
    default:
      throw new Error(`No variant of LtsTransactionSubmitErrorDetails exists with 'type=${e.type}'`);
  }
}
function Sa(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "IntentAlreadyCommitted":
        return VO(e);
      case "PriorityThresholdNotMet":
        return qO(e);
      case "Rejected":
        return LO(e);
      default:
        throw new Error(`No variant of LtsTransactionSubmitErrorDetails exists with 'type=${e.type}'`);
    }
  }
}
const DL = {
  LtsTransactionSubmit: "LtsTransactionSubmit"
};
function xL(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function CL(e) {
  return Oa(e);
}
function Oa(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0,
    details: n(e, "details") ? ma(e.details) : void 0
  };
}
function KO(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id,
      details: Sa(e.details)
    };
}
const ML = {
  RequestedEpochOutOfBounds: "RequestedEpochOutOfBounds"
};
function BL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "max_ledger_epoch" in e, t;
}
function vL(e) {
  return ga(e);
}
function ga(e, t) {
  return e == null ? e : {
    type: e.type,
    max_ledger_epoch: e.max_ledger_epoch
  };
}
function UO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      max_ledger_epoch: e.max_ledger_epoch
    };
}
const VL = {
  RequestedStateVersionOutOfBounds: "RequestedStateVersionOutOfBounds"
};
function qL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "max_ledger_state_version" in e, t;
}
function LL(e) {
  return ba(e);
}
function ba(e, t) {
  return e == null ? e : {
    type: e.type,
    max_ledger_state_version: e.max_ledger_state_version
  };
}
function GO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      max_ledger_state_version: e.max_ledger_state_version
    };
}
function ha(e) {
  return $O(e);
}
function $O(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "RequestedEpochOutOfBounds":
      return { ...ga(e), type: "RequestedEpochOutOfBounds" };
    case "RequestedStateVersionOutOfBounds":
      return { ...ba(e), type: "RequestedStateVersionOutOfBounds" };
    default:
      throw new Error(`No variant of StreamProofsErrorDetails exists with 'type=${e.type}'`);
  }
}
function Ta(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "RequestedEpochOutOfBounds":
        return UO(e);
      case "RequestedStateVersionOutOfBounds":
        return GO(e);
      default:
        throw new Error(`No variant of StreamProofsErrorDetails exists with 'type=${e.type}'`);
    }
  }
}
const zL = {
  StreamProofs: "StreamProofs"
};
function KL(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function UL(e) {
  return Fa(e);
}
function Fa(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0,
    details: n(e, "details") ? ha(e.details) : void 0
  };
}
function HO(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id,
      details: Ta(e.details)
    };
}
const GL = {
  RequestedStateVersionOutOfBounds: "RequestedStateVersionOutOfBounds"
};
function $L(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "max_ledger_state_version" in e, t;
}
function HL(e) {
  return Na(e);
}
function Na(e, t) {
  return e == null ? e : {
    type: e.type,
    max_ledger_state_version: e.max_ledger_state_version
  };
}
function WO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      max_ledger_state_version: e.max_ledger_state_version
    };
}
function Ja(e) {
  return XO(e);
}
function XO(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "RequestedStateVersionOutOfBounds":
      return { ...Na(e), type: "RequestedStateVersionOutOfBounds" };
    default:
      throw new Error(`No variant of StreamTransactionsErrorDetails exists with 'type=${e.type}'`);
  }
}
function Ra(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "RequestedStateVersionOutOfBounds":
        return WO(e);
      default:
        throw new Error(`No variant of StreamTransactionsErrorDetails exists with 'type=${e.type}'`);
    }
  }
}
const WL = {
  StreamTransactions: "StreamTransactions"
};
function XL(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function QL(e) {
  return ka(e);
}
function ka(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0,
    details: n(e, "details") ? Ja(e.details) : void 0
  };
}
function QO(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id,
      details: Ra(e.details)
    };
}
const YL = {
  Invalid: "Invalid"
};
function ZL(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "validation_error" in e, t;
}
function jL(e) {
  return Aa(e);
}
function Aa(e, t) {
  return e == null ? e : {
    type: e.type,
    validation_error: e.validation_error
  };
}
function YO(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      validation_error: e.validation_error
    };
}
function wa(e) {
  return ZO(e);
}
function ZO(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Invalid":
      return { ...Aa(e), type: "Invalid" };
    default:
      throw new Error(`No variant of TransactionPreviewV2ErrorDetails exists with 'type=${e.type}'`);
  }
}
function Pa(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Invalid":
        return YO(e);
      default:
        throw new Error(`No variant of TransactionPreviewV2ErrorDetails exists with 'type=${e.type}'`);
    }
  }
}
const e2 = {
  TransactionPreviewV2: "TransactionPreviewV2"
};
function t2(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function n2(e) {
  return Ea(e);
}
function Ea(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0,
    details: n(e, "details") ? wa(e.details) : void 0
  };
}
function jO(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id,
      details: Pa(e.details)
    };
}
const r2 = {
  IntentAlreadyCommitted: "IntentAlreadyCommitted"
};
function i2(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "committed_as" in e, t;
}
function o2(e) {
  return Ia(e);
}
function Ia(e, t) {
  return e == null ? e : {
    type: e.type,
    committed_as: Me(e.committed_as)
  };
}
function eg(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      committed_as: Be(e.committed_as)
    };
}
const u2 = {
  PriorityThresholdNotMet: "PriorityThresholdNotMet"
};
function a2(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "tip_percentage" in e, t;
}
function s2(e) {
  return Da(e);
}
function Da(e, t) {
  return e == null ? e : {
    type: e.type,
    tip_percentage: e.tip_percentage,
    min_tip_percentage_required: n(e, "min_tip_percentage_required") ? e.min_tip_percentage_required : void 0,
    tip_proportion: n(e, "tip_proportion") ? e.tip_proportion : void 0,
    min_tip_proportion_required: n(e, "min_tip_proportion_required") ? e.min_tip_proportion_required : void 0
  };
}
function tg(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      tip_percentage: e.tip_percentage,
      min_tip_percentage_required: e.min_tip_percentage_required,
      tip_proportion: e.tip_proportion,
      min_tip_proportion_required: e.min_tip_proportion_required
    };
}
const c2 = {
  Rejected: "Rejected"
};
function l2(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "error_message" in e, t = t && "is_fresh" in e, t = t && "is_payload_rejection_permanent" in e, t = t && "is_intent_rejection_permanent" in e, t;
}
function d2(e) {
  return xa(e);
}
function xa(e, t) {
  return e == null ? e : {
    type: e.type,
    error_message: e.error_message,
    is_fresh: e.is_fresh,
    is_payload_rejection_permanent: e.is_payload_rejection_permanent,
    is_intent_rejection_permanent: e.is_intent_rejection_permanent,
    retry_from_timestamp: n(e, "retry_from_timestamp") ? T(e.retry_from_timestamp) : void 0,
    retry_from_epoch: n(e, "retry_from_epoch") ? e.retry_from_epoch : void 0,
    invalid_from_epoch: n(e, "invalid_from_epoch") ? e.invalid_from_epoch : void 0
  };
}
function ng(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      error_message: e.error_message,
      is_fresh: e.is_fresh,
      is_payload_rejection_permanent: e.is_payload_rejection_permanent,
      is_intent_rejection_permanent: e.is_intent_rejection_permanent,
      retry_from_timestamp: F(e.retry_from_timestamp),
      retry_from_epoch: e.retry_from_epoch,
      invalid_from_epoch: e.invalid_from_epoch
    };
}
function Ca(e) {
  return rg(e);
}
function rg(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "IntentAlreadyCommitted":
      return { ...Ia(e), type: "IntentAlreadyCommitted" };
    case "PriorityThresholdNotMet":
      return { ...Da(e), type: "PriorityThresholdNotMet" };
    case "Rejected":
      return { ...xa(e), type: "Rejected" };
    default:
      throw new Error(`No variant of TransactionSubmitErrorDetails exists with 'type=${e.type}'`);
  }
}
function Ma(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "IntentAlreadyCommitted":
        return eg(e);
      case "PriorityThresholdNotMet":
        return tg(e);
      case "Rejected":
        return ng(e);
      default:
        throw new Error(`No variant of TransactionSubmitErrorDetails exists with 'type=${e.type}'`);
    }
  }
}
const _2 = {
  TransactionSubmit: "TransactionSubmit"
};
function f2(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function p2(e) {
  return Ba(e);
}
function Ba(e, t) {
  return e == null ? e : {
    error_type: e.error_type,
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0,
    details: n(e, "details") ? Ca(e.details) : void 0
  };
}
function ig(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id,
      details: Ma(e.details)
    };
}
function y2(e) {
  return og(e);
}
function og(e, t) {
  if (e == null)
    return e;
  switch (e.error_type) {
    case "Basic":
      return { ...gn(e), error_type: "Basic" };
    case "LtsTransactionSubmit":
      return { ...Oa(e), error_type: "LtsTransactionSubmit" };
    case "StreamProofs":
      return { ...Fa(e), error_type: "StreamProofs" };
    case "StreamTransactions":
      return { ...ka(e), error_type: "StreamTransactions" };
    case "TransactionPreviewV2":
      return { ...Ea(e), error_type: "TransactionPreviewV2" };
    case "TransactionSubmit":
      return { ...Ba(e), error_type: "TransactionSubmit" };
    default:
      throw new Error(`No variant of ErrorResponse exists with 'error_type=${e.error_type}'`);
  }
}
function m2(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.error_type) {
      case "Basic":
        return ml(e);
      case "LtsTransactionSubmit":
        return KO(e);
      case "StreamProofs":
        return HO(e);
      case "StreamTransactions":
        return QO(e);
      case "TransactionPreviewV2":
        return jO(e);
      case "TransactionSubmit":
        return ig(e);
      default:
        throw new Error(`No variant of ErrorResponse exists with 'error_type=${e.error_type}'`);
    }
  }
}
const S2 = {
  Basic: "Basic",
  TransactionSubmit: "TransactionSubmit",
  LtsTransactionSubmit: "LtsTransactionSubmit",
  TransactionPreviewV2: "TransactionPreviewV2",
  StreamTransactions: "StreamTransactions",
  StreamProofs: "StreamProofs"
};
function ug(e) {
  return ag(e);
}
function ag(e, t) {
  return e;
}
function O2(e) {
  return e;
}
function g2(e) {
  let t = !0;
  return t = t && "error_type" in e, t = t && "code" in e, t = t && "message" in e, t;
}
function b2(e) {
  return sg(e);
}
function sg(e, t) {
  return e == null ? e : {
    error_type: ug(e.error_type),
    code: e.code,
    message: e.message,
    trace_id: n(e, "trace_id") ? e.trace_id : void 0
  };
}
function h2(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_type: e.error_type,
      code: e.code,
      message: e.message,
      trace_id: e.trace_id
    };
}
const T2 = {
  Function: "Function",
  Method: "Method"
};
function cg(e) {
  return lg(e);
}
function lg(e, t) {
  return e;
}
function F2(e) {
  return e;
}
function N2(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function J2(e) {
  return dg(e);
}
function dg(e, t) {
  return e == null ? e : {
    type: cg(e.type)
  };
}
function R2(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function k2(e) {
  let t = !0;
  return t = t && "logical_name" in e, t = t && "state_version" in e, t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t;
}
function _g(e) {
  return fg(e);
}
function fg(e, t) {
  return e == null ? e : {
    logical_name: e.logical_name,
    state_version: e.state_version,
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m
  };
}
function pg(e) {
  if (e !== void 0)
    return e === null ? null : {
      logical_name: e.logical_name,
      state_version: e.state_version,
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m
    };
}
function A2(e) {
  let t = !0;
  return t = t && "sequence_number" in e, t = t && "logical_name" in e, t = t && "committed_transactions" in e, t = t && "addresses" in e, t;
}
function yg(e) {
  return mg(e);
}
function mg(e, t) {
  return e == null ? e : {
    sequence_number: e.sequence_number,
    logical_name: e.logical_name,
    committed_transactions: e.committed_transactions.map(_g),
    addresses: e.addresses
  };
}
function Sg(e) {
  if (e !== void 0)
    return e === null ? null : {
      sequence_number: e.sequence_number,
      logical_name: e.logical_name,
      committed_transactions: e.committed_transactions.map(pg),
      addresses: e.addresses
    };
}
const w2 = {
  Always: "Always"
};
function P2(e) {
  return !0;
}
function E2(e) {
  return Og(e);
}
function Og(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function I2(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const D2 = {
  Always: "Always",
  IfOwnFeature: "IfOwnFeature",
  IfOuterObjectFeature: "IfOuterObjectFeature"
};
function gg(e) {
  return bg(e);
}
function bg(e, t) {
  return e;
}
function x2(e) {
  return e;
}
function C2(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function M2(e) {
  return hg(e);
}
function hg(e, t) {
  return e == null ? e : {
    type: gg(e.type)
  };
}
function B2(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const v2 = {
  IfOuterObjectFeature: "IfOuterObjectFeature"
};
function V2(e) {
  let t = !0;
  return t = t && "feature_name" in e, t;
}
function q2(e) {
  return Tg(e);
}
function Tg(e, t) {
  return e == null ? e : {
    feature_name: e.feature_name,
    type: n(e, "type") ? e.type : void 0
  };
}
function L2(e) {
  if (e !== void 0)
    return e === null ? null : {
      feature_name: e.feature_name,
      type: e.type
    };
}
const z2 = {
  IfOwnFeature: "IfOwnFeature"
};
function K2(e) {
  let t = !0;
  return t = t && "feature_name" in e, t;
}
function U2(e) {
  return Fg(e);
}
function Fg(e, t) {
  return e == null ? e : {
    feature_name: e.feature_name,
    type: n(e, "type") ? e.type : void 0
  };
}
function G2(e) {
  if (e !== void 0)
    return e === null ? null : {
      feature_name: e.feature_name,
      type: e.type
    };
}
const $2 = {
  Field: "Field"
};
function H2(e) {
  let t = !0;
  return t = t && "id" in e, t;
}
function W2(e) {
  return Ng(e);
}
function Ng(e, t) {
  return e == null ? e : {
    id: e.id,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function X2(e) {
  if (e !== void 0)
    return e === null ? null : {
      id: e.id,
      key_type: e.key_type
    };
}
const Q2 = {
  Flash: "Flash"
};
function Y2(e) {
  let t = !0;
  return t = t && "name" in e, t = t && "flashed_state_updates" in e, t;
}
function Z2(e) {
  return Jg(e);
}
function Jg(e, t) {
  return e == null ? e : {
    name: e.name,
    flashed_state_updates: lu(e.flashed_state_updates),
    type: n(e, "type") ? e.type : void 0
  };
}
function j2(e) {
  if (e !== void 0)
    return e === null ? null : {
      name: e.name,
      flashed_state_updates: du(e.flashed_state_updates),
      type: e.type
    };
}
const ez = {
  Function: "Function"
};
function tz(e) {
  let t = !0;
  return t = t && "package_address" in e, t = t && "blueprint_name" in e, t;
}
function nz(e) {
  return Rg(e);
}
function Rg(e, t) {
  return e == null ? e : {
    package_address: e.package_address,
    blueprint_name: e.blueprint_name,
    type: n(e, "type") ? e.type : void 0
  };
}
function rz(e) {
  if (e !== void 0)
    return e === null ? null : {
      package_address: e.package_address,
      blueprint_name: e.blueprint_name,
      type: e.type
    };
}
const iz = {
  Fungible: "Fungible"
};
function oz(e) {
  let t = !0;
  return t = t && "resource_type" in e, t = t && "resource_address" in e, t = t && "amount" in e, t;
}
function uz(e) {
  return va(e);
}
function va(e, t) {
  return e == null ? e : {
    resource_type: e.resource_type,
    resource_address: e.resource_address,
    amount: e.amount
  };
}
function kg(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type,
      resource_address: e.resource_address,
      amount: e.amount
    };
}
const az = {
  Fungible: "Fungible"
};
function sz(e) {
  let t = !0;
  return t = t && "amount" in e, t;
}
function cz(e) {
  return Ag(e);
}
function Ag(e, t) {
  return e == null ? e : {
    amount: e.amount,
    resource_type: n(e, "resource_type") ? e.resource_type : void 0
  };
}
function lz(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount,
      resource_type: e.resource_type
    };
}
const dz = {
  FungibleResourceManagerFieldDivisibility: "FungibleResourceManagerFieldDivisibility"
};
function _z(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function fz(e) {
  return wg(e);
}
function wg(e, t) {
  return e == null ? e : {
    value: Cr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function pz(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Mr(e.value),
      substate_type: e.substate_type
    };
}
const yz = {
  FungibleResourceManagerFieldTotalSupply: "FungibleResourceManagerFieldTotalSupply"
};
function mz(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function Sz(e) {
  return Pg(e);
}
function Pg(e, t) {
  return e == null ? e : {
    value: vr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Oz(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Vr(e.value),
      substate_type: e.substate_type
    };
}
const gz = {
  FungibleVaultFieldBalance: "FungibleVaultFieldBalance"
};
function bz(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function hz(e) {
  return Eg(e);
}
function Eg(e, t) {
  return e == null ? e : {
    value: Lr(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Tz(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: zr(e.value),
      substate_type: e.substate_type
    };
}
const Fz = {
  FungibleVaultFieldFrozenStatus: "FungibleVaultFieldFrozenStatus"
};
function Nz(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function Jz(e) {
  return Ig(e);
}
function Ig(e, t) {
  return e == null ? e : {
    value: $r(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Rz(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Hr(e.value),
      substate_type: e.substate_type
    };
}
const kz = {
  Generic: "Generic"
};
function Az(e) {
  let t = !0;
  return t = t && "generic_index" in e, t;
}
function wz(e) {
  return Dg(e);
}
function Dg(e, t) {
  return e == null ? e : {
    generic_index: e.generic_index,
    type: n(e, "type") ? e.type : void 0
  };
}
function Pz(e) {
  if (e !== void 0)
    return e === null ? null : {
      generic_index: e.generic_index,
      type: e.type
    };
}
const Ez = {
  GenericKeyValueStoreEntry: "GenericKeyValueStoreEntry"
};
function Iz(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function Dz(e) {
  return xg(e);
}
function xg(e, t) {
  return e == null ? e : {
    key: Xr(e.key),
    value: n(e, "value") ? Yr(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function xz(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: Qr(e.key),
      value: Zr(e.value),
      substate_type: e.substate_type
    };
}
const Cz = {
  GenericScryptoComponentFieldState: "GenericScryptoComponentFieldState"
};
function Mz(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function Bz(e) {
  return Cg(e);
}
function Cg(e, t) {
  return e == null ? e : {
    value: ei(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function vz(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: ti(e.value),
      substate_type: e.substate_type
    };
}
const Vz = {
  Local: "Local",
  Remote: "Remote"
};
function Mg(e) {
  return Bg(e);
}
function Bg(e, t) {
  return e;
}
function qz(e) {
  return e;
}
function Lz(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function zz(e) {
  return vg(e);
}
function vg(e, t) {
  return e == null ? e : {
    type: Mg(e.type)
  };
}
function Kz(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const Uz = {
  Genesis: "Genesis"
};
function Gz(e) {
  let t = !0;
  return t = t && "protocol_version_name" in e, t = t && "genesis_opaque_hash" in e, t = t && "batch_group_idx" in e, t = t && "batch_group_name" in e, t = t && "batch_idx" in e, t = t && "batch_name" in e, t = t && "is_end_of_update" in e, t;
}
function $z(e) {
  return Vg(e);
}
function Vg(e, t) {
  return e == null ? e : {
    protocol_version_name: e.protocol_version_name,
    genesis_opaque_hash: e.genesis_opaque_hash,
    batch_group_idx: e.batch_group_idx,
    batch_group_name: e.batch_group_name,
    batch_idx: e.batch_idx,
    batch_name: e.batch_name,
    is_end_of_update: e.is_end_of_update,
    type: n(e, "type") ? e.type : void 0
  };
}
function Hz(e) {
  if (e !== void 0)
    return e === null ? null : {
      protocol_version_name: e.protocol_version_name,
      genesis_opaque_hash: e.genesis_opaque_hash,
      batch_group_idx: e.batch_group_idx,
      batch_group_name: e.batch_group_name,
      batch_idx: e.batch_idx,
      batch_name: e.batch_name,
      is_end_of_update: e.is_end_of_update,
      type: e.type
    };
}
const Wz = {
  Genesis: "Genesis"
};
function Xz(e) {
  let t = !0;
  return t = t && "is_flash" in e, t;
}
function Qz(e) {
  return qg(e);
}
function qg(e, t) {
  return e == null ? e : {
    is_flash: e.is_flash,
    system_transaction: n(e, "system_transaction") ? fu(e.system_transaction) : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function Yz(e) {
  if (e !== void 0)
    return e === null ? null : {
      is_flash: e.is_flash,
      system_transaction: pu(e.system_transaction),
      type: e.type
    };
}
const Zz = {
  InProgress: "InProgress"
};
function jz(e) {
  let t = !0;
  return t = t && "latest_commit" in e, t;
}
function eK(e) {
  return Lg(e);
}
function Lg(e, t) {
  return e == null ? e : {
    latest_commit: so(e.latest_commit),
    type: n(e, "type") ? e.type : void 0
  };
}
function tK(e) {
  if (e !== void 0)
    return e === null ? null : {
      latest_commit: co(e.latest_commit),
      type: e.type
    };
}
const nK = {
  Index: "Index"
};
function rK(e) {
  let t = !0;
  return t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function iK(e) {
  return zg(e);
}
function zg(e, t) {
  return e == null ? e : {
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership,
    type: n(e, "type") ? e.type : void 0
  };
}
function oK(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership,
      type: e.type
    };
}
const uK = {
  InstanceSchema: "InstanceSchema"
};
function aK(e) {
  let t = !0;
  return t = t && "instance_provided_type_index" in e, t;
}
function sK(e) {
  return Kg(e);
}
function Kg(e, t) {
  return e == null ? e : {
    instance_provided_type_index: e.instance_provided_type_index,
    type: n(e, "type") ? e.type : void 0
  };
}
function cK(e) {
  if (e !== void 0)
    return e === null ? null : {
      instance_provided_type_index: e.instance_provided_type_index,
      type: e.type
    };
}
function lK(e) {
  let t = !0;
  return t = t && "resource_address" in e, t = t && "component_entity" in e, t = t && "vault_entity" in e, t = t && "amount" in e, t;
}
function Ug(e) {
  return Gg(e);
}
function Gg(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address,
    component_entity: _(e.component_entity),
    vault_entity: _(e.vault_entity),
    amount: e.amount
  };
}
function $g(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address,
      component_entity: f(e.component_entity),
      vault_entity: f(e.vault_entity),
      amount: e.amount
    };
}
function dK(e) {
  let t = !0;
  return t = t && "index" in e, t = t && "resource_changes" in e, t;
}
function Hg(e) {
  return Wg(e);
}
function Wg(e, t) {
  return e == null ? e : {
    index: e.index,
    resource_changes: e.resource_changes.map(Ug)
  };
}
function Xg(e) {
  if (e !== void 0)
    return e === null ? null : {
      index: e.index,
      resource_changes: e.resource_changes.map($g)
    };
}
const _K = {
  Invalid: "Invalid"
};
function fK(e) {
  let t = !0;
  return t = t && "validation_error" in e, t;
}
function pK(e) {
  return Qg(e);
}
function Qg(e, t) {
  return e == null ? e : {
    validation_error: e.validation_error,
    type: n(e, "type") ? e.type : void 0
  };
}
function yK(e) {
  if (e !== void 0)
    return e === null ? null : {
      validation_error: e.validation_error,
      type: e.type
    };
}
function mK(e) {
  let t = !0;
  return t = t && "key_schema" in e, t = t && "value_schema" in e, t;
}
function SK(e) {
  return Yg(e);
}
function Yg(e, t) {
  return e == null ? e : {
    key_schema: N(e.key_schema),
    value_schema: N(e.value_schema)
  };
}
function OK(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_schema: J(e.key_schema),
      value_schema: J(e.value_schema)
    };
}
const gK = {
  KeyValue: "KeyValue"
};
function bK(e) {
  let t = !0;
  return t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function hK(e) {
  return Zg(e);
}
function Zg(e, t) {
  return e == null ? e : {
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership,
    type: n(e, "type") ? e.type : void 0
  };
}
function TK(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership,
      type: e.type
    };
}
const FK = {
  KeyValueStoreEntry: "KeyValueStoreEntry"
};
function NK(e) {
  let t = !0;
  return t = t && "key_full_type_id" in e, t = t && "value_full_type_id" in e, t;
}
function JK(e) {
  return jg(e);
}
function jg(e, t) {
  return e == null ? e : {
    key_full_type_id: b(e.key_full_type_id),
    value_full_type_id: b(e.value_full_type_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function RK(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_full_type_id: h(e.key_full_type_id),
      value_full_type_id: h(e.value_full_type_id),
      type: e.type
    };
}
const kK = {
  KeyValueStore: "KeyValueStore"
};
function AK(e) {
  let t = !0;
  return t = t && "key_value_store_info" in e, t;
}
function wK(e) {
  return eb(e);
}
function eb(e, t) {
  return e == null ? e : {
    key_value_store_info: Ho(e.key_value_store_info),
    type: n(e, "type") ? e.type : void 0
  };
}
function PK(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_value_store_info: Wo(e.key_value_store_info),
      type: e.type
    };
}
function EK(e) {
  let t = !0;
  return t = t && "epoch_round" in e, t = t && "ledger_hashes" in e, t = t && "proposer_timestamp" in e, t;
}
function he(e) {
  return tb(e);
}
function tb(e, t) {
  return e == null ? e : {
    epoch_round: ee(e.epoch_round),
    ledger_hashes: ca(e.ledger_hashes),
    proposer_timestamp: T(e.proposer_timestamp)
  };
}
function Te(e) {
  if (e !== void 0)
    return e === null ? null : {
      epoch_round: te(e.epoch_round),
      ledger_hashes: la(e.ledger_hashes),
      proposer_timestamp: F(e.proposer_timestamp)
    };
}
const IK = {
  Genesis: "Genesis",
  Consensus: "Consensus",
  ProtocolUpdate: "ProtocolUpdate"
};
function nb(e) {
  return rb(e);
}
function rb(e, t) {
  return e;
}
function DK(e) {
  return e;
}
function xK(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function CK(e) {
  return ib(e);
}
function ib(e, t) {
  return e == null ? e : {
    type: nb(e.type)
  };
}
function MK(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const BK = {
  ByStateVersion: "ByStateVersion"
};
function vK(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "state_version" in e, t;
}
function VK(e) {
  return Va(e);
}
function Va(e, t) {
  return e == null ? e : {
    type: e.type,
    state_version: e.state_version
  };
}
function ob(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      state_version: e.state_version
    };
}
function ot(e) {
  return ub(e);
}
function ub(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "ByStateVersion":
      return { ...Va(e), type: "ByStateVersion" };
    default:
      throw new Error(`No variant of LedgerStateSelector exists with 'type=${e.type}'`);
  }
}
function ut(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "ByStateVersion":
        return ob(e);
      default:
        throw new Error(`No variant of LedgerStateSelector exists with 'type=${e.type}'`);
    }
  }
}
const qK = {
  ByStateVersion: "ByStateVersion"
};
function ab(e) {
  return sb(e);
}
function sb(e, t) {
  return e;
}
function LK(e) {
  return e;
}
function zK(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function KK(e) {
  return cb(e);
}
function cb(e, t) {
  return e == null ? e : {
    type: ab(e.type)
  };
}
function UK(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function GK(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "header_summary" in e, t;
}
function O(e) {
  return lb(e);
}
function lb(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    header_summary: he(e.header_summary)
  };
}
function g(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      header_summary: Te(e.header_summary)
    };
}
const $K = {
  Genesis: "Genesis",
  User: "User",
  UserV2: "UserV2",
  RoundUpdate: "RoundUpdate",
  Flash: "Flash"
};
function db(e) {
  return _b(e);
}
function _b(e, t) {
  return e;
}
function HK(e) {
  return e;
}
function WK(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function XK(e) {
  return fb(e);
}
function fb(e, t) {
  return e == null ? e : {
    type: db(e.type),
    payload_hex: n(e, "payload_hex") ? e.payload_hex : void 0
  };
}
function QK(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      payload_hex: e.payload_hex
    };
}
const YK = {
  Local: "Local"
};
function ZK(e) {
  let t = !0;
  return t = t && "scoped_type_id" in e, t;
}
function jK(e) {
  return pb(e);
}
function pb(e, t) {
  return e == null ? e : {
    scoped_type_id: Q(e.scoped_type_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function eU(e) {
  if (e !== void 0)
    return e === null ? null : {
      scoped_type_id: Y(e.scoped_type_id),
      type: e.type
    };
}
const tU = {
  Success: "Success",
  Failure: "Failure"
};
function yb(e) {
  return mb(e);
}
function mb(e, t) {
  return e;
}
function nU(e) {
  return e;
}
function rU(e) {
  let t = !0;
  return t = t && "resource_address" in e, t = t && "resultant_balance" in e, t;
}
function Sb(e) {
  return Ob(e);
}
function Ob(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address,
    resultant_balance: e.resultant_balance
  };
}
function gb(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address,
      resultant_balance: e.resultant_balance
    };
}
function iU(e) {
  let t = !0;
  return t = t && "account_address" in e, t = t && "resultant_balances" in e, t;
}
function bb(e) {
  return hb(e);
}
function hb(e, t) {
  return e == null ? e : {
    account_address: e.account_address,
    resultant_balances: e.resultant_balances.map(Sb)
  };
}
function Tb(e) {
  if (e !== void 0)
    return e === null ? null : {
      account_address: e.account_address,
      resultant_balances: e.resultant_balances.map(gb)
    };
}
function oU(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t = t && "signed_intent_hash" in e, t = t && "signed_intent_hash_bech32m" in e, t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t;
}
function Fb(e) {
  return Nb(e);
}
function Nb(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m,
    signed_intent_hash: e.signed_intent_hash,
    signed_intent_hash_bech32m: e.signed_intent_hash_bech32m,
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m
  };
}
function Jb(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m,
      signed_intent_hash: e.signed_intent_hash,
      signed_intent_hash_bech32m: e.signed_intent_hash_bech32m,
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m
    };
}
function uU(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "proposer_timestamp_ms" in e, t = t && "accumulator_hash" in e, t = t && "status" in e, t = t && "fungible_entity_balance_changes" in e, t = t && "non_fungible_entity_balance_changes" in e, t = t && "resultant_account_fungible_balances" in e, t = t && "total_fee" in e, t;
}
function qa(e) {
  return Rb(e);
}
function Rb(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    proposer_timestamp_ms: e.proposer_timestamp_ms,
    accumulator_hash: e.accumulator_hash,
    user_transaction_identifiers: n(e, "user_transaction_identifiers") ? Fb(e.user_transaction_identifiers) : void 0,
    status: yb(e.status),
    fungible_entity_balance_changes: e.fungible_entity_balance_changes.map(nr),
    non_fungible_entity_balance_changes: e.non_fungible_entity_balance_changes.map(ir),
    resultant_account_fungible_balances: e.resultant_account_fungible_balances.map(bb),
    total_fee: e.total_fee
  };
}
function La(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      proposer_timestamp_ms: e.proposer_timestamp_ms,
      accumulator_hash: e.accumulator_hash,
      user_transaction_identifiers: Jb(e.user_transaction_identifiers),
      status: e.status,
      fungible_entity_balance_changes: e.fungible_entity_balance_changes.map(rr),
      non_fungible_entity_balance_changes: e.non_fungible_entity_balance_changes.map(or),
      resultant_account_fungible_balances: e.resultant_account_fungible_balances.map(Tb),
      total_fee: e.total_fee
    };
}
function aU(e) {
  let t = !0;
  return t = t && "fungible_resource_address" in e, t = t && "amount" in e, t;
}
function za(e) {
  return kb(e);
}
function kb(e, t) {
  return e == null ? e : {
    fungible_resource_address: e.fungible_resource_address,
    amount: e.amount
  };
}
function Ka(e) {
  if (e !== void 0)
    return e === null ? null : {
      fungible_resource_address: e.fungible_resource_address,
      amount: e.amount
    };
}
function sU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "account_address" in e, t;
}
function cU(e) {
  return Ab(e);
}
function Ab(e, t) {
  return e == null ? e : {
    network: e.network,
    account_address: e.account_address
  };
}
function wb(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      account_address: e.account_address
    };
}
function lU(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "ledger_header_summary" in e, t = t && "account_address" in e, t = t && "fungible_resource_balances" in e, t;
}
function Pb(e) {
  return Eb(e);
}
function Eb(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    ledger_header_summary: he(e.ledger_header_summary),
    account_address: e.account_address,
    fungible_resource_balances: e.fungible_resource_balances.map(za)
  };
}
function dU(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      ledger_header_summary: Te(e.ledger_header_summary),
      account_address: e.account_address,
      fungible_resource_balances: e.fungible_resource_balances.map(Ka)
    };
}
const _U = {
  NonFungible: "NonFungible"
};
function fU(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource_address" in e, t = t && "local_id" in e, t;
}
function pU(e) {
  return Ua(e);
}
function Ua(e, t) {
  return e == null ? e : {
    type: e.type,
    resource_address: e.resource_address,
    local_id: e.local_id
  };
}
function Ib(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource_address: e.resource_address,
      local_id: e.local_id
    };
}
const yU = {
  Resource: "Resource"
};
function mU(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource_address" in e, t;
}
function SU(e) {
  return Ga(e);
}
function Ga(e, t) {
  return e == null ? e : {
    type: e.type,
    resource_address: e.resource_address
  };
}
function Db(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource_address: e.resource_address
    };
}
function xb(e) {
  return Cb(e);
}
function Cb(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "NonFungible":
      return { ...Ua(e), type: "NonFungible" };
    case "Resource":
      return { ...Ga(e), type: "Resource" };
    default:
      throw new Error(`No variant of PresentedBadge exists with 'type=${e.type}'`);
  }
}
function Mb(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "NonFungible":
        return Ib(e);
      case "Resource":
        return Db(e);
      default:
        throw new Error(`No variant of PresentedBadge exists with 'type=${e.type}'`);
    }
  }
}
function OU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "account_address" in e, t;
}
function gU(e) {
  return Bb(e);
}
function Bb(e, t) {
  return e == null ? e : {
    network: e.network,
    account_address: e.account_address,
    resource_addresses: n(e, "resource_addresses") ? e.resource_addresses : void 0,
    badge: n(e, "badge") ? xb(e.badge) : void 0
  };
}
function vb(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      account_address: e.account_address,
      resource_addresses: e.resource_addresses,
      badge: Mb(e.badge)
    };
}
function bU(e) {
  let t = !0;
  return t = t && "vault_exists" in e, t = t && "is_xrd" in e, t = t && "allows_try_deposit" in e, t;
}
function Vb(e) {
  return qb(e);
}
function qb(e, t) {
  return e == null ? e : {
    resource_preference: n(e, "resource_preference") ? on(e.resource_preference) : void 0,
    vault_exists: e.vault_exists,
    is_xrd: e.is_xrd,
    allows_try_deposit: e.allows_try_deposit
  };
}
function Lb(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_preference: e.resource_preference,
      vault_exists: e.vault_exists,
      is_xrd: e.is_xrd,
      allows_try_deposit: e.allows_try_deposit
    };
}
function hU(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "ledger_header_summary" in e, t = t && "default_deposit_rule" in e, t;
}
function zb(e) {
  return Kb(e);
}
function Kb(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    ledger_header_summary: he(e.ledger_header_summary),
    default_deposit_rule: Yt(e.default_deposit_rule),
    is_badge_authorized_depositor: n(e, "is_badge_authorized_depositor") ? e.is_badge_authorized_depositor : void 0,
    resource_specific_behaviours: n(e, "resource_specific_behaviours") ? p(e.resource_specific_behaviours, Vb) : void 0
  };
}
function TU(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      ledger_header_summary: Te(e.ledger_header_summary),
      default_deposit_rule: e.default_deposit_rule,
      is_badge_authorized_depositor: e.is_badge_authorized_depositor,
      resource_specific_behaviours: e.resource_specific_behaviours === void 0 ? void 0 : p(e.resource_specific_behaviours, Lb)
    };
}
function FU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "account_address" in e, t = t && "resource_address" in e, t;
}
function NU(e) {
  return Ub(e);
}
function Ub(e, t) {
  return e == null ? e : {
    network: e.network,
    account_address: e.account_address,
    resource_address: e.resource_address
  };
}
function Gb(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      account_address: e.account_address,
      resource_address: e.resource_address
    };
}
function JU(e) {
  let t = !0;
  return t = t && "state_version" in e, t = t && "ledger_header_summary" in e, t = t && "account_address" in e, t = t && "fungible_resource_balance" in e, t;
}
function $b(e) {
  return Hb(e);
}
function Hb(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    ledger_header_summary: he(e.ledger_header_summary),
    account_address: e.account_address,
    fungible_resource_balance: za(e.fungible_resource_balance)
  };
}
function RU(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      ledger_header_summary: Te(e.ledger_header_summary),
      account_address: e.account_address,
      fungible_resource_balance: Ka(e.fungible_resource_balance)
    };
}
function kU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "account_address" in e, t = t && "from_state_version" in e, t = t && "limit" in e, t;
}
function AU(e) {
  return Wb(e);
}
function Wb(e, t) {
  return e == null ? e : {
    network: e.network,
    account_address: e.account_address,
    from_state_version: e.from_state_version,
    limit: e.limit
  };
}
function Xb(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      account_address: e.account_address,
      from_state_version: e.from_state_version,
      limit: e.limit
    };
}
function wU(e) {
  let t = !0;
  return t = t && "from_state_version" in e, t = t && "count" in e, t = t && "max_ledger_state_version" in e, t = t && "committed_transaction_outcomes" in e, t;
}
function Qb(e) {
  return Yb(e);
}
function Yb(e, t) {
  return e == null ? e : {
    from_state_version: e.from_state_version,
    count: e.count,
    max_ledger_state_version: e.max_ledger_state_version,
    committed_transaction_outcomes: e.committed_transaction_outcomes.map(qa)
  };
}
function PU(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_state_version: e.from_state_version,
      count: e.count,
      max_ledger_state_version: e.max_ledger_state_version,
      committed_transaction_outcomes: e.committed_transaction_outcomes.map(La)
    };
}
function EU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "from_state_version" in e, t = t && "limit" in e, t;
}
function IU(e) {
  return Zb(e);
}
function Zb(e, t) {
  return e == null ? e : {
    network: e.network,
    from_state_version: e.from_state_version,
    limit: e.limit
  };
}
function jb(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      from_state_version: e.from_state_version,
      limit: e.limit
    };
}
function DU(e) {
  let t = !0;
  return t = t && "from_state_version" in e, t = t && "count" in e, t = t && "max_ledger_state_version" in e, t = t && "committed_transaction_outcomes" in e, t;
}
function eh(e) {
  return th(e);
}
function th(e, t) {
  return e == null ? e : {
    from_state_version: e.from_state_version,
    count: e.count,
    max_ledger_state_version: e.max_ledger_state_version,
    committed_transaction_outcomes: e.committed_transaction_outcomes.map(qa)
  };
}
function xU(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_state_version: e.from_state_version,
      count: e.count,
      max_ledger_state_version: e.max_ledger_state_version,
      committed_transaction_outcomes: e.committed_transaction_outcomes.map(La)
    };
}
function CU(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function MU(e) {
  return nh(e);
}
function nh(e, t) {
  return e == null ? e : {
    network: e.network
  };
}
function rh(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network
    };
}
function BU(e) {
  let t = !0;
  return t = t && "current_epoch" in e, t = t && "ledger_clock" in e, t;
}
function ih(e) {
  return oh(e);
}
function oh(e, t) {
  return e == null ? e : {
    current_epoch: e.current_epoch,
    ledger_clock: T(e.ledger_clock)
  };
}
function vU(e) {
  if (e !== void 0)
    return e === null ? null : {
      current_epoch: e.current_epoch,
      ledger_clock: F(e.ledger_clock)
    };
}
const VU = {
  CommittedSuccess: "CommittedSuccess",
  CommittedFailure: "CommittedFailure",
  PermanentRejection: "PermanentRejection",
  InMempool: "InMempool",
  NotSeen: "NotSeen",
  FateUncertain: "FateUncertain",
  FateUncertainButLikelyRejection: "FateUncertainButLikelyRejection"
};
function uh(e) {
  return ah(e);
}
function ah(e, t) {
  return e;
}
function qU(e) {
  return e;
}
const LU = {
  CommittedSuccess: "CommittedSuccess",
  CommittedFailure: "CommittedFailure",
  PermanentlyRejected: "PermanentlyRejected",
  TransientlyRejected: "TransientlyRejected",
  InMempool: "InMempool",
  NotInMempool: "NotInMempool"
};
function sh(e) {
  return ch(e);
}
function ch(e, t) {
  return e;
}
function zU(e) {
  return e;
}
function KU(e) {
  let t = !0;
  return t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t = t && "status" in e, t;
}
function lh(e) {
  return dh(e);
}
function dh(e, t) {
  return e == null ? e : {
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m,
    state_version: n(e, "state_version") ? e.state_version : void 0,
    status: sh(e.status),
    error_message: n(e, "error_message") ? e.error_message : void 0
  };
}
function _h(e) {
  if (e !== void 0)
    return e === null ? null : {
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m,
      state_version: e.state_version,
      status: e.status,
      error_message: e.error_message
    };
}
function UU(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "intent_hash" in e, t;
}
function GU(e) {
  return fh(e);
}
function fh(e, t) {
  return e == null ? e : {
    network: e.network,
    intent_hash: e.intent_hash
  };
}
function ph(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      intent_hash: e.intent_hash
    };
}
function $U(e) {
  let t = !0;
  return t = t && "intent_status" in e, t = t && "status_description" in e, t = t && "known_payloads" in e, t;
}
function yh(e) {
  return mh(e);
}
function mh(e, t) {
  return e == null ? e : {
    intent_status: uh(e.intent_status),
    status_description: e.status_description,
    committed_state_version: n(e, "committed_state_version") ? e.committed_state_version : void 0,
    invalid_from_epoch: n(e, "invalid_from_epoch") ? e.invalid_from_epoch : void 0,
    known_payloads: e.known_payloads.map(lh)
  };
}
function HU(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_status: e.intent_status,
      status_description: e.status_description,
      committed_state_version: e.committed_state_version,
      invalid_from_epoch: e.invalid_from_epoch,
      known_payloads: e.known_payloads.map(_h)
    };
}
const WU = {
  PriorityThresholdNotMet: "PriorityThresholdNotMet",
  IntentAlreadyCommitted: "IntentAlreadyCommitted",
  Rejected: "Rejected"
};
function Sh(e) {
  return Oh(e);
}
function Oh(e, t) {
  return e;
}
function XU(e) {
  return e;
}
function QU(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function YU(e) {
  return gh(e);
}
function gh(e, t) {
  return e == null ? e : {
    type: Sh(e.type)
  };
}
function ZU(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const jU = {
  LtsTransactionSubmit: "LtsTransactionSubmit"
};
function eG(e) {
  return !0;
}
function tG(e) {
  return bh(e);
}
function bh(e, t) {
  return e == null ? e : {
    details: n(e, "details") ? ma(e.details) : void 0,
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function nG(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: Sa(e.details),
      error_type: e.error_type
    };
}
const rG = {
  IntentAlreadyCommitted: "IntentAlreadyCommitted"
};
function iG(e) {
  let t = !0;
  return t = t && "committed_as" in e, t;
}
function oG(e) {
  return hh(e);
}
function hh(e, t) {
  return e == null ? e : {
    committed_as: Me(e.committed_as),
    type: n(e, "type") ? e.type : void 0
  };
}
function uG(e) {
  if (e !== void 0)
    return e === null ? null : {
      committed_as: Be(e.committed_as),
      type: e.type
    };
}
const aG = {
  PriorityThresholdNotMet: "PriorityThresholdNotMet"
};
function sG(e) {
  let t = !0;
  return t = t && "tip_percentage" in e, t;
}
function cG(e) {
  return Th(e);
}
function Th(e, t) {
  return e == null ? e : {
    tip_percentage: e.tip_percentage,
    min_tip_percentage_required: n(e, "min_tip_percentage_required") ? e.min_tip_percentage_required : void 0,
    tip_proportion: n(e, "tip_proportion") ? e.tip_proportion : void 0,
    min_tip_proportion_required: n(e, "min_tip_proportion_required") ? e.min_tip_proportion_required : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function lG(e) {
  if (e !== void 0)
    return e === null ? null : {
      tip_percentage: e.tip_percentage,
      min_tip_percentage_required: e.min_tip_percentage_required,
      tip_proportion: e.tip_proportion,
      min_tip_proportion_required: e.min_tip_proportion_required,
      type: e.type
    };
}
const dG = {
  Rejected: "Rejected"
};
function _G(e) {
  let t = !0;
  return t = t && "error_message" in e, t = t && "is_fresh" in e, t = t && "is_payload_rejection_permanent" in e, t = t && "is_intent_rejection_permanent" in e, t;
}
function fG(e) {
  return Fh(e);
}
function Fh(e, t) {
  return e == null ? e : {
    error_message: e.error_message,
    is_fresh: e.is_fresh,
    is_payload_rejection_permanent: e.is_payload_rejection_permanent,
    is_intent_rejection_permanent: e.is_intent_rejection_permanent,
    retry_from_timestamp: n(e, "retry_from_timestamp") ? T(e.retry_from_timestamp) : void 0,
    retry_from_epoch: n(e, "retry_from_epoch") ? e.retry_from_epoch : void 0,
    invalid_from_epoch: n(e, "invalid_from_epoch") ? e.invalid_from_epoch : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function pG(e) {
  if (e !== void 0)
    return e === null ? null : {
      error_message: e.error_message,
      is_fresh: e.is_fresh,
      is_payload_rejection_permanent: e.is_payload_rejection_permanent,
      is_intent_rejection_permanent: e.is_intent_rejection_permanent,
      retry_from_timestamp: F(e.retry_from_timestamp),
      retry_from_epoch: e.retry_from_epoch,
      invalid_from_epoch: e.invalid_from_epoch,
      type: e.type
    };
}
function yG(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "notarized_transaction_hex" in e, t;
}
function mG(e) {
  return Nh(e);
}
function Nh(e, t) {
  return e == null ? e : {
    network: e.network,
    notarized_transaction_hex: e.notarized_transaction_hex,
    force_recalculate: n(e, "force_recalculate") ? e.force_recalculate : void 0
  };
}
function Jh(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      notarized_transaction_hex: e.notarized_transaction_hex,
      force_recalculate: e.force_recalculate
    };
}
function SG(e) {
  let t = !0;
  return t = t && "duplicate" in e, t;
}
function Rh(e) {
  return kh(e);
}
function kh(e, t) {
  return e == null ? e : {
    duplicate: e.duplicate
  };
}
function OG(e) {
  if (e !== void 0)
    return e === null ? null : {
      duplicate: e.duplicate
    };
}
const gG = {
  Map: "Map"
};
function bG(e) {
  let t = !0;
  return t = t && "key_hex" in e, t;
}
function hG(e) {
  return Ah(e);
}
function Ah(e, t) {
  return e == null ? e : {
    key_hex: e.key_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function TG(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_hex: e.key_hex,
      key_type: e.key_type
    };
}
function FG(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function NG(e) {
  return wh(e);
}
function wh(e, t) {
  return e == null ? e : {
    network: e.network
  };
}
function Ph(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network
    };
}
function JG(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t;
}
function Eh(e) {
  return Ih(e);
}
function Ih(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m,
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m
  };
}
function Dh(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m,
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m
    };
}
function RG(e) {
  let t = !0;
  return t = t && "contents" in e, t;
}
function xh(e) {
  return Ch(e);
}
function Ch(e, t) {
  return e == null ? e : {
    contents: e.contents.map(Eh)
  };
}
function kG(e) {
  if (e !== void 0)
    return e === null ? null : {
      contents: e.contents.map(Dh)
    };
}
function AG(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "payload_hashes" in e, t;
}
function wG(e) {
  return Mh(e);
}
function Mh(e, t) {
  return e == null ? e : {
    network: e.network,
    payload_hashes: e.payload_hashes
  };
}
function Bh(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      payload_hashes: e.payload_hashes
    };
}
function PG(e) {
  let t = !0;
  return t = t && "hash" in e, t = t && "hash_bech32m" in e, t;
}
function vh(e) {
  return Vh(e);
}
function Vh(e, t) {
  return e == null ? e : {
    hash: e.hash,
    hash_bech32m: e.hash_bech32m,
    hex: n(e, "hex") ? e.hex : void 0,
    error: n(e, "error") ? e.error : void 0
  };
}
function qh(e) {
  if (e !== void 0)
    return e === null ? null : {
      hash: e.hash,
      hash_bech32m: e.hash_bech32m,
      hex: e.hex,
      error: e.error
    };
}
function EG(e) {
  let t = !0;
  return t = t && "count" in e, t = t && "payloads" in e, t;
}
function Lh(e) {
  return zh(e);
}
function zh(e, t) {
  return e == null ? e : {
    count: e.count,
    payloads: e.payloads.map(vh)
  };
}
function IG(e) {
  if (e !== void 0)
    return e === null ? null : {
      count: e.count,
      payloads: e.payloads.map(qh)
    };
}
const DG = {
  MetadataModuleEntry: "MetadataModuleEntry"
};
function xG(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function CG(e) {
  return Kh(e);
}
function Kh(e, t) {
  return e == null ? e : {
    key: ri(e.key),
    value: n(e, "value") ? oi(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function MG(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: ii(e.key),
      value: ui(e.value),
      substate_type: e.substate_type
    };
}
const BG = {
  Public: "Public",
  OuterObjectOnly: "OuterObjectOnly",
  RoleProtected: "RoleProtected",
  OwnPackageOnly: "OwnPackageOnly"
};
function Uh(e) {
  return Gh(e);
}
function Gh(e, t) {
  return e;
}
function vG(e) {
  return e;
}
function VG(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function qG(e) {
  return $h(e);
}
function $h(e, t) {
  return e == null ? e : {
    type: Uh(e.type)
  };
}
function LG(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const zG = {
  Method: "Method"
};
function KG(e) {
  let t = !0;
  return t = t && "entity" in e, t = t && "object_module_id" in e, t;
}
function UG(e) {
  return Hh(e);
}
function Hh(e, t) {
  return e == null ? e : {
    entity: _(e.entity),
    object_module_id: Le(e.object_module_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function GG(e) {
  if (e !== void 0)
    return e === null ? null : {
      entity: f(e.entity),
      object_module_id: e.object_module_id,
      type: e.type
    };
}
const $G = {
  MultiResourcePoolFieldState: "MultiResourcePoolFieldState"
};
function HG(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function WG(e) {
  return Wh(e);
}
function Wh(e, t) {
  return e == null ? e : {
    value: li(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function XG(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: di(e.value),
      substate_type: e.substate_type
    };
}
function QG(e) {
  let t = !0;
  return t = t && "core_version" in e, t = t && "api_version" in e, t;
}
function Xh(e) {
  return Qh(e);
}
function Qh(e, t) {
  return e == null ? e : {
    core_version: e.core_version,
    api_version: e.api_version
  };
}
function Yh(e) {
  if (e !== void 0)
    return e === null ? null : {
      core_version: e.core_version,
      api_version: e.api_version
    };
}
function YG(e) {
  let t = !0;
  return t = t && "xrd" in e, t = t && "secp256k1_signature_virtual_badge" in e, t = t && "ed25519_signature_virtual_badge" in e, t = t && "system_transaction_badge" in e, t = t && "package_of_direct_caller_virtual_badge" in e, t = t && "global_caller_virtual_badge" in e, t = t && "package_owner_badge" in e, t = t && "validator_owner_badge" in e, t = t && "account_owner_badge" in e, t = t && "identity_owner_badge" in e, t = t && "package_package" in e, t = t && "resource_package" in e, t = t && "account_package" in e, t = t && "identity_package" in e, t = t && "consensus_manager_package" in e, t = t && "access_controller_package" in e, t = t && "transaction_processor_package" in e, t = t && "metadata_module_package" in e, t = t && "royalty_module_package" in e, t = t && "role_assignment_module_package" in e, t = t && "genesis_helper_package" in e, t = t && "faucet_package" in e, t = t && "pool_package" in e, t = t && "consensus_manager" in e, t = t && "genesis_helper" in e, t = t && "faucet" in e, t = t && "transaction_tracker" in e, t;
}
function Zh(e) {
  return jh(e);
}
function jh(e, t) {
  return e == null ? e : {
    xrd: e.xrd,
    secp256k1_signature_virtual_badge: e.secp256k1_signature_virtual_badge,
    ed25519_signature_virtual_badge: e.ed25519_signature_virtual_badge,
    system_transaction_badge: e.system_transaction_badge,
    package_of_direct_caller_virtual_badge: e.package_of_direct_caller_virtual_badge,
    global_caller_virtual_badge: e.global_caller_virtual_badge,
    package_owner_badge: e.package_owner_badge,
    validator_owner_badge: e.validator_owner_badge,
    account_owner_badge: e.account_owner_badge,
    identity_owner_badge: e.identity_owner_badge,
    package_package: e.package_package,
    resource_package: e.resource_package,
    account_package: e.account_package,
    identity_package: e.identity_package,
    consensus_manager_package: e.consensus_manager_package,
    access_controller_package: e.access_controller_package,
    transaction_processor_package: e.transaction_processor_package,
    metadata_module_package: e.metadata_module_package,
    royalty_module_package: e.royalty_module_package,
    role_assignment_module_package: e.role_assignment_module_package,
    genesis_helper_package: e.genesis_helper_package,
    faucet_package: e.faucet_package,
    pool_package: e.pool_package,
    transaction_tracker_package: n(e, "transaction_tracker_package") ? e.transaction_tracker_package : void 0,
    locker_package: n(e, "locker_package") ? e.locker_package : void 0,
    test_utils_package: n(e, "test_utils_package") ? e.test_utils_package : void 0,
    consensus_manager: e.consensus_manager,
    genesis_helper: e.genesis_helper,
    faucet: e.faucet,
    transaction_tracker: e.transaction_tracker
  };
}
function eT(e) {
  if (e !== void 0)
    return e === null ? null : {
      xrd: e.xrd,
      secp256k1_signature_virtual_badge: e.secp256k1_signature_virtual_badge,
      ed25519_signature_virtual_badge: e.ed25519_signature_virtual_badge,
      system_transaction_badge: e.system_transaction_badge,
      package_of_direct_caller_virtual_badge: e.package_of_direct_caller_virtual_badge,
      global_caller_virtual_badge: e.global_caller_virtual_badge,
      package_owner_badge: e.package_owner_badge,
      validator_owner_badge: e.validator_owner_badge,
      account_owner_badge: e.account_owner_badge,
      identity_owner_badge: e.identity_owner_badge,
      package_package: e.package_package,
      resource_package: e.resource_package,
      account_package: e.account_package,
      identity_package: e.identity_package,
      consensus_manager_package: e.consensus_manager_package,
      access_controller_package: e.access_controller_package,
      transaction_processor_package: e.transaction_processor_package,
      metadata_module_package: e.metadata_module_package,
      royalty_module_package: e.royalty_module_package,
      role_assignment_module_package: e.role_assignment_module_package,
      genesis_helper_package: e.genesis_helper_package,
      faucet_package: e.faucet_package,
      pool_package: e.pool_package,
      transaction_tracker_package: e.transaction_tracker_package,
      locker_package: e.locker_package,
      test_utils_package: e.test_utils_package,
      consensus_manager: e.consensus_manager,
      genesis_helper: e.genesis_helper,
      faucet: e.faucet,
      transaction_tracker: e.transaction_tracker
    };
}
function ZG(e) {
  let t = !0;
  return t = t && "version" in e, t = t && "network" in e, t = t && "network_id" in e, t = t && "network_hrp_suffix" in e, t = t && "usd_price_in_xrd" in e, t = t && "address_types" in e, t = t && "well_known_addresses" in e, t;
}
function tT(e) {
  return nT(e);
}
function nT(e, t) {
  return e == null ? e : {
    version: Xh(e.version),
    network: e.network,
    network_id: e.network_id,
    network_hrp_suffix: e.network_hrp_suffix,
    usd_price_in_xrd: e.usd_price_in_xrd,
    address_types: e.address_types.map(Ic),
    well_known_addresses: Zh(e.well_known_addresses)
  };
}
function jG(e) {
  if (e !== void 0)
    return e === null ? null : {
      version: Yh(e.version),
      network: e.network,
      network_id: e.network_id,
      network_hrp_suffix: e.network_hrp_suffix,
      usd_price_in_xrd: e.usd_price_in_xrd,
      address_types: e.address_types.map(xc),
      well_known_addresses: eT(e.well_known_addresses)
    };
}
function e5(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function t5(e) {
  return rT(e);
}
function rT(e, t) {
  return e == null ? e : {
    network: e.network
  };
}
function iT(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network
    };
}
function n5(e) {
  let t = !0;
  return t = t && "pre_genesis_state_identifier" in e, t = t && "current_state_identifier" in e, t = t && "current_protocol_version" in e, t;
}
function oT(e) {
  return uT(e);
}
function uT(e, t) {
  return e == null ? e : {
    pre_genesis_state_identifier: z(e.pre_genesis_state_identifier),
    genesis_epoch_round: n(e, "genesis_epoch_round") ? ee(e.genesis_epoch_round) : void 0,
    post_genesis_state_identifier: n(e, "post_genesis_state_identifier") ? z(e.post_genesis_state_identifier) : void 0,
    post_genesis_epoch_round: n(e, "post_genesis_epoch_round") ? ee(e.post_genesis_epoch_round) : void 0,
    current_state_identifier: z(e.current_state_identifier),
    current_epoch_round: n(e, "current_epoch_round") ? ee(e.current_epoch_round) : void 0,
    current_protocol_version: e.current_protocol_version
  };
}
function r5(e) {
  if (e !== void 0)
    return e === null ? null : {
      pre_genesis_state_identifier: K(e.pre_genesis_state_identifier),
      genesis_epoch_round: te(e.genesis_epoch_round),
      post_genesis_state_identifier: K(e.post_genesis_state_identifier),
      post_genesis_epoch_round: te(e.post_genesis_epoch_round),
      current_state_identifier: K(e.current_state_identifier),
      current_epoch_round: te(e.current_epoch_round),
      current_protocol_version: e.current_protocol_version
    };
}
const i5 = {
  NonFungible: "NonFungible"
};
function o5(e) {
  let t = !0;
  return t = t && "non_fungible_global_id" in e, t;
}
function u5(e) {
  return aT(e);
}
function aT(e, t) {
  return e == null ? e : {
    non_fungible_global_id: oe(e.non_fungible_global_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function a5(e) {
  if (e !== void 0)
    return e === null ? null : {
      non_fungible_global_id: ue(e.non_fungible_global_id),
      type: e.type
    };
}
const s5 = {
  NonFungible: "NonFungible"
};
function c5(e) {
  let t = !0;
  return t = t && "local_id" in e, t;
}
function l5(e) {
  return sT(e);
}
function sT(e, t) {
  return e == null ? e : {
    local_id: e.local_id,
    type: n(e, "type") ? e.type : void 0
  };
}
function d5(e) {
  if (e !== void 0)
    return e === null ? null : {
      local_id: e.local_id,
      type: e.type
    };
}
const _5 = {
  NonFungible: "NonFungible"
};
function f5(e) {
  let t = !0;
  return t = t && "non_fungible" in e, t;
}
function p5(e) {
  return cT(e);
}
function cT(e, t) {
  return e == null ? e : {
    non_fungible: oe(e.non_fungible),
    type: n(e, "type") ? e.type : void 0
  };
}
function y5(e) {
  if (e !== void 0)
    return e === null ? null : {
      non_fungible: ue(e.non_fungible),
      type: e.type
    };
}
const m5 = {
  NonFungible: "NonFungible"
};
function S5(e) {
  let t = !0;
  return t = t && "resource_type" in e, t = t && "resource_address" in e, t = t && "amount" in e, t = t && "non_fungible_ids" in e, t;
}
function O5(e) {
  return $a(e);
}
function $a(e, t) {
  return e == null ? e : {
    resource_type: e.resource_type,
    resource_address: e.resource_address,
    amount: e.amount,
    non_fungible_ids: e.non_fungible_ids.map(re)
  };
}
function lT(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type,
      resource_address: e.resource_address,
      amount: e.amount,
      non_fungible_ids: e.non_fungible_ids.map(ie)
    };
}
const g5 = {
  NonFungible: "NonFungible"
};
function b5(e) {
  let t = !0;
  return t = t && "amount" in e, t = t && "non_fungible_ids" in e, t;
}
function h5(e) {
  return dT(e);
}
function dT(e, t) {
  return e == null ? e : {
    amount: e.amount,
    non_fungible_ids: e.non_fungible_ids.map(re),
    resource_type: n(e, "resource_type") ? e.resource_type : void 0
  };
}
function T5(e) {
  if (e !== void 0)
    return e === null ? null : {
      amount: e.amount,
      non_fungible_ids: e.non_fungible_ids.map(ie),
      resource_type: e.resource_type
    };
}
const F5 = {
  NonFungibleResourceManagerDataEntry: "NonFungibleResourceManagerDataEntry"
};
function N5(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function J5(e) {
  return _T(e);
}
function _T(e, t) {
  return e == null ? e : {
    key: pe(e.key),
    value: n(e, "value") ? fi(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function R5(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: ye(e.key),
      value: pi(e.value),
      substate_type: e.substate_type
    };
}
const k5 = {
  NonFungibleResourceManagerFieldIdType: "NonFungibleResourceManagerFieldIdType"
};
function A5(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function w5(e) {
  return fT(e);
}
function fT(e, t) {
  return e == null ? e : {
    value: mi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function P5(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Si(e.value),
      substate_type: e.substate_type
    };
}
const E5 = {
  NonFungibleResourceManagerFieldMutableFields: "NonFungibleResourceManagerFieldMutableFields"
};
function I5(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function D5(e) {
  return pT(e);
}
function pT(e, t) {
  return e == null ? e : {
    value: gi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function x5(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: bi(e.value),
      substate_type: e.substate_type
    };
}
const C5 = {
  NonFungibleResourceManagerFieldTotalSupply: "NonFungibleResourceManagerFieldTotalSupply"
};
function M5(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function B5(e) {
  return yT(e);
}
function yT(e, t) {
  return e == null ? e : {
    value: Ti(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function v5(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Fi(e.value),
      substate_type: e.substate_type
    };
}
const V5 = {
  NonFungibleVaultContentsIndexEntry: "NonFungibleVaultContentsIndexEntry"
};
function q5(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function L5(e) {
  return mT(e);
}
function mT(e, t) {
  return e == null ? e : {
    key: pe(e.key),
    value: Ji(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function z5(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: ye(e.key),
      value: Ri(e.value),
      substate_type: e.substate_type
    };
}
const K5 = {
  NonFungibleVaultFieldBalance: "NonFungibleVaultFieldBalance"
};
function U5(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function G5(e) {
  return ST(e);
}
function ST(e, t) {
  return e == null ? e : {
    value: Ai(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function $5(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: wi(e.value),
      substate_type: e.substate_type
    };
}
const H5 = {
  NonFungibleVaultFieldFrozenStatus: "NonFungibleVaultFieldFrozenStatus"
};
function W5(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function X5(e) {
  return OT(e);
}
function OT(e, t) {
  return e == null ? e : {
    value: Ei(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Q5(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Ii(e.value),
      substate_type: e.substate_type
    };
}
const Y5 = {
  ObjectField: "ObjectField"
};
function Z5(e) {
  let t = !0;
  return t = t && "value_schema" in e, t;
}
function j5(e) {
  return gT(e);
}
function gT(e, t) {
  return e == null ? e : {
    value_schema: N(e.value_schema),
    type: n(e, "type") ? e.type : void 0
  };
}
function e3(e) {
  if (e !== void 0)
    return e === null ? null : {
      value_schema: J(e.value_schema),
      type: e.type
    };
}
const t3 = {
  ObjectIndexPartitionEntry: "ObjectIndexPartitionEntry"
};
function n3(e) {
  return !0;
}
function r3(e) {
  return bT(e);
}
function bT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function i3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const o3 = {
  ObjectInstance: "ObjectInstance"
};
function u3(e) {
  let t = !0;
  return t = t && "resolved_full_type_id" in e, t = t && "generic_index" in e, t;
}
function a3(e) {
  return hT(e);
}
function hT(e, t) {
  return e == null ? e : {
    resolved_full_type_id: b(e.resolved_full_type_id),
    generic_index: e.generic_index,
    type: n(e, "type") ? e.type : void 0
  };
}
function s3(e) {
  if (e !== void 0)
    return e === null ? null : {
      resolved_full_type_id: h(e.resolved_full_type_id),
      generic_index: e.generic_index,
      type: e.type
    };
}
const c3 = {
  ObjectKeyValuePartitionEntry: "ObjectKeyValuePartitionEntry"
};
function l3(e) {
  return !0;
}
function d3(e) {
  return TT(e);
}
function TT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function _3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const f3 = {
  ObjectSortedIndexPartitionEntry: "ObjectSortedIndexPartitionEntry"
};
function p3(e) {
  return !0;
}
function y3(e) {
  return FT(e);
}
function FT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function m3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const S3 = {
  Package: "Package",
  ObjectInstance: "ObjectInstance"
};
function NT(e) {
  return JT(e);
}
function JT(e, t) {
  return e;
}
function O3(e) {
  return e;
}
function g3(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function b3(e) {
  return RT(e);
}
function RT(e, t) {
  return e == null ? e : {
    type: NT(e.type)
  };
}
function h3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const T3 = {
  Object: "Object"
};
function F3(e) {
  let t = !0;
  return t = t && "module_versions" in e, t = t && "blueprint_info" in e, t = t && "global" in e, t;
}
function N3(e) {
  return kT(e);
}
function kT(e, t) {
  return e == null ? e : {
    module_versions: e.module_versions.map(Qo),
    blueprint_info: vn(e.blueprint_info),
    global: e.global,
    type: n(e, "type") ? e.type : void 0
  };
}
function J3(e) {
  if (e !== void 0)
    return e === null ? null : {
      module_versions: e.module_versions.map(Yo),
      blueprint_info: Vn(e.blueprint_info),
      global: e.global,
      type: e.type
    };
}
const R3 = {
  OneResourcePoolFieldState: "OneResourcePoolFieldState"
};
function k3(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function A3(e) {
  return AT(e);
}
function AT(e, t) {
  return e == null ? e : {
    value: xi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function w3(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Ci(e.value),
      substate_type: e.substate_type
    };
}
const P3 = {
  OuterObjectOnly: "OuterObjectOnly"
};
function E3(e) {
  return !0;
}
function I3(e) {
  return wT(e);
}
function wT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function D3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const x3 = {
  OwnPackageOnly: "OwnPackageOnly"
};
function C3(e) {
  return !0;
}
function M3(e) {
  return PT(e);
}
function PT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function B3(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const v3 = {
  PackageBlueprintAuthTemplateEntry: "PackageBlueprintAuthTemplateEntry"
};
function V3(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function q3(e) {
  return ET(e);
}
function ET(e, t) {
  return e == null ? e : {
    key: A(e.key),
    value: Bi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function L3(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: w(e.key),
      value: vi(e.value),
      substate_type: e.substate_type
    };
}
const z3 = {
  PackageBlueprintDefinitionEntry: "PackageBlueprintDefinitionEntry"
};
function K3(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function U3(e) {
  return IT(e);
}
function IT(e, t) {
  return e == null ? e : {
    key: A(e.key),
    value: qi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function G3(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: w(e.key),
      value: Li(e.value),
      substate_type: e.substate_type
    };
}
const $3 = {
  PackageBlueprintDependenciesEntry: "PackageBlueprintDependenciesEntry"
};
function H3(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function W3(e) {
  return DT(e);
}
function DT(e, t) {
  return e == null ? e : {
    key: A(e.key),
    value: Ki(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function X3(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: w(e.key),
      value: Ui(e.value),
      substate_type: e.substate_type
    };
}
const Q3 = {
  PackageBlueprintRoyaltyEntry: "PackageBlueprintRoyaltyEntry"
};
function Y3(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function Z3(e) {
  return xT(e);
}
function xT(e, t) {
  return e == null ? e : {
    key: A(e.key),
    value: $i(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function j3(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: w(e.key),
      value: Hi(e.value),
      substate_type: e.substate_type
    };
}
const e1 = {
  PackageCodeInstrumentedCodeEntry: "PackageCodeInstrumentedCodeEntry"
};
function t1(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function n1(e) {
  return CT(e);
}
function CT(e, t) {
  return e == null ? e : {
    key: V(e.key),
    value: Xi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function r1(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: q(e.key),
      value: Qi(e.value),
      substate_type: e.substate_type
    };
}
const i1 = {
  PackageCodeOriginalCodeEntry: "PackageCodeOriginalCodeEntry"
};
function o1(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function u1(e) {
  return MT(e);
}
function MT(e, t) {
  return e == null ? e : {
    key: V(e.key),
    value: Zi(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function a1(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: q(e.key),
      value: ji(e.value),
      substate_type: e.substate_type
    };
}
const s1 = {
  PackageCodeVmTypeEntry: "PackageCodeVmTypeEntry"
};
function c1(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function l1(e) {
  return BT(e);
}
function BT(e, t) {
  return e == null ? e : {
    key: V(e.key),
    value: to(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function d1(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: q(e.key),
      value: no(e.value),
      substate_type: e.substate_type
    };
}
const _1 = {
  PackageFieldRoyaltyAccumulator: "PackageFieldRoyaltyAccumulator"
};
function f1(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function p1(e) {
  return vT(e);
}
function vT(e, t) {
  return e == null ? e : {
    value: io(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function y1(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: oo(e.value),
      substate_type: e.substate_type
    };
}
const m1 = {
  Package: "Package"
};
function S1(e) {
  return !0;
}
function O1(e) {
  return VT(e);
}
function VT(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function g1(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function b1(e) {
  let t = !0;
  return t = t && "ledger_hash" in e, t = t && "ledger_hash_bech32m" in e, t;
}
function Ha(e) {
  return qT(e);
}
function qT(e, t) {
  return e == null ? e : {
    intent_hash: n(e, "intent_hash") ? e.intent_hash : void 0,
    intent_hash_bech32m: n(e, "intent_hash_bech32m") ? e.intent_hash_bech32m : void 0,
    signed_intent_hash: n(e, "signed_intent_hash") ? e.signed_intent_hash : void 0,
    signed_intent_hash_bech32m: n(e, "signed_intent_hash_bech32m") ? e.signed_intent_hash_bech32m : void 0,
    payload_hash: n(e, "payload_hash") ? e.payload_hash : void 0,
    payload_hash_bech32m: n(e, "payload_hash_bech32m") ? e.payload_hash_bech32m : void 0,
    ledger_hash: e.ledger_hash,
    ledger_hash_bech32m: e.ledger_hash_bech32m
  };
}
function Wa(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m,
      signed_intent_hash: e.signed_intent_hash,
      signed_intent_hash_bech32m: e.signed_intent_hash_bech32m,
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m,
      ledger_hash: e.ledger_hash,
      ledger_hash_bech32m: e.ledger_hash_bech32m
    };
}
const h1 = {
  LedgerTransaction: "LedgerTransaction"
};
function T1(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "identifiers" in e, t;
}
function F1(e) {
  return Xa(e);
}
function Xa(e, t) {
  return e == null ? e : {
    type: e.type,
    ledger_transaction: n(e, "ledger_transaction") ? Ye(e.ledger_transaction) : void 0,
    identifiers: Ha(e.identifiers)
  };
}
function LT(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      ledger_transaction: Ze(e.ledger_transaction),
      identifiers: Wa(e.identifiers)
    };
}
const N1 = {
  LedgerTransaction: "LedgerTransaction"
};
function J1(e) {
  let t = !0;
  return t = t && "identifiers" in e, t;
}
function R1(e) {
  return zT(e);
}
function zT(e, t) {
  return e == null ? e : {
    ledger_transaction: n(e, "ledger_transaction") ? Ye(e.ledger_transaction) : void 0,
    identifiers: Ha(e.identifiers),
    type: n(e, "type") ? e.type : void 0
  };
}
function k1(e) {
  if (e !== void 0)
    return e === null ? null : {
      ledger_transaction: Ze(e.ledger_transaction),
      identifiers: Wa(e.identifiers),
      type: e.type
    };
}
function A1(e) {
  let t = !0;
  return t = t && "reason" in e, t = t && "is_permanent" in e, t;
}
function Fe(e) {
  return KT(e);
}
function KT(e, t) {
  return e == null ? e : {
    reason: e.reason,
    is_permanent: e.is_permanent
  };
}
function Ne(e) {
  if (e !== void 0)
    return e === null ? null : {
      reason: e.reason,
      is_permanent: e.is_permanent
    };
}
function w1(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t = t && "signed_intent_hash" in e, t = t && "signed_intent_hash_bech32m" in e, t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t = t && "ledger_hash" in e, t = t && "ledger_hash_bech32m" in e, t;
}
function Je(e) {
  return UT(e);
}
function UT(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m,
    signed_intent_hash: e.signed_intent_hash,
    signed_intent_hash_bech32m: e.signed_intent_hash_bech32m,
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m,
    ledger_hash: e.ledger_hash,
    ledger_hash_bech32m: e.ledger_hash_bech32m
  };
}
function Re(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m,
      signed_intent_hash: e.signed_intent_hash,
      signed_intent_hash_bech32m: e.signed_intent_hash_bech32m,
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m,
      ledger_hash: e.ledger_hash,
      ledger_hash_bech32m: e.ledger_hash_bech32m
    };
}
const P1 = {
  NotarizedTransaction: "NotarizedTransaction"
};
function E1(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "identifiers" in e, t;
}
function I1(e) {
  return Qa(e);
}
function Qa(e, t) {
  return e == null ? e : {
    type: e.type,
    notarized_transaction: n(e, "notarized_transaction") ? Se(e.notarized_transaction) : void 0,
    identifiers: Je(e.identifiers),
    validation_error: n(e, "validation_error") ? Fe(e.validation_error) : void 0
  };
}
function GT(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      notarized_transaction: Oe(e.notarized_transaction),
      identifiers: Re(e.identifiers),
      validation_error: Ne(e.validation_error)
    };
}
const D1 = {
  NotarizedTransaction: "NotarizedTransaction"
};
function x1(e) {
  let t = !0;
  return t = t && "identifiers" in e, t;
}
function C1(e) {
  return $T(e);
}
function $T(e, t) {
  return e == null ? e : {
    notarized_transaction: n(e, "notarized_transaction") ? Se(e.notarized_transaction) : void 0,
    identifiers: Je(e.identifiers),
    validation_error: n(e, "validation_error") ? Fe(e.validation_error) : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function M1(e) {
  if (e !== void 0)
    return e === null ? null : {
      notarized_transaction: Oe(e.notarized_transaction),
      identifiers: Re(e.identifiers),
      validation_error: Ne(e.validation_error),
      type: e.type
    };
}
const B1 = {
  NotarizedTransactionV2: "NotarizedTransactionV2"
};
function v1(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "identifiers" in e, t;
}
function V1(e) {
  return Ya(e);
}
function Ya(e, t) {
  return e == null ? e : {
    type: e.type,
    notarized_transaction: n(e, "notarized_transaction") ? ge(e.notarized_transaction) : void 0,
    identifiers: Je(e.identifiers),
    validation_error: n(e, "validation_error") ? Fe(e.validation_error) : void 0
  };
}
function HT(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      notarized_transaction: be(e.notarized_transaction),
      identifiers: Re(e.identifiers),
      validation_error: Ne(e.validation_error)
    };
}
const q1 = {
  NotarizedTransactionV2: "NotarizedTransactionV2"
};
function L1(e) {
  let t = !0;
  return t = t && "identifiers" in e, t;
}
function z1(e) {
  return WT(e);
}
function WT(e, t) {
  return e == null ? e : {
    notarized_transaction: n(e, "notarized_transaction") ? ge(e.notarized_transaction) : void 0,
    identifiers: Je(e.identifiers),
    validation_error: n(e, "validation_error") ? Fe(e.validation_error) : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function K1(e) {
  if (e !== void 0)
    return e === null ? null : {
      notarized_transaction: be(e.notarized_transaction),
      identifiers: Re(e.identifiers),
      validation_error: Ne(e.validation_error),
      type: e.type
    };
}
function U1(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t = t && "signed_intent_hash" in e, t = t && "signed_intent_hash_bech32m" in e, t;
}
function Za(e) {
  return XT(e);
}
function XT(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m,
    signed_intent_hash: e.signed_intent_hash,
    signed_intent_hash_bech32m: e.signed_intent_hash_bech32m
  };
}
function ja(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m,
      signed_intent_hash: e.signed_intent_hash,
      signed_intent_hash_bech32m: e.signed_intent_hash_bech32m
    };
}
const G1 = {
  SignedTransactionIntent: "SignedTransactionIntent"
};
function $1(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "identifiers" in e, t;
}
function H1(e) {
  return es(e);
}
function es(e, t) {
  return e == null ? e : {
    type: e.type,
    signed_intent: n(e, "signed_intent") ? Xe(e.signed_intent) : void 0,
    identifiers: Za(e.identifiers)
  };
}
function QT(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      signed_intent: Qe(e.signed_intent),
      identifiers: ja(e.identifiers)
    };
}
const W1 = {
  SignedTransactionIntent: "SignedTransactionIntent"
};
function X1(e) {
  let t = !0;
  return t = t && "identifiers" in e, t;
}
function Q1(e) {
  return YT(e);
}
function YT(e, t) {
  return e == null ? e : {
    signed_intent: n(e, "signed_intent") ? Xe(e.signed_intent) : void 0,
    identifiers: Za(e.identifiers),
    type: n(e, "type") ? e.type : void 0
  };
}
function Y1(e) {
  if (e !== void 0)
    return e === null ? null : {
      signed_intent: Qe(e.signed_intent),
      identifiers: ja(e.identifiers),
      type: e.type
    };
}
function Z1(e) {
  let t = !0;
  return t = t && "intent_hash" in e, t = t && "intent_hash_bech32m" in e, t;
}
function ts(e) {
  return ZT(e);
}
function ZT(e, t) {
  return e == null ? e : {
    intent_hash: e.intent_hash,
    intent_hash_bech32m: e.intent_hash_bech32m
  };
}
function ns(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_hash: e.intent_hash,
      intent_hash_bech32m: e.intent_hash_bech32m
    };
}
const j1 = {
  TransactionIntent: "TransactionIntent"
};
function e$(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "identifiers" in e, t;
}
function t$(e) {
  return rs(e);
}
function rs(e, t) {
  return e == null ? e : {
    type: e.type,
    intent: n(e, "intent") ? He(e.intent) : void 0,
    identifiers: ts(e.identifiers)
  };
}
function jT(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      intent: We(e.intent),
      identifiers: ns(e.identifiers)
    };
}
function eF(e) {
  return tF(e);
}
function tF(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "LedgerTransaction":
      return { ...Xa(e), type: "LedgerTransaction" };
    case "NotarizedTransaction":
      return { ...Qa(e), type: "NotarizedTransaction" };
    case "NotarizedTransactionV2":
      return { ...Ya(e), type: "NotarizedTransactionV2" };
    case "SignedTransactionIntent":
      return { ...es(e), type: "SignedTransactionIntent" };
    case "TransactionIntent":
      return { ...rs(e), type: "TransactionIntent" };
    default:
      throw new Error(`No variant of ParsedTransaction exists with 'type=${e.type}'`);
  }
}
function nF(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "LedgerTransaction":
        return LT(e);
      case "NotarizedTransaction":
        return GT(e);
      case "NotarizedTransactionV2":
        return HT(e);
      case "SignedTransactionIntent":
        return QT(e);
      case "TransactionIntent":
        return jT(e);
      default:
        throw new Error(`No variant of ParsedTransaction exists with 'type=${e.type}'`);
    }
  }
}
const n$ = {
  NotarizedTransaction: "NotarizedTransaction",
  NotarizedTransactionV2: "NotarizedTransactionV2",
  SignedTransactionIntent: "SignedTransactionIntent",
  TransactionIntent: "TransactionIntent",
  LedgerTransaction: "LedgerTransaction"
};
function rF(e) {
  return iF(e);
}
function iF(e, t) {
  return e;
}
function r$(e) {
  return e;
}
function i$(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function o$(e) {
  return oF(e);
}
function oF(e, t) {
  return e == null ? e : {
    type: rF(e.type)
  };
}
function u$(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const a$ = {
  TransactionIntent: "TransactionIntent"
};
function s$(e) {
  let t = !0;
  return t = t && "identifiers" in e, t;
}
function c$(e) {
  return uF(e);
}
function uF(e, t) {
  return e == null ? e : {
    intent: n(e, "intent") ? He(e.intent) : void 0,
    identifiers: ts(e.identifiers),
    type: n(e, "type") ? e.type : void 0
  };
}
function l$(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent: We(e.intent),
      identifiers: ns(e.identifiers),
      type: e.type
    };
}
const d$ = {
  String: "String",
  Binary: "Binary"
};
function aF(e) {
  return sF(e);
}
function sF(e, t) {
  return e;
}
function _$(e) {
  return e;
}
function f$(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function p$(e) {
  return cF(e);
}
function cF(e, t) {
  return e == null ? e : {
    type: aF(e.type)
  };
}
function y$(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const m$ = {
  Plaintext: "Plaintext"
};
function S$(e) {
  let t = !0;
  return t = t && "mime_type" in e, t = t && "content" in e, t;
}
function O$(e) {
  return lF(e);
}
function lF(e, t) {
  return e == null ? e : {
    mime_type: e.mime_type,
    content: xu(e.content),
    type: n(e, "type") ? e.type : void 0
  };
}
function g$(e) {
  if (e !== void 0)
    return e === null ? null : {
      mime_type: e.mime_type,
      content: Cu(e.content),
      type: e.type
    };
}
const b$ = {
  Resource: "Resource",
  NonFungible: "NonFungible"
};
function dF(e) {
  return _F(e);
}
function _F(e, t) {
  return e;
}
function h$(e) {
  return e;
}
function T$(e) {
  let t = !0;
  return t = t && "type" in e, t = t && "resource_address" in e, t;
}
function F$(e) {
  return fF(e);
}
function fF(e, t) {
  return e == null ? e : {
    type: dF(e.type),
    resource_address: e.resource_address
  };
}
function N$(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      resource_address: e.resource_address
    };
}
function J$(e) {
  return !0;
}
function is(e) {
  return pF(e);
}
function pF(e, t) {
  return e == null ? e : {
    use_free_credit: n(e, "use_free_credit") ? e.use_free_credit : void 0,
    assume_all_signature_proofs: n(e, "assume_all_signature_proofs") ? e.assume_all_signature_proofs : void 0,
    skip_epoch_check: n(e, "skip_epoch_check") ? e.skip_epoch_check : void 0,
    disable_auth_checks: n(e, "disable_auth_checks") ? e.disable_auth_checks : void 0
  };
}
function os(e) {
  if (e !== void 0)
    return e === null ? null : {
      use_free_credit: e.use_free_credit,
      assume_all_signature_proofs: e.assume_all_signature_proofs,
      skip_epoch_check: e.skip_epoch_check,
      disable_auth_checks: e.disable_auth_checks
    };
}
function yF(e) {
  return mF(e);
}
function mF(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Compiled":
      return { ...ia(e), type: "Compiled" };
    default:
      throw new Error(`No variant of PreviewTransaction exists with 'type=${e.type}'`);
  }
}
function SF(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Compiled":
        return jS(e);
      default:
        throw new Error(`No variant of PreviewTransaction exists with 'type=${e.type}'`);
    }
  }
}
const R$ = {
  Compiled: "Compiled"
};
function OF(e) {
  return gF(e);
}
function gF(e, t) {
  return e;
}
function k$(e) {
  return e;
}
function A$(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function w$(e) {
  return bF(e);
}
function bF(e, t) {
  return e == null ? e : {
    type: OF(e.type)
  };
}
function P$(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const E$ = {
  ProofRule: "ProofRule"
};
function I$(e) {
  let t = !0;
  return t = t && "proof_rule" in e, t;
}
function D$(e) {
  return hF(e);
}
function hF(e, t) {
  return e == null ? e : {
    proof_rule: Dt(e.proof_rule),
    type: n(e, "type") ? e.type : void 0
  };
}
function x$(e) {
  if (e !== void 0)
    return e === null ? null : {
      proof_rule: xt(e.proof_rule),
      type: e.type
    };
}
const C$ = {
  Protected: "Protected"
};
function M$(e) {
  let t = !0;
  return t = t && "access_rule" in e, t;
}
function B$(e) {
  return TF(e);
}
function TF(e, t) {
  return e == null ? e : {
    access_rule: B(e.access_rule),
    type: n(e, "type") ? e.type : void 0
  };
}
function v$(e) {
  if (e !== void 0)
    return e === null ? null : {
      access_rule: v(e.access_rule),
      type: e.type
    };
}
const V$ = {
  ProtocolUpdate: "ProtocolUpdate"
};
function q$(e) {
  let t = !0;
  return t = t && "protocol_version_name" in e, t = t && "config_hash" in e, t = t && "batch_group_idx" in e, t = t && "batch_group_name" in e, t = t && "batch_idx" in e, t = t && "batch_name" in e, t = t && "is_end_of_update" in e, t;
}
function L$(e) {
  return FF(e);
}
function FF(e, t) {
  return e == null ? e : {
    protocol_version_name: e.protocol_version_name,
    config_hash: e.config_hash,
    batch_group_idx: e.batch_group_idx,
    batch_group_name: e.batch_group_name,
    batch_idx: e.batch_idx,
    batch_name: e.batch_name,
    is_end_of_update: e.is_end_of_update,
    type: n(e, "type") ? e.type : void 0
  };
}
function z$(e) {
  if (e !== void 0)
    return e === null ? null : {
      protocol_version_name: e.protocol_version_name,
      config_hash: e.config_hash,
      batch_group_idx: e.batch_group_idx,
      batch_group_name: e.batch_group_name,
      batch_idx: e.batch_idx,
      batch_name: e.batch_name,
      is_end_of_update: e.is_end_of_update,
      type: e.type
    };
}
const K$ = {
  InProgress: "InProgress",
  Complete: "Complete"
};
function NF(e) {
  return JF(e);
}
function JF(e, t) {
  return e;
}
function U$(e) {
  return e;
}
function G$(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function $$(e) {
  return RF(e);
}
function RF(e, t) {
  return e == null ? e : {
    type: NF(e.type)
  };
}
function H$(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const W$ = {
  ProtocolUpdateStatusModuleFieldSummary: "ProtocolUpdateStatusModuleFieldSummary"
};
function X$(e) {
  let t = !0;
  return t = t && "protocol_version" in e, t = t && "update_status" in e, t;
}
function Q$(e) {
  return kF(e);
}
function kF(e, t) {
  return e == null ? e : {
    protocol_version: e.protocol_version,
    update_status: _o(e.update_status),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function Y$(e) {
  if (e !== void 0)
    return e === null ? null : {
      protocol_version: e.protocol_version,
      update_status: fo(e.update_status),
      substate_type: e.substate_type
    };
}
function Z$(e) {
  let t = !0;
  return t = t && "index" in e, t = t && "active_stake_proportion" in e, t;
}
function AF(e) {
  return wF(e);
}
function wF(e, t) {
  return e == null ? e : {
    index: U(e.index),
    active_stake_proportion: e.active_stake_proportion
  };
}
function PF(e) {
  if (e !== void 0)
    return e === null ? null : {
      index: G(e.index),
      active_stake_proportion: e.active_stake_proportion
    };
}
function j$(e) {
  let t = !0;
  return t = t && "total_active_stake_proportion" in e, t = t && "signalling_validators" in e, t;
}
function EF(e) {
  return IF(e);
}
function IF(e, t) {
  return e == null ? e : {
    signalled_protocol_version: n(e, "signalled_protocol_version") ? e.signalled_protocol_version : void 0,
    total_active_stake_proportion: e.total_active_stake_proportion,
    signalling_validators: e.signalling_validators.map(AF)
  };
}
function DF(e) {
  if (e !== void 0)
    return e === null ? null : {
      signalled_protocol_version: e.signalled_protocol_version,
      total_active_stake_proportion: e.total_active_stake_proportion,
      signalling_validators: e.signalling_validators.map(PF)
    };
}
const e6 = {
  EcdsaSecp256k1: "EcdsaSecp256k1",
  EddsaEd25519: "EddsaEd25519"
};
function at(e) {
  return xF(e);
}
function xF(e, t) {
  return e;
}
function t6(e) {
  return e;
}
function n6(e) {
  let t = !0;
  return t = t && "key_type" in e, t;
}
function r6(e) {
  return CF(e);
}
function CF(e, t) {
  return e == null ? e : {
    key_type: at(e.key_type)
  };
}
function i6(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type
    };
}
const o6 = {
  Public: "Public"
};
function u6(e) {
  return !0;
}
function a6(e) {
  return MF(e);
}
function MF(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function s6(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const c6 = {
  Remote: "Remote"
};
function l6(e) {
  let t = !0;
  return t = t && "blueprint_type_identifier" in e, t;
}
function d6(e) {
  return BF(e);
}
function BF(e, t) {
  return e == null ? e : {
    blueprint_type_identifier: Cn(e.blueprint_type_identifier),
    resolved_full_type_id: n(e, "resolved_full_type_id") ? b(e.resolved_full_type_id) : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function _6(e) {
  if (e !== void 0)
    return e === null ? null : {
      blueprint_type_identifier: Mn(e.blueprint_type_identifier),
      resolved_full_type_id: h(e.resolved_full_type_id),
      type: e.type
    };
}
const f6 = {
  Require: "Require"
};
function p6(e) {
  let t = !0;
  return t = t && "requirement" in e, t;
}
function y6(e) {
  return vF(e);
}
function vF(e, t) {
  return e == null ? e : {
    requirement: R(e.requirement),
    type: n(e, "type") ? e.type : void 0
  };
}
function m6(e) {
  if (e !== void 0)
    return e === null ? null : {
      requirement: k(e.requirement),
      type: e.type
    };
}
const S6 = {
  Resource: "Resource",
  NonFungible: "NonFungible"
};
function VF(e) {
  return qF(e);
}
function qF(e, t) {
  return e;
}
function O6(e) {
  return e;
}
function g6(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function b6(e) {
  return LF(e);
}
function LF(e, t) {
  return e == null ? e : {
    type: VF(e.type)
  };
}
function h6(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function zF(e) {
  return KF(e);
}
function KF(e, t) {
  if (e == null)
    return e;
  switch (e.resource_type) {
    case "Fungible":
      return { ...va(e), resource_type: "Fungible" };
    case "NonFungible":
      return { ...$a(e), resource_type: "NonFungible" };
    default:
      throw new Error(`No variant of ResourceAmount exists with 'resource_type=${e.resource_type}'`);
  }
}
function UF(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.resource_type) {
      case "Fungible":
        return kg(e);
      case "NonFungible":
        return lT(e);
      default:
        throw new Error(`No variant of ResourceAmount exists with 'resource_type=${e.resource_type}'`);
    }
  }
}
const T6 = {
  Fungible: "Fungible",
  NonFungible: "NonFungible"
};
function us(e) {
  return GF(e);
}
function GF(e, t) {
  return e;
}
function F6(e) {
  return e;
}
function N6(e) {
  let t = !0;
  return t = t && "resource_type" in e, t = t && "resource_address" in e, t;
}
function J6(e) {
  return $F(e);
}
function $F(e, t) {
  return e == null ? e : {
    resource_type: us(e.resource_type),
    resource_address: e.resource_address
  };
}
function R6(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type,
      resource_address: e.resource_address
    };
}
const k6 = {
  Resource: "Resource"
};
function A6(e) {
  let t = !0;
  return t = t && "resource_address" in e, t;
}
function w6(e) {
  return HF(e);
}
function HF(e, t) {
  return e == null ? e : {
    resource_address: e.resource_address,
    type: n(e, "type") ? e.type : void 0
  };
}
function P6(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_address: e.resource_address,
      type: e.type
    };
}
const E6 = {
  Resource: "Resource"
};
function I6(e) {
  return !0;
}
function D6(e) {
  return WF(e);
}
function WF(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function x6(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const C6 = {
  Resource: "Resource"
};
function M6(e) {
  let t = !0;
  return t = t && "resource" in e, t;
}
function B6(e) {
  return XF(e);
}
function XF(e, t) {
  return e == null ? e : {
    resource: e.resource,
    type: n(e, "type") ? e.type : void 0
  };
}
function v6(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource: e.resource,
      type: e.type
    };
}
const V6 = {
  RoleAssignmentModuleFieldOwnerRole: "RoleAssignmentModuleFieldOwnerRole"
};
function q6(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function L6(e) {
  return QF(e);
}
function QF(e, t) {
  return e == null ? e : {
    value: yo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function z6(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: mo(e.value),
      substate_type: e.substate_type
    };
}
const K6 = {
  RoleAssignmentModuleRuleEntry: "RoleAssignmentModuleRuleEntry"
};
function U6(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function G6(e) {
  return YF(e);
}
function YF(e, t) {
  return e == null ? e : {
    key: Oo(e.key),
    value: n(e, "value") ? bo(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function $6(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: go(e.key),
      value: ho(e.value),
      substate_type: e.substate_type
    };
}
const H6 = {
  RoleProtected: "RoleProtected"
};
function W6(e) {
  let t = !0;
  return t = t && "allowed_roles" in e, t;
}
function X6(e) {
  return ZF(e);
}
function ZF(e, t) {
  return e == null ? e : {
    allowed_roles: e.allowed_roles,
    type: n(e, "type") ? e.type : void 0
  };
}
function Q6(e) {
  if (e !== void 0)
    return e === null ? null : {
      allowed_roles: e.allowed_roles,
      type: e.type
    };
}
const Y6 = {
  RoundUpdate: "RoundUpdate"
};
function Z6(e) {
  let t = !0;
  return t = t && "round_update_transaction" in e, t;
}
function j6(e) {
  return jF(e);
}
function jF(e, t) {
  return e == null ? e : {
    round_update_transaction: mu(e.round_update_transaction),
    type: n(e, "type") ? e.type : void 0
  };
}
function e9(e) {
  if (e !== void 0)
    return e === null ? null : {
      round_update_transaction: Su(e.round_update_transaction),
      type: e.type
    };
}
const t9 = {
  RoyaltyModuleFieldState: "RoyaltyModuleFieldState"
};
function n9(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function r9(e) {
  return eN(e);
}
function eN(e, t) {
  return e == null ? e : {
    value: Fo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function i9(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: No(e.value),
      substate_type: e.substate_type
    };
}
const o9 = {
  RoyaltyModuleMethodRoyaltyEntry: "RoyaltyModuleMethodRoyaltyEntry"
};
function u9(e) {
  let t = !0;
  return t = t && "key" in e, t;
}
function a9(e) {
  return tN(e);
}
function tN(e, t) {
  return e == null ? e : {
    key: Ro(e.key),
    value: n(e, "value") ? Ao(e.value) : void 0,
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function s9(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: ko(e.key),
      value: wo(e.value),
      substate_type: e.substate_type
    };
}
function c9(e) {
  return !0;
}
function nN(e) {
  return rN(e);
}
function rN(e, t) {
  return e == null ? e : {
    raw: n(e, "raw") ? e.raw : void 0,
    programmatic_json: n(e, "programmatic_json") ? e.programmatic_json : void 0
  };
}
function iN(e) {
  if (e !== void 0)
    return e === null ? null : {
      raw: e.raw,
      programmatic_json: e.programmatic_json
    };
}
function l9(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function d9(e) {
  return oN(e);
}
function oN(e, t) {
  return e == null ? e : {
    network: e.network
  };
}
function uN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network
    };
}
function _9(e) {
  let t = !0;
  return t = t && "executed_scenarios" in e, t;
}
function aN(e) {
  return sN(e);
}
function sN(e, t) {
  return e == null ? e : {
    executed_scenarios: e.executed_scenarios.map(yg)
  };
}
function f9(e) {
  if (e !== void 0)
    return e === null ? null : {
      executed_scenarios: e.executed_scenarios.map(Sg)
    };
}
const p9 = {
  SchemaEntry: "SchemaEntry"
};
function y9(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function m9(e) {
  return cN(e);
}
function cN(e, t) {
  return e == null ? e : {
    key: Do(e.key),
    value: Eo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function S9(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: xo(e.key),
      value: Io(e.value),
      substate_type: e.substate_type
    };
}
function O9(e) {
  let t = !0;
  return t = t && "key_type" in e, t;
}
function g9(e) {
  return lN(e);
}
function lN(e, t) {
  return e == null ? e : {
    key_type: at(e.key_type)
  };
}
function b9(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type
    };
}
function h9(e) {
  let t = !0;
  return t = t && "key_type" in e, t;
}
function T9(e) {
  return dN(e);
}
function dN(e, t) {
  return e == null ? e : {
    key_type: at(e.key_type)
  };
}
function F9(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type
    };
}
const N9 = {
  SortedIndex: "SortedIndex"
};
function J9(e) {
  let t = !0;
  return t = t && "key_type_ref" in e, t = t && "value_type_ref" in e, t = t && "allow_ownership" in e, t;
}
function R9(e) {
  return _N(e);
}
function _N(e, t) {
  return e == null ? e : {
    key_type_ref: y(e.key_type_ref),
    value_type_ref: y(e.value_type_ref),
    allow_ownership: e.allow_ownership,
    type: n(e, "type") ? e.type : void 0
  };
}
function k9(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type_ref: m(e.key_type_ref),
      value_type_ref: m(e.value_type_ref),
      allow_ownership: e.allow_ownership,
      type: e.type
    };
}
const A9 = {
  Sorted: "Sorted"
};
function w9(e) {
  let t = !0;
  return t = t && "sort_prefix_hex" in e, t = t && "key_hex" in e, t;
}
function P9(e) {
  return fN(e);
}
function fN(e, t) {
  return e == null ? e : {
    sort_prefix_hex: e.sort_prefix_hex,
    key_hex: e.key_hex,
    key_type: n(e, "key_type") ? e.key_type : void 0
  };
}
function E9(e) {
  if (e !== void 0)
    return e === null ? null : {
      sort_prefix_hex: e.sort_prefix_hex,
      key_hex: e.key_hex,
      key_type: e.key_type
    };
}
function I9(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "controller_address" in e, t;
}
function D9(e) {
  return pN(e);
}
function pN(e, t) {
  return e == null ? e : {
    network: e.network,
    controller_address: e.controller_address
  };
}
function yN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      controller_address: e.controller_address
    };
}
function x9(e) {
  let t = !0;
  return t = t && "parent_entity" in e, t = t && "parent_partition_number" in e, t = t && "parent_substate_key_hex" in e, t = t && "parent_substate_db_sort_key_hex" in e, t = t && "entity" in e, t = t && "depth" in e, t;
}
function st(e) {
  return mN(e);
}
function mN(e, t) {
  return e == null ? e : {
    parent_entity: _(e.parent_entity),
    parent_partition_number: e.parent_partition_number,
    parent_substate_key_hex: e.parent_substate_key_hex,
    parent_substate_db_sort_key_hex: e.parent_substate_db_sort_key_hex,
    entity: _(e.entity),
    depth: e.depth
  };
}
function ct(e) {
  if (e !== void 0)
    return e === null ? null : {
      parent_entity: f(e.parent_entity),
      parent_partition_number: e.parent_partition_number,
      parent_substate_key_hex: e.parent_substate_key_hex,
      parent_substate_db_sort_key_hex: e.parent_substate_db_sort_key_hex,
      entity: f(e.entity),
      depth: e.depth
    };
}
function C9(e) {
  let t = !0;
  return t = t && "vault_entity" in e, t = t && "resource_amount" in e, t;
}
function ke(e) {
  return SN(e);
}
function SN(e, t) {
  return e == null ? e : {
    vault_entity: _(e.vault_entity),
    resource_amount: zF(e.resource_amount)
  };
}
function Ae(e) {
  if (e !== void 0)
    return e === null ? null : {
      vault_entity: f(e.vault_entity),
      resource_amount: UF(e.resource_amount)
    };
}
function M9(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "state" in e, t = t && "owner_role" in e, t = t && "vaults" in e, t = t && "descendent_nodes" in e, t;
}
function ON(e) {
  return gN(e);
}
function gN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    state: s(e.state),
    owner_role: s(e.owner_role),
    vaults: e.vaults.map(ke),
    descendent_nodes: e.descendent_nodes.map(st)
  };
}
function B9(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      state: c(e.state),
      owner_role: c(e.owner_role),
      vaults: e.vaults.map(Ae),
      descendent_nodes: e.descendent_nodes.map(ct)
    };
}
function v9(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "account_address" in e, t;
}
function V9(e) {
  return bN(e);
}
function bN(e, t) {
  return e == null ? e : {
    network: e.network,
    account_address: e.account_address
  };
}
function hN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      account_address: e.account_address
    };
}
function q9(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "info" in e, t = t && "owner_role" in e, t = t && "state" in e, t = t && "vaults" in e, t;
}
function TN(e) {
  return FN(e);
}
function FN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    info: s(e.info),
    owner_role: s(e.owner_role),
    state: s(e.state),
    vaults: e.vaults.map(ke)
  };
}
function L9(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      info: c(e.info),
      owner_role: c(e.owner_role),
      state: c(e.state),
      vaults: e.vaults.map(Ae)
    };
}
function z9(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "component_address" in e, t;
}
function K9(e) {
  return NN(e);
}
function NN(e, t) {
  return e == null ? e : {
    network: e.network,
    component_address: e.component_address
  };
}
function JN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      component_address: e.component_address
    };
}
function U9(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "info" in e, t = t && "state" in e, t = t && "owner_role" in e, t = t && "vaults" in e, t = t && "descendent_nodes" in e, t;
}
function RN(e) {
  return kN(e);
}
function kN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    info: s(e.info),
    state: s(e.state),
    royalty_accumulator: n(e, "royalty_accumulator") ? s(e.royalty_accumulator) : void 0,
    owner_role: s(e.owner_role),
    vaults: e.vaults.map(ke),
    descendent_nodes: e.descendent_nodes.map(st)
  };
}
function G9(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      info: c(e.info),
      state: c(e.state),
      royalty_accumulator: c(e.royalty_accumulator),
      owner_role: c(e.owner_role),
      vaults: e.vaults.map(Ae),
      descendent_nodes: e.descendent_nodes.map(ct)
    };
}
function $9(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function H9(e) {
  return AN(e);
}
function AN(e, t) {
  return e == null ? e : {
    network: e.network,
    include_readiness_signals: n(e, "include_readiness_signals") ? e.include_readiness_signals : void 0
  };
}
function wN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      include_readiness_signals: e.include_readiness_signals
    };
}
function W9(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "config" in e, t = t && "state" in e, t = t && "current_proposal_statistic" in e, t = t && "current_validator_set" in e, t = t && "current_time" in e, t = t && "current_time_rounded_to_minutes" in e, t;
}
function PN(e) {
  return EN(e);
}
function EN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    config: s(e.config),
    state: s(e.state),
    current_proposal_statistic: s(e.current_proposal_statistic),
    current_validator_set: s(e.current_validator_set),
    current_time: s(e.current_time),
    current_time_rounded_to_minutes: s(e.current_time_rounded_to_minutes),
    current_validator_readiness_signals: n(e, "current_validator_readiness_signals") ? e.current_validator_readiness_signals.map(EF) : void 0
  };
}
function X9(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      config: c(e.config),
      state: c(e.state),
      current_proposal_statistic: c(e.current_proposal_statistic),
      current_validator_set: c(e.current_validator_set),
      current_time: c(e.current_time),
      current_time_rounded_to_minutes: c(e.current_time_rounded_to_minutes),
      current_validator_readiness_signals: e.current_validator_readiness_signals === void 0 ? void 0 : e.current_validator_readiness_signals.map(DF)
    };
}
const Q9 = {
  Fungible: "Fungible"
};
function Y9(e) {
  let t = !0;
  return t = t && "resource_type" in e, t = t && "divisibility" in e, t;
}
function Z9(e) {
  return as(e);
}
function as(e, t) {
  return e == null ? e : {
    resource_type: e.resource_type,
    divisibility: s(e.divisibility),
    total_supply: n(e, "total_supply") ? s(e.total_supply) : void 0
  };
}
function IN(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type,
      divisibility: c(e.divisibility),
      total_supply: c(e.total_supply)
    };
}
const j9 = {
  Fungible: "Fungible"
};
function eH(e) {
  let t = !0;
  return t = t && "divisibility" in e, t;
}
function tH(e) {
  return DN(e);
}
function DN(e, t) {
  return e == null ? e : {
    divisibility: s(e.divisibility),
    total_supply: n(e, "total_supply") ? s(e.total_supply) : void 0,
    resource_type: n(e, "resource_type") ? e.resource_type : void 0
  };
}
function nH(e) {
  if (e !== void 0)
    return e === null ? null : {
      divisibility: c(e.divisibility),
      total_supply: c(e.total_supply),
      resource_type: e.resource_type
    };
}
function rH(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "resource_address" in e, t = t && "non_fungible_id" in e, t;
}
function iH(e) {
  return xN(e);
}
function xN(e, t) {
  return e == null ? e : {
    network: e.network,
    resource_address: e.resource_address,
    non_fungible_id: e.non_fungible_id
  };
}
function CN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      resource_address: e.resource_address,
      non_fungible_id: e.non_fungible_id
    };
}
const oH = {
  NonFungible: "NonFungible"
};
function uH(e) {
  let t = !0;
  return t = t && "resource_type" in e, t = t && "id_type" in e, t = t && "mutable_fields" in e, t;
}
function aH(e) {
  return ss(e);
}
function ss(e, t) {
  return e == null ? e : {
    resource_type: e.resource_type,
    id_type: s(e.id_type),
    total_supply: n(e, "total_supply") ? s(e.total_supply) : void 0,
    mutable_fields: s(e.mutable_fields)
  };
}
function MN(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type,
      id_type: c(e.id_type),
      total_supply: c(e.total_supply),
      mutable_fields: c(e.mutable_fields)
    };
}
const sH = {
  NonFungible: "NonFungible"
};
function cH(e) {
  let t = !0;
  return t = t && "id_type" in e, t = t && "mutable_fields" in e, t;
}
function lH(e) {
  return BN(e);
}
function BN(e, t) {
  return e == null ? e : {
    id_type: s(e.id_type),
    total_supply: n(e, "total_supply") ? s(e.total_supply) : void 0,
    mutable_fields: s(e.mutable_fields),
    resource_type: n(e, "resource_type") ? e.resource_type : void 0
  };
}
function dH(e) {
  if (e !== void 0)
    return e === null ? null : {
      id_type: c(e.id_type),
      total_supply: c(e.total_supply),
      mutable_fields: c(e.mutable_fields),
      resource_type: e.resource_type
    };
}
function _H(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "non_fungible" in e, t;
}
function vN(e) {
  return VN(e);
}
function VN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    non_fungible: s(e.non_fungible)
  };
}
function fH(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      non_fungible: c(e.non_fungible)
    };
}
function pH(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "package_address" in e, t;
}
function yH(e) {
  return qN(e);
}
function qN(e, t) {
  return e == null ? e : {
    network: e.network,
    package_address: e.package_address
  };
}
function LN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      package_address: e.package_address
    };
}
function mH(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "owner_role" in e, t;
}
function zN(e) {
  return KN(e);
}
function KN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    owner_role: s(e.owner_role),
    royalty: n(e, "royalty") ? s(e.royalty) : void 0
  };
}
function SH(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      owner_role: c(e.owner_role),
      royalty: c(e.royalty)
    };
}
function UN(e) {
  return GN(e);
}
function GN(e, t) {
  if (e == null)
    return e;
  switch (e.resource_type) {
    case "Fungible":
      return { ...as(e), resource_type: "Fungible" };
    case "NonFungible":
      return { ...ss(e), resource_type: "NonFungible" };
    default:
      throw new Error(`No variant of StateResourceManager exists with 'resource_type=${e.resource_type}'`);
  }
}
function $N(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.resource_type) {
      case "Fungible":
        return IN(e);
      case "NonFungible":
        return MN(e);
      default:
        throw new Error(`No variant of StateResourceManager exists with 'resource_type=${e.resource_type}'`);
    }
  }
}
function OH(e) {
  let t = !0;
  return t = t && "resource_type" in e, t;
}
function gH(e) {
  return HN(e);
}
function HN(e, t) {
  return e == null ? e : {
    resource_type: us(e.resource_type)
  };
}
function bH(e) {
  if (e !== void 0)
    return e === null ? null : {
      resource_type: e.resource_type
    };
}
function hH(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "resource_address" in e, t;
}
function TH(e) {
  return WN(e);
}
function WN(e, t) {
  return e == null ? e : {
    network: e.network,
    resource_address: e.resource_address
  };
}
function XN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      resource_address: e.resource_address
    };
}
function FH(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "manager" in e, t = t && "owner_role" in e, t;
}
function QN(e) {
  return YN(e);
}
function YN(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    manager: UN(e.manager),
    owner_role: s(e.owner_role)
  };
}
function NH(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      manager: $N(e.manager),
      owner_role: c(e.owner_role)
    };
}
function JH(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "validator_address" in e, t;
}
function RH(e) {
  return ZN(e);
}
function ZN(e, t) {
  return e == null ? e : {
    network: e.network,
    validator_address: e.validator_address
  };
}
function jN(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      validator_address: e.validator_address
    };
}
function kH(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "address" in e, t = t && "state" in e, t = t && "protocol_update_readiness_signal" in e, t = t && "owner_role" in e, t = t && "vaults" in e, t = t && "descendent_nodes" in e, t;
}
function e0(e) {
  return t0(e);
}
function t0(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    address: e.address,
    state: s(e.state),
    protocol_update_readiness_signal: s(e.protocol_update_readiness_signal),
    owner_role: s(e.owner_role),
    vaults: e.vaults.map(ke),
    descendent_nodes: e.descendent_nodes.map(st)
  };
}
function AH(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      address: e.address,
      state: c(e.state),
      protocol_update_readiness_signal: c(e.protocol_update_readiness_signal),
      owner_role: c(e.owner_role),
      vaults: e.vaults.map(Ae),
      descendent_nodes: e.descendent_nodes.map(ct)
    };
}
const wH = {
  Static: "Static"
};
function PH(e) {
  let t = !0;
  return t = t && "type_id" in e, t;
}
function EH(e) {
  return n0(e);
}
function n0(e, t) {
  return e == null ? e : {
    type_id: Q(e.type_id),
    type: n(e, "type") ? e.type : void 0
  };
}
function IH(e) {
  if (e !== void 0)
    return e === null ? null : {
      type_id: Y(e.type_id),
      type: e.type
    };
}
const DH = {
  RequestedStateVersionOutOfBounds: "RequestedStateVersionOutOfBounds",
  RequestedEpochOutOfBounds: "RequestedEpochOutOfBounds"
};
function r0(e) {
  return i0(e);
}
function i0(e, t) {
  return e;
}
function xH(e) {
  return e;
}
function CH(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function MH(e) {
  return o0(e);
}
function o0(e, t) {
  return e == null ? e : {
    type: r0(e.type)
  };
}
function BH(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const vH = {
  RequestedEpochOutOfBounds: "RequestedEpochOutOfBounds"
};
function VH(e) {
  let t = !0;
  return t = t && "max_ledger_epoch" in e, t;
}
function qH(e) {
  return u0(e);
}
function u0(e, t) {
  return e == null ? e : {
    max_ledger_epoch: e.max_ledger_epoch,
    type: n(e, "type") ? e.type : void 0
  };
}
function LH(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_ledger_epoch: e.max_ledger_epoch,
      type: e.type
    };
}
const zH = {
  RequestedStateVersionOutOfBounds: "RequestedStateVersionOutOfBounds"
};
function KH(e) {
  let t = !0;
  return t = t && "max_ledger_state_version" in e, t;
}
function UH(e) {
  return a0(e);
}
function a0(e, t) {
  return e == null ? e : {
    max_ledger_state_version: e.max_ledger_state_version,
    type: n(e, "type") ? e.type : void 0
  };
}
function GH(e) {
  if (e !== void 0)
    return e === null ? null : {
      max_ledger_state_version: e.max_ledger_state_version,
      type: e.type
    };
}
const $H = {
  StreamProofs: "StreamProofs"
};
function HH(e) {
  return !0;
}
function WH(e) {
  return s0(e);
}
function s0(e, t) {
  return e == null ? e : {
    details: n(e, "details") ? ha(e.details) : void 0,
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function XH(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: Ta(e.details),
      error_type: e.error_type
    };
}
const QH = {
  Any: "Any"
};
function YH(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function ZH(e) {
  return cs(e);
}
function cs(e, t) {
  return e == null ? e : {
    type: e.type,
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0
  };
}
function c0(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      from_state_version: e.from_state_version
    };
}
const jH = {
  NewEpochs: "NewEpochs"
};
function eW(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function tW(e) {
  return ls(e);
}
function ls(e, t) {
  return e == null ? e : {
    type: e.type,
    from_epoch: n(e, "from_epoch") ? e.from_epoch : void 0
  };
}
function l0(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      from_epoch: e.from_epoch
    };
}
const nW = {
  ProtocolUpdateExecution: "ProtocolUpdateExecution"
};
function rW(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function iW(e) {
  return ds(e);
}
function ds(e, t) {
  return e == null ? e : {
    type: e.type,
    protocol_version: n(e, "protocol_version") ? e.protocol_version : void 0,
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0
  };
}
function d0(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      protocol_version: e.protocol_version,
      from_state_version: e.from_state_version
    };
}
const oW = {
  ProtocolUpdateInitializations: "ProtocolUpdateInitializations"
};
function uW(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function aW(e) {
  return _s(e);
}
function _s(e, t) {
  return e == null ? e : {
    type: e.type,
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0
  };
}
function _0(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type,
      from_state_version: e.from_state_version
    };
}
function f0(e) {
  return p0(e);
}
function p0(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Any":
      return { ...cs(e), type: "Any" };
    case "NewEpochs":
      return { ...ls(e), type: "NewEpochs" };
    case "ProtocolUpdateExecution":
      return { ...ds(e), type: "ProtocolUpdateExecution" };
    case "ProtocolUpdateInitializations":
      return { ..._s(e), type: "ProtocolUpdateInitializations" };
    default:
      throw new Error(`No variant of StreamProofsFilter exists with 'type=${e.type}'`);
  }
}
function y0(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Any":
        return c0(e);
      case "NewEpochs":
        return l0(e);
      case "ProtocolUpdateExecution":
        return d0(e);
      case "ProtocolUpdateInitializations":
        return _0(e);
      default:
        throw new Error(`No variant of StreamProofsFilter exists with 'type=${e.type}'`);
    }
  }
}
const sW = {
  Any: "Any"
};
function cW(e) {
  return !0;
}
function lW(e) {
  return m0(e);
}
function m0(e, t) {
  return e == null ? e : {
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function dW(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_state_version: e.from_state_version,
      type: e.type
    };
}
const _W = {
  Any: "Any",
  NewEpochs: "NewEpochs",
  ProtocolUpdateInitializations: "ProtocolUpdateInitializations",
  ProtocolUpdateExecution: "ProtocolUpdateExecution"
};
function S0(e) {
  return O0(e);
}
function O0(e, t) {
  return e;
}
function fW(e) {
  return e;
}
function pW(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function yW(e) {
  return g0(e);
}
function g0(e, t) {
  return e == null ? e : {
    type: S0(e.type)
  };
}
function mW(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const SW = {
  NewEpochs: "NewEpochs"
};
function OW(e) {
  return !0;
}
function gW(e) {
  return b0(e);
}
function b0(e, t) {
  return e == null ? e : {
    from_epoch: n(e, "from_epoch") ? e.from_epoch : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function bW(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_epoch: e.from_epoch,
      type: e.type
    };
}
const hW = {
  ProtocolUpdateExecution: "ProtocolUpdateExecution"
};
function TW(e) {
  return !0;
}
function FW(e) {
  return h0(e);
}
function h0(e, t) {
  return e == null ? e : {
    protocol_version: n(e, "protocol_version") ? e.protocol_version : void 0,
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function NW(e) {
  if (e !== void 0)
    return e === null ? null : {
      protocol_version: e.protocol_version,
      from_state_version: e.from_state_version,
      type: e.type
    };
}
const JW = {
  ProtocolUpdateInitializations: "ProtocolUpdateInitializations"
};
function RW(e) {
  return !0;
}
function kW(e) {
  return T0(e);
}
function T0(e, t) {
  return e == null ? e : {
    from_state_version: n(e, "from_state_version") ? e.from_state_version : void 0,
    type: n(e, "type") ? e.type : void 0
  };
}
function AW(e) {
  if (e !== void 0)
    return e === null ? null : {
      from_state_version: e.from_state_version,
      type: e.type
    };
}
function wW(e) {
  let t = !0;
  return t = t && "network" in e, t;
}
function PW(e) {
  return F0(e);
}
function F0(e, t) {
  return e == null ? e : {
    network: e.network,
    filter: n(e, "filter") ? f0(e.filter) : void 0,
    max_page_size: n(e, "max_page_size") ? e.max_page_size : void 0,
    continuation_token: n(e, "continuation_token") ? e.continuation_token : void 0
  };
}
function N0(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      filter: y0(e.filter),
      max_page_size: e.max_page_size,
      continuation_token: e.continuation_token
    };
}
function EW(e) {
  let t = !0;
  return t = t && "page" in e, t;
}
function J0(e) {
  return R0(e);
}
function R0(e, t) {
  return e == null ? e : {
    page: e.page.map(rt),
    continuation_token: n(e, "continuation_token") ? e.continuation_token : void 0
  };
}
function IW(e) {
  if (e !== void 0)
    return e === null ? null : {
      page: e.page.map(it),
      continuation_token: e.continuation_token
    };
}
const DW = {
  RequestedStateVersionOutOfBounds: "RequestedStateVersionOutOfBounds"
};
function k0(e) {
  return A0(e);
}
function A0(e, t) {
  return e;
}
function xW(e) {
  return e;
}
function CW(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function MW(e) {
  return w0(e);
}
function w0(e, t) {
  return e == null ? e : {
    type: k0(e.type)
  };
}
function BW(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const vW = {
  StreamTransactions: "StreamTransactions"
};
function VW(e) {
  return !0;
}
function qW(e) {
  return P0(e);
}
function P0(e, t) {
  return e == null ? e : {
    details: n(e, "details") ? Ja(e.details) : void 0,
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function LW(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: Ra(e.details),
      error_type: e.error_type
    };
}
function zW(e) {
  return !0;
}
function E0(e) {
  return I0(e);
}
function I0(e, t) {
  return e == null ? e : {
    raw: n(e, "raw") ? e.raw : void 0,
    hash: n(e, "hash") ? e.hash : void 0,
    typed: n(e, "typed") ? e.typed : void 0,
    previous: n(e, "previous") ? e.previous : void 0
  };
}
function D0(e) {
  if (e !== void 0)
    return e === null ? null : {
      raw: e.raw,
      hash: e.hash,
      typed: e.typed,
      previous: e.previous
    };
}
function KW(e) {
  return !0;
}
function lt(e) {
  return x0(e);
}
function x0(e, t) {
  return e == null ? e : {
    manifest: n(e, "manifest") ? e.manifest : void 0,
    blobs: n(e, "blobs") ? e.blobs : void 0,
    message: n(e, "message") ? e.message : void 0,
    balance_changes: n(e, "balance_changes") ? e.balance_changes : void 0,
    raw_system_transaction: n(e, "raw_system_transaction") ? e.raw_system_transaction : void 0,
    raw_notarized_transaction: n(e, "raw_notarized_transaction") ? e.raw_notarized_transaction : void 0,
    raw_ledger_transaction: n(e, "raw_ledger_transaction") ? e.raw_ledger_transaction : void 0
  };
}
function dt(e) {
  if (e !== void 0)
    return e === null ? null : {
      manifest: e.manifest,
      blobs: e.blobs,
      message: e.message,
      balance_changes: e.balance_changes,
      raw_system_transaction: e.raw_system_transaction,
      raw_notarized_transaction: e.raw_notarized_transaction,
      raw_ledger_transaction: e.raw_ledger_transaction
    };
}
function UW(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "from_state_version" in e, t = t && "limit" in e, t;
}
function GW(e) {
  return C0(e);
}
function C0(e, t) {
  return e == null ? e : {
    network: e.network,
    from_state_version: e.from_state_version,
    limit: e.limit,
    sbor_format_options: n(e, "sbor_format_options") ? nN(e.sbor_format_options) : void 0,
    transaction_format_options: n(e, "transaction_format_options") ? lt(e.transaction_format_options) : void 0,
    substate_format_options: n(e, "substate_format_options") ? E0(e.substate_format_options) : void 0,
    include_proofs: n(e, "include_proofs") ? e.include_proofs : void 0
  };
}
function M0(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      from_state_version: e.from_state_version,
      limit: e.limit,
      sbor_format_options: iN(e.sbor_format_options),
      transaction_format_options: dt(e.transaction_format_options),
      substate_format_options: D0(e.substate_format_options),
      include_proofs: e.include_proofs
    };
}
function $W(e) {
  let t = !0;
  return t = t && "from_state_version" in e, t = t && "count" in e, t = t && "max_ledger_state_version" in e, t = t && "transactions" in e, t;
}
function B0(e) {
  return v0(e);
}
function v0(e, t) {
  return e == null ? e : {
    previous_state_identifiers: n(e, "previous_state_identifiers") ? z(e.previous_state_identifiers) : void 0,
    from_state_version: e.from_state_version,
    count: e.count,
    max_ledger_state_version: e.max_ledger_state_version,
    transactions: e.transactions.map(na),
    proofs: n(e, "proofs") ? e.proofs.map(rt) : void 0
  };
}
function HW(e) {
  if (e !== void 0)
    return e === null ? null : {
      previous_state_identifiers: K(e.previous_state_identifiers),
      from_state_version: e.from_state_version,
      count: e.count,
      max_ledger_state_version: e.max_ledger_state_version,
      transactions: e.transactions.map(ra),
      proofs: e.proofs === void 0 ? void 0 : e.proofs.map(it)
    };
}
const WW = {
  String: "String"
};
function XW(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function QW(e) {
  return V0(e);
}
function V0(e, t) {
  return e == null ? e : {
    value: e.value,
    type: n(e, "type") ? e.type : void 0
  };
}
function YW(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: e.value,
      type: e.type
    };
}
function ZW(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "is_locked" in e, t;
}
function jW(e) {
  return q0(e);
}
function q0(e, t) {
  return e == null ? e : {
    substate_type: qe(e.substate_type),
    is_locked: e.is_locked
  };
}
function eX(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      is_locked: e.is_locked
    };
}
function tX(e) {
  let t = !0;
  return t = t && "substate_type" in e, t = t && "substate_key" in e, t;
}
function nX(e) {
  return L0(e);
}
function L0(e, t) {
  return e == null ? e : {
    substate_type: qe(e.substate_type),
    substate_key: ve(e.substate_key)
  };
}
function rX(e) {
  if (e !== void 0)
    return e === null ? null : {
      substate_type: e.substate_type,
      substate_key: Ve(e.substate_key)
    };
}
const iX = {
  Field: "Field",
  Map: "Map",
  Sorted: "Sorted"
};
function z0(e) {
  return K0(e);
}
function K0(e, t) {
  return e;
}
function oX(e) {
  return e;
}
function uX(e) {
  let t = !0;
  return t = t && "key_type" in e, t = t && "db_sort_key_hex" in e, t;
}
function aX(e) {
  return U0(e);
}
function U0(e, t) {
  return e == null ? e : {
    key_type: z0(e.key_type),
    db_sort_key_hex: e.db_sort_key_hex
  };
}
function sX(e) {
  if (e !== void 0)
    return e === null ? null : {
      key_type: e.key_type,
      db_sort_key_hex: e.db_sort_key_hex
    };
}
const cX = {
  SystemField: "SystemField",
  SystemSchema: "SystemSchema",
  KeyValueStoreEntry: "KeyValueStoreEntry",
  ObjectField: "ObjectField",
  ObjectKeyValuePartitionEntry: "ObjectKeyValuePartitionEntry",
  ObjectIndexPartitionEntry: "ObjectIndexPartitionEntry",
  ObjectSortedIndexPartitionEntry: "ObjectSortedIndexPartitionEntry"
};
function G0(e) {
  return $0(e);
}
function $0(e, t) {
  return e;
}
function lX(e) {
  return e;
}
function dX(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function _X(e) {
  return H0(e);
}
function H0(e, t) {
  return e == null ? e : {
    type: G0(e.type)
  };
}
function fX(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const pX = {
  SystemField: "SystemField"
};
function yX(e) {
  let t = !0;
  return t = t && "field_kind" in e, t;
}
function mX(e) {
  return W0(e);
}
function W0(e, t) {
  return e == null ? e : {
    field_kind: Zu(e.field_kind),
    type: n(e, "type") ? e.type : void 0
  };
}
function SX(e) {
  if (e !== void 0)
    return e === null ? null : {
      field_kind: e.field_kind,
      type: e.type
    };
}
const OX = {
  SystemSchema: "SystemSchema"
};
function gX(e) {
  return !0;
}
function bX(e) {
  return X0(e);
}
function X0(e, t) {
  return e == null ? e : {
    type: n(e, "type") ? e.type : void 0
  };
}
function hX(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function Q0(e) {
  return Y0(e);
}
function Y0(e, t) {
  if (e == null)
    return e;
  switch (e.type) {
    case "Function":
      return { ...Dn(e), type: "Function" };
    case "Method":
      return { ...oa(e), type: "Method" };
    default:
      throw new Error(`No variant of TargetIdentifier exists with 'type=${e.type}'`);
  }
}
function Z0(e) {
  if (e !== void 0) {
    if (e === null)
      return null;
    switch (e.type) {
      case "Function":
        return xd(e);
      case "Method":
        return nO(e);
      default:
        throw new Error(`No variant of TargetIdentifier exists with 'type=${e.type}'`);
    }
  }
}
const TX = {
  Method: "Method",
  Function: "Function"
};
function j0(e) {
  return eJ(e);
}
function eJ(e, t) {
  return e;
}
function FX(e) {
  return e;
}
function NX(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function JX(e) {
  return tJ(e);
}
function tJ(e, t) {
  return e == null ? e : {
    type: j0(e.type)
  };
}
function RX(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
function kX(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "target" in e, t = t && "arguments" in e, t;
}
function AX(e) {
  return nJ(e);
}
function nJ(e, t) {
  return e == null ? e : {
    network: e.network,
    at_ledger_state: n(e, "at_ledger_state") ? ot(e.at_ledger_state) : void 0,
    target: Q0(e.target),
    arguments: e.arguments
  };
}
function rJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      at_ledger_state: ut(e.at_ledger_state),
      target: Z0(e.target),
      arguments: e.arguments
    };
}
function wX(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "status" in e, t;
}
function iJ(e) {
  return oJ(e);
}
function oJ(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    status: ta(e.status),
    output: n(e, "output") ? P(e.output) : void 0,
    error_message: n(e, "error_message") ? e.error_message : void 0
  };
}
function PX(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      status: e.status,
      output: E(e.output),
      error_message: e.error_message
    };
}
const EX = {
  CommittedSuccess: "CommittedSuccess",
  CommittedFailure: "CommittedFailure",
  PermanentRejection: "PermanentRejection",
  InMempool: "InMempool",
  NotSeen: "NotSeen",
  FateUncertain: "FateUncertain",
  FateUncertainButLikelyRejection: "FateUncertainButLikelyRejection"
};
function uJ(e) {
  return aJ(e);
}
function aJ(e, t) {
  return e;
}
function IX(e) {
  return e;
}
const DX = {
  Plaintext: "Plaintext",
  Encrypted: "Encrypted"
};
function sJ(e) {
  return cJ(e);
}
function cJ(e, t) {
  return e;
}
function xX(e) {
  return e;
}
function CX(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function MX(e) {
  return lJ(e);
}
function lJ(e, t) {
  return e == null ? e : {
    type: sJ(e.type)
  };
}
function BX(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const vX = {
  Any: "Any",
  Notarized: "Notarized",
  Signed: "Signed",
  Unsigned: "Unsigned",
  Ledger: "Ledger"
}, VX = {
  None: "None",
  Static: "Static",
  Full: "Full"
}, qX = {
  Basic: "Basic",
  Full: "Full"
};
function LX(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "payload_hex" in e, t;
}
function zX(e) {
  return dJ(e);
}
function dJ(e, t) {
  return e == null ? e : {
    network: e.network,
    payload_hex: e.payload_hex,
    parse_mode: n(e, "parse_mode") ? e.parse_mode : void 0,
    validation_mode: n(e, "validation_mode") ? e.validation_mode : void 0,
    response_mode: n(e, "response_mode") ? e.response_mode : void 0,
    transaction_format_options: n(e, "transaction_format_options") ? lt(e.transaction_format_options) : void 0
  };
}
function _J(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      payload_hex: e.payload_hex,
      parse_mode: e.parse_mode,
      validation_mode: e.validation_mode,
      response_mode: e.response_mode,
      transaction_format_options: dt(e.transaction_format_options)
    };
}
function KX(e) {
  let t = !0;
  return t = t && "parsed" in e, t;
}
function fJ(e) {
  return pJ(e);
}
function pJ(e, t) {
  return e == null ? e : {
    parsed: eF(e.parsed)
  };
}
function UX(e) {
  if (e !== void 0)
    return e === null ? null : {
      parsed: nF(e.parsed)
    };
}
const GX = {
  CommittedSuccess: "CommittedSuccess",
  CommittedFailure: "CommittedFailure",
  PermanentlyRejected: "PermanentlyRejected",
  TransientlyRejected: "TransientlyRejected",
  InMempool: "InMempool",
  NotInMempool: "NotInMempool"
};
function yJ(e) {
  return mJ(e);
}
function mJ(e, t) {
  return e;
}
function $X(e) {
  return e;
}
function HX(e) {
  let t = !0;
  return t = t && "payload_hash" in e, t = t && "payload_hash_bech32m" in e, t = t && "status" in e, t;
}
function SJ(e) {
  return OJ(e);
}
function OJ(e, t) {
  return e == null ? e : {
    payload_hash: e.payload_hash,
    payload_hash_bech32m: e.payload_hash_bech32m,
    state_version: n(e, "state_version") ? e.state_version : void 0,
    status: yJ(e.status),
    error_message: n(e, "error_message") ? e.error_message : void 0
  };
}
function gJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      payload_hash: e.payload_hash,
      payload_hash_bech32m: e.payload_hash_bech32m,
      state_version: e.state_version,
      status: e.status,
      error_message: e.error_message
    };
}
function WX(e) {
  return !0;
}
function bJ(e) {
  return hJ(e);
}
function hJ(e, t) {
  return e == null ? e : {
    radix_engine_toolkit_receipt: n(e, "radix_engine_toolkit_receipt") ? e.radix_engine_toolkit_receipt : void 0
  };
}
function TJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      radix_engine_toolkit_receipt: e.radix_engine_toolkit_receipt
    };
}
function XX(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "manifest" in e, t;
}
function QX(e) {
  return FJ(e);
}
function FJ(e, t) {
  return e == null ? e : {
    network: e.network,
    at_ledger_state: n(e, "at_ledger_state") ? ot(e.at_ledger_state) : void 0,
    manifest: e.manifest,
    blobs_hex: n(e, "blobs_hex") ? e.blobs_hex : void 0,
    start_epoch_inclusive: n(e, "start_epoch_inclusive") ? e.start_epoch_inclusive : void 0,
    end_epoch_exclusive: n(e, "end_epoch_exclusive") ? e.end_epoch_exclusive : void 0,
    notary_public_key: n(e, "notary_public_key") ? W(e.notary_public_key) : void 0,
    notary_is_signatory: n(e, "notary_is_signatory") ? e.notary_is_signatory : void 0,
    tip_percentage: n(e, "tip_percentage") ? e.tip_percentage : void 0,
    nonce: n(e, "nonce") ? e.nonce : void 0,
    signer_public_keys: n(e, "signer_public_keys") ? e.signer_public_keys.map(W) : void 0,
    message: n(e, "message") ? Ge(e.message) : void 0,
    options: n(e, "options") ? bJ(e.options) : void 0,
    flags: n(e, "flags") ? is(e.flags) : void 0
  };
}
function NJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      at_ledger_state: ut(e.at_ledger_state),
      manifest: e.manifest,
      blobs_hex: e.blobs_hex,
      start_epoch_inclusive: e.start_epoch_inclusive,
      end_epoch_exclusive: e.end_epoch_exclusive,
      notary_public_key: X(e.notary_public_key),
      notary_is_signatory: e.notary_is_signatory,
      tip_percentage: e.tip_percentage,
      nonce: e.nonce,
      signer_public_keys: e.signer_public_keys === void 0 ? void 0 : e.signer_public_keys.map(X),
      message: $e(e.message),
      options: TJ(e.options),
      flags: os(e.flags)
    };
}
function YX(e) {
  let t = !0;
  return t = t && "level" in e, t = t && "message" in e, t;
}
function fs(e) {
  return JJ(e);
}
function JJ(e, t) {
  return e == null ? e : {
    level: e.level,
    message: e.message
  };
}
function ps(e) {
  if (e !== void 0)
    return e === null ? null : {
      level: e.level,
      message: e.message
    };
}
function ZX(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t = t && "encoded_receipt" in e, t = t && "receipt" in e, t = t && "instruction_resource_changes" in e, t = t && "logs" in e, t;
}
function RJ(e) {
  return kJ(e);
}
function kJ(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    encoded_receipt: e.encoded_receipt,
    receipt: tt(e.receipt),
    radix_engine_toolkit_receipt: n(e, "radix_engine_toolkit_receipt") ? e.radix_engine_toolkit_receipt : void 0,
    instruction_resource_changes: e.instruction_resource_changes.map(Hg),
    logs: e.logs.map(fs)
  };
}
function jX(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      encoded_receipt: e.encoded_receipt,
      receipt: nt(e.receipt),
      radix_engine_toolkit_receipt: e.radix_engine_toolkit_receipt,
      instruction_resource_changes: e.instruction_resource_changes.map(Xg),
      logs: e.logs.map(ps)
    };
}
const eQ = {
  Invalid: "Invalid"
};
function AJ(e) {
  return wJ(e);
}
function wJ(e, t) {
  return e;
}
function tQ(e) {
  return e;
}
function nQ(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function rQ(e) {
  return PJ(e);
}
function PJ(e, t) {
  return e == null ? e : {
    type: AJ(e.type)
  };
}
function iQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const oQ = {
  TransactionPreviewV2: "TransactionPreviewV2"
};
function uQ(e) {
  return !0;
}
function aQ(e) {
  return EJ(e);
}
function EJ(e, t) {
  return e == null ? e : {
    details: n(e, "details") ? wa(e.details) : void 0,
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function sQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: Pa(e.details),
      error_type: e.error_type
    };
}
function cQ(e) {
  return !0;
}
function IJ(e) {
  return DJ(e);
}
function DJ(e, t) {
  return e == null ? e : {
    core_api_receipt: n(e, "core_api_receipt") ? e.core_api_receipt : void 0,
    radix_engine_toolkit_receipt: n(e, "radix_engine_toolkit_receipt") ? e.radix_engine_toolkit_receipt : void 0,
    logs: n(e, "logs") ? e.logs : void 0
  };
}
function xJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      core_api_receipt: e.core_api_receipt,
      radix_engine_toolkit_receipt: e.radix_engine_toolkit_receipt,
      logs: e.logs
    };
}
function lQ(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "preview_transaction" in e, t;
}
function dQ(e) {
  return CJ(e);
}
function CJ(e, t) {
  return e == null ? e : {
    network: e.network,
    at_ledger_state: n(e, "at_ledger_state") ? ot(e.at_ledger_state) : void 0,
    preview_transaction: yF(e.preview_transaction),
    flags: n(e, "flags") ? is(e.flags) : void 0,
    options: n(e, "options") ? IJ(e.options) : void 0
  };
}
function MJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      at_ledger_state: ut(e.at_ledger_state),
      preview_transaction: SF(e.preview_transaction),
      flags: os(e.flags),
      options: xJ(e.options)
    };
}
function _Q(e) {
  let t = !0;
  return t = t && "at_ledger_state" in e, t;
}
function BJ(e) {
  return vJ(e);
}
function vJ(e, t) {
  return e == null ? e : {
    at_ledger_state: O(e.at_ledger_state),
    receipt: n(e, "receipt") ? tt(e.receipt) : void 0,
    radix_engine_toolkit_receipt: n(e, "radix_engine_toolkit_receipt") ? e.radix_engine_toolkit_receipt : void 0,
    logs: n(e, "logs") ? e.logs.map(fs) : void 0
  };
}
function fQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      at_ledger_state: g(e.at_ledger_state),
      receipt: nt(e.receipt),
      radix_engine_toolkit_receipt: e.radix_engine_toolkit_receipt,
      logs: e.logs === void 0 ? void 0 : e.logs.map(ps)
    };
}
function pQ(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "intent_hash" in e, t;
}
function yQ(e) {
  return VJ(e);
}
function VJ(e, t) {
  return e == null ? e : {
    network: e.network,
    intent_hash: e.intent_hash,
    transaction_format_options: n(e, "transaction_format_options") ? lt(e.transaction_format_options) : void 0
  };
}
function qJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      intent_hash: e.intent_hash,
      transaction_format_options: dt(e.transaction_format_options)
    };
}
function mQ(e) {
  let t = !0;
  return t = t && "committed" in e, t;
}
function LJ(e) {
  return zJ(e);
}
function zJ(e, t) {
  return e == null ? e : {
    committed: na(e.committed)
  };
}
function SQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      committed: ra(e.committed)
    };
}
function OQ(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "intent_hash" in e, t;
}
function gQ(e) {
  return KJ(e);
}
function KJ(e, t) {
  return e == null ? e : {
    network: e.network,
    intent_hash: e.intent_hash
  };
}
function UJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      intent_hash: e.intent_hash
    };
}
function bQ(e) {
  let t = !0;
  return t = t && "intent_status" in e, t = t && "status_description" in e, t = t && "known_payloads" in e, t;
}
function GJ(e) {
  return $J(e);
}
function $J(e, t) {
  return e == null ? e : {
    intent_status: uJ(e.intent_status),
    status_description: e.status_description,
    invalid_from_epoch: n(e, "invalid_from_epoch") ? e.invalid_from_epoch : void 0,
    known_payloads: e.known_payloads.map(SJ)
  };
}
function hQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      intent_status: e.intent_status,
      status_description: e.status_description,
      invalid_from_epoch: e.invalid_from_epoch,
      known_payloads: e.known_payloads.map(gJ)
    };
}
const TQ = {
  PriorityThresholdNotMet: "PriorityThresholdNotMet",
  IntentAlreadyCommitted: "IntentAlreadyCommitted",
  Rejected: "Rejected"
};
function HJ(e) {
  return WJ(e);
}
function WJ(e, t) {
  return e;
}
function FQ(e) {
  return e;
}
function NQ(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function JQ(e) {
  return XJ(e);
}
function XJ(e, t) {
  return e == null ? e : {
    type: HJ(e.type)
  };
}
function RQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const kQ = {
  TransactionSubmit: "TransactionSubmit"
};
function AQ(e) {
  return !0;
}
function wQ(e) {
  return QJ(e);
}
function QJ(e, t) {
  return e == null ? e : {
    details: n(e, "details") ? Ca(e.details) : void 0,
    error_type: n(e, "error_type") ? e.error_type : void 0
  };
}
function PQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      details: Ma(e.details),
      error_type: e.error_type
    };
}
function EQ(e) {
  let t = !0;
  return t = t && "network" in e, t = t && "notarized_transaction_hex" in e, t;
}
function IQ(e) {
  return YJ(e);
}
function YJ(e, t) {
  return e == null ? e : {
    network: e.network,
    notarized_transaction_hex: e.notarized_transaction_hex,
    force_recalculate: n(e, "force_recalculate") ? e.force_recalculate : void 0
  };
}
function ZJ(e) {
  if (e !== void 0)
    return e === null ? null : {
      network: e.network,
      notarized_transaction_hex: e.notarized_transaction_hex,
      force_recalculate: e.force_recalculate
    };
}
function DQ(e) {
  let t = !0;
  return t = t && "duplicate" in e, t;
}
function jJ(e) {
  return eR(e);
}
function eR(e, t) {
  return e == null ? e : {
    duplicate: e.duplicate
  };
}
function xQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      duplicate: e.duplicate
    };
}
const CQ = {
  TransactionTrackerCollectionEntry: "TransactionTrackerCollectionEntry"
};
function MQ(e) {
  let t = !0;
  return t = t && "key" in e, t = t && "value" in e, t;
}
function BQ(e) {
  return tR(e);
}
function tR(e, t) {
  return e == null ? e : {
    key: Mo(e.key),
    value: vo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function vQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      key: Bo(e.key),
      value: Vo(e.value),
      substate_type: e.substate_type
    };
}
const VQ = {
  TransactionTrackerFieldState: "TransactionTrackerFieldState"
};
function qQ(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function LQ(e) {
  return nR(e);
}
function nR(e, t) {
  return e == null ? e : {
    value: Lo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function zQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: zo(e.value),
      substate_type: e.substate_type
    };
}
const KQ = {
  TwoResourcePoolFieldState: "TwoResourcePoolFieldState"
};
function UQ(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function GQ(e) {
  return rR(e);
}
function rR(e, t) {
  return e == null ? e : {
    value: Uo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function $Q(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: Go(e.value),
      substate_type: e.substate_type
    };
}
const HQ = {
  Object: "Object",
  KeyValueStore: "KeyValueStore"
};
function iR(e) {
  return oR(e);
}
function oR(e, t) {
  return e;
}
function WQ(e) {
  return e;
}
function XQ(e) {
  let t = !0;
  return t = t && "type" in e, t;
}
function QQ(e) {
  return uR(e);
}
function uR(e, t) {
  return e == null ? e : {
    type: iR(e.type)
  };
}
function YQ(e) {
  if (e !== void 0)
    return e === null ? null : {
      type: e.type
    };
}
const ZQ = {
  TypeInfoModuleFieldTypeInfo: "TypeInfoModuleFieldTypeInfo"
};
function jQ(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function eY(e) {
  return aR(e);
}
function aR(e, t) {
  return e == null ? e : {
    value: jo(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function tY(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: eu(e.value),
      substate_type: e.substate_type
    };
}
const nY = {
  User: "User"
};
function rY(e) {
  let t = !0;
  return t = t && "notarized_transaction" in e, t;
}
function iY(e) {
  return sR(e);
}
function sR(e, t) {
  return e == null ? e : {
    notarized_transaction: Se(e.notarized_transaction),
    type: n(e, "type") ? e.type : void 0
  };
}
function oY(e) {
  if (e !== void 0)
    return e === null ? null : {
      notarized_transaction: Oe(e.notarized_transaction),
      type: e.type
    };
}
const uY = {
  UserV2: "UserV2"
};
function aY(e) {
  let t = !0;
  return t = t && "notarized_transaction" in e, t;
}
function sY(e) {
  return cR(e);
}
function cR(e, t) {
  return e == null ? e : {
    notarized_transaction: ge(e.notarized_transaction),
    type: n(e, "type") ? e.type : void 0
  };
}
function cY(e) {
  if (e !== void 0)
    return e === null ? null : {
      notarized_transaction: be(e.notarized_transaction),
      type: e.type
    };
}
const lY = {
  ValidatorFieldProtocolUpdateReadinessSignal: "ValidatorFieldProtocolUpdateReadinessSignal"
};
function dY(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function _Y(e) {
  return lR(e);
}
function lR(e, t) {
  return e == null ? e : {
    value: nu(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function fY(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: ru(e.value),
      substate_type: e.substate_type
    };
}
const pY = {
  ValidatorFieldState: "ValidatorFieldState"
};
function yY(e) {
  let t = !0;
  return t = t && "value" in e, t;
}
function mY(e) {
  return dR(e);
}
function dR(e, t) {
  return e == null ? e : {
    value: ou(e.value),
    substate_type: n(e, "substate_type") ? e.substate_type : void 0
  };
}
function SY(e) {
  if (e !== void 0)
    return e === null ? null : {
      value: uu(e.value),
      substate_type: e.substate_type
    };
}
const OY = {
  ByStateVersion: "ByStateVersion"
};
function gY(e) {
  let t = !0;
  return t = t && "state_version" in e, t;
}
function bY(e) {
  return _R(e);
}
function _R(e, t) {
  return e == null ? e : {
    state_version: e.state_version,
    type: n(e, "type") ? e.type : void 0
  };
}
function hY(e) {
  if (e !== void 0)
    return e === null ? null : {
      state_version: e.state_version,
      type: e.type
    };
}
function TY(e) {
  let t = !0;
  return t = t && "export_name" in e, t;
}
function FY(e) {
  return fR(e);
}
function fR(e, t) {
  return e == null ? e : {
    export_name: e.export_name
  };
}
function NY(e) {
  if (e !== void 0)
    return e === null ? null : {
      export_name: e.export_name
    };
}
class pR extends M {
  async ltsStateAccountAllFungibleResourceBalancesPostRaw(t, r) {
    if (t.ltsStateAccountAllFungibleResourceBalancesRequest === null || t.ltsStateAccountAllFungibleResourceBalancesRequest === void 0)
      throw new d("ltsStateAccountAllFungibleResourceBalancesRequest", "Required parameter requestParameters.ltsStateAccountAllFungibleResourceBalancesRequest was null or undefined when calling ltsStateAccountAllFungibleResourceBalancesPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/state/account-all-fungible-resource-balances",
      method: "POST",
      headers: o,
      query: i,
      body: wb(t.ltsStateAccountAllFungibleResourceBalancesRequest)
    }, r);
    return new l(u, (a) => Pb(a));
  }
  async ltsStateAccountAllFungibleResourceBalancesPost(t, r) {
    return await (await this.ltsStateAccountAllFungibleResourceBalancesPostRaw(t, r)).value();
  }
  async ltsStateAccountDepositBehaviourPostRaw(t, r) {
    if (t.ltsStateAccountDepositBehaviourRequest === null || t.ltsStateAccountDepositBehaviourRequest === void 0)
      throw new d("ltsStateAccountDepositBehaviourRequest", "Required parameter requestParameters.ltsStateAccountDepositBehaviourRequest was null or undefined when calling ltsStateAccountDepositBehaviourPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/state/account-deposit-behaviour",
      method: "POST",
      headers: o,
      query: i,
      body: vb(t.ltsStateAccountDepositBehaviourRequest)
    }, r);
    return new l(u, (a) => zb(a));
  }
  async ltsStateAccountDepositBehaviourPost(t, r) {
    return await (await this.ltsStateAccountDepositBehaviourPostRaw(t, r)).value();
  }
  async ltsStateAccountFungibleResourceBalancePostRaw(t, r) {
    if (t.ltsStateAccountFungibleResourceBalanceRequest === null || t.ltsStateAccountFungibleResourceBalanceRequest === void 0)
      throw new d("ltsStateAccountFungibleResourceBalanceRequest", "Required parameter requestParameters.ltsStateAccountFungibleResourceBalanceRequest was null or undefined when calling ltsStateAccountFungibleResourceBalancePost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/state/account-fungible-resource-balance",
      method: "POST",
      headers: o,
      query: i,
      body: Gb(t.ltsStateAccountFungibleResourceBalanceRequest)
    }, r);
    return new l(u, (a) => $b(a));
  }
  async ltsStateAccountFungibleResourceBalancePost(t, r) {
    return await (await this.ltsStateAccountFungibleResourceBalancePostRaw(t, r)).value();
  }
  async ltsStreamAccountTransactionOutcomesPostRaw(t, r) {
    if (t.ltsStreamAccountTransactionOutcomesRequest === null || t.ltsStreamAccountTransactionOutcomesRequest === void 0)
      throw new d("ltsStreamAccountTransactionOutcomesRequest", "Required parameter requestParameters.ltsStreamAccountTransactionOutcomesRequest was null or undefined when calling ltsStreamAccountTransactionOutcomesPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/stream/account-transaction-outcomes",
      method: "POST",
      headers: o,
      query: i,
      body: Xb(t.ltsStreamAccountTransactionOutcomesRequest)
    }, r);
    return new l(u, (a) => Qb(a));
  }
  async ltsStreamAccountTransactionOutcomesPost(t, r) {
    return await (await this.ltsStreamAccountTransactionOutcomesPostRaw(t, r)).value();
  }
  async ltsStreamTransactionOutcomesPostRaw(t, r) {
    if (t.ltsStreamTransactionOutcomesRequest === null || t.ltsStreamTransactionOutcomesRequest === void 0)
      throw new d("ltsStreamTransactionOutcomesRequest", "Required parameter requestParameters.ltsStreamTransactionOutcomesRequest was null or undefined when calling ltsStreamTransactionOutcomesPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/stream/transaction-outcomes",
      method: "POST",
      headers: o,
      query: i,
      body: jb(t.ltsStreamTransactionOutcomesRequest)
    }, r);
    return new l(u, (a) => eh(a));
  }
  async ltsStreamTransactionOutcomesPost(t, r) {
    return await (await this.ltsStreamTransactionOutcomesPostRaw(t, r)).value();
  }
  async ltsTransactionConstructionPostRaw(t, r) {
    if (t.ltsTransactionConstructionRequest === null || t.ltsTransactionConstructionRequest === void 0)
      throw new d("ltsTransactionConstructionRequest", "Required parameter requestParameters.ltsTransactionConstructionRequest was null or undefined when calling ltsTransactionConstructionPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/transaction/construction",
      method: "POST",
      headers: o,
      query: i,
      body: rh(t.ltsTransactionConstructionRequest)
    }, r);
    return new l(u, (a) => ih(a));
  }
  async ltsTransactionConstructionPost(t, r) {
    return await (await this.ltsTransactionConstructionPostRaw(t, r)).value();
  }
  async ltsTransactionStatusPostRaw(t, r) {
    if (t.ltsTransactionStatusRequest === null || t.ltsTransactionStatusRequest === void 0)
      throw new d("ltsTransactionStatusRequest", "Required parameter requestParameters.ltsTransactionStatusRequest was null or undefined when calling ltsTransactionStatusPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/transaction/status",
      method: "POST",
      headers: o,
      query: i,
      body: ph(t.ltsTransactionStatusRequest)
    }, r);
    return new l(u, (a) => yh(a));
  }
  async ltsTransactionStatusPost(t, r) {
    return await (await this.ltsTransactionStatusPostRaw(t, r)).value();
  }
  async ltsTransactionSubmitPostRaw(t, r) {
    if (t.ltsTransactionSubmitRequest === null || t.ltsTransactionSubmitRequest === void 0)
      throw new d("ltsTransactionSubmitRequest", "Required parameter requestParameters.ltsTransactionSubmitRequest was null or undefined when calling ltsTransactionSubmitPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/lts/transaction/submit",
      method: "POST",
      headers: o,
      query: i,
      body: Jh(t.ltsTransactionSubmitRequest)
    }, r);
    return new l(u, (a) => Rh(a));
  }
  async ltsTransactionSubmitPost(t, r) {
    return await (await this.ltsTransactionSubmitPostRaw(t, r)).value();
  }
}
class yR extends M {
  async mempoolListPostRaw(t, r) {
    if (t.mempoolListRequest === null || t.mempoolListRequest === void 0)
      throw new d("mempoolListRequest", "Required parameter requestParameters.mempoolListRequest was null or undefined when calling mempoolListPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/mempool/list",
      method: "POST",
      headers: o,
      query: i,
      body: Ph(t.mempoolListRequest)
    }, r);
    return new l(u, (a) => xh(a));
  }
  async mempoolListPost(t, r) {
    return await (await this.mempoolListPostRaw(t, r)).value();
  }
  async mempoolTransactionPostRaw(t, r) {
    if (t.mempoolTransactionRequest === null || t.mempoolTransactionRequest === void 0)
      throw new d("mempoolTransactionRequest", "Required parameter requestParameters.mempoolTransactionRequest was null or undefined when calling mempoolTransactionPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/mempool/transaction",
      method: "POST",
      headers: o,
      query: i,
      body: Bh(t.mempoolTransactionRequest)
    }, r);
    return new l(u, (a) => Lh(a));
  }
  async mempoolTransactionPost(t, r) {
    return await (await this.mempoolTransactionPostRaw(t, r)).value();
  }
}
class mR extends M {
  async stateAccessControllerPostRaw(t, r) {
    if (t.stateAccessControllerRequest === null || t.stateAccessControllerRequest === void 0)
      throw new d("stateAccessControllerRequest", "Required parameter requestParameters.stateAccessControllerRequest was null or undefined when calling stateAccessControllerPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/access-controller",
      method: "POST",
      headers: o,
      query: i,
      body: yN(t.stateAccessControllerRequest)
    }, r);
    return new l(u, (a) => ON(a));
  }
  async stateAccessControllerPost(t, r) {
    return await (await this.stateAccessControllerPostRaw(t, r)).value();
  }
  async stateAccountPostRaw(t, r) {
    if (t.stateAccountRequest === null || t.stateAccountRequest === void 0)
      throw new d("stateAccountRequest", "Required parameter requestParameters.stateAccountRequest was null or undefined when calling stateAccountPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/account",
      method: "POST",
      headers: o,
      query: i,
      body: hN(t.stateAccountRequest)
    }, r);
    return new l(u, (a) => TN(a));
  }
  async stateAccountPost(t, r) {
    return await (await this.stateAccountPostRaw(t, r)).value();
  }
  async stateComponentPostRaw(t, r) {
    if (t.stateComponentRequest === null || t.stateComponentRequest === void 0)
      throw new d("stateComponentRequest", "Required parameter requestParameters.stateComponentRequest was null or undefined when calling stateComponentPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/component",
      method: "POST",
      headers: o,
      query: i,
      body: JN(t.stateComponentRequest)
    }, r);
    return new l(u, (a) => RN(a));
  }
  async stateComponentPost(t, r) {
    return await (await this.stateComponentPostRaw(t, r)).value();
  }
  async stateConsensusManagerPostRaw(t, r) {
    if (t.stateConsensusManagerRequest === null || t.stateConsensusManagerRequest === void 0)
      throw new d("stateConsensusManagerRequest", "Required parameter requestParameters.stateConsensusManagerRequest was null or undefined when calling stateConsensusManagerPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/consensus-manager",
      method: "POST",
      headers: o,
      query: i,
      body: wN(t.stateConsensusManagerRequest)
    }, r);
    return new l(u, (a) => PN(a));
  }
  async stateConsensusManagerPost(t, r) {
    return await (await this.stateConsensusManagerPostRaw(t, r)).value();
  }
  async stateNonFungiblePostRaw(t, r) {
    if (t.stateNonFungibleRequest === null || t.stateNonFungibleRequest === void 0)
      throw new d("stateNonFungibleRequest", "Required parameter requestParameters.stateNonFungibleRequest was null or undefined when calling stateNonFungiblePost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/non-fungible",
      method: "POST",
      headers: o,
      query: i,
      body: CN(t.stateNonFungibleRequest)
    }, r);
    return new l(u, (a) => vN(a));
  }
  async stateNonFungiblePost(t, r) {
    return await (await this.stateNonFungiblePostRaw(t, r)).value();
  }
  async statePackagePostRaw(t, r) {
    if (t.statePackageRequest === null || t.statePackageRequest === void 0)
      throw new d("statePackageRequest", "Required parameter requestParameters.statePackageRequest was null or undefined when calling statePackagePost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/package",
      method: "POST",
      headers: o,
      query: i,
      body: LN(t.statePackageRequest)
    }, r);
    return new l(u, (a) => zN(a));
  }
  async statePackagePost(t, r) {
    return await (await this.statePackagePostRaw(t, r)).value();
  }
  async stateResourcePostRaw(t, r) {
    if (t.stateResourceRequest === null || t.stateResourceRequest === void 0)
      throw new d("stateResourceRequest", "Required parameter requestParameters.stateResourceRequest was null or undefined when calling stateResourcePost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/resource",
      method: "POST",
      headers: o,
      query: i,
      body: XN(t.stateResourceRequest)
    }, r);
    return new l(u, (a) => QN(a));
  }
  async stateResourcePost(t, r) {
    return await (await this.stateResourcePostRaw(t, r)).value();
  }
  async stateValidatorPostRaw(t, r) {
    if (t.stateValidatorRequest === null || t.stateValidatorRequest === void 0)
      throw new d("stateValidatorRequest", "Required parameter requestParameters.stateValidatorRequest was null or undefined when calling stateValidatorPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/state/validator",
      method: "POST",
      headers: o,
      query: i,
      body: jN(t.stateValidatorRequest)
    }, r);
    return new l(u, (a) => e0(a));
  }
  async stateValidatorPost(t, r) {
    return await (await this.stateValidatorPostRaw(t, r)).value();
  }
}
class St extends M {
  async statusNetworkConfigurationPostRaw(t) {
    const r = {}, i = {}, o = await this.request({
      path: "/status/network-configuration",
      method: "POST",
      headers: i,
      query: r
    }, t);
    return new l(o, (u) => tT(u));
  }
  async statusNetworkConfigurationPost(t) {
    return await (await this.statusNetworkConfigurationPostRaw(t)).value();
  }
  async statusNetworkStatusPostRaw(t, r) {
    if (t.networkStatusRequest === null || t.networkStatusRequest === void 0)
      throw new d("networkStatusRequest", "Required parameter requestParameters.networkStatusRequest was null or undefined when calling statusNetworkStatusPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/status/network-status",
      method: "POST",
      headers: o,
      query: i,
      body: iT(t.networkStatusRequest)
    }, r);
    return new l(u, (a) => oT(a));
  }
  async statusNetworkStatusPost(t, r) {
    return await (await this.statusNetworkStatusPostRaw(t, r)).value();
  }
  async statusScenariosPostRaw(t, r) {
    if (t.scenariosRequest === null || t.scenariosRequest === void 0)
      throw new d("scenariosRequest", "Required parameter requestParameters.scenariosRequest was null or undefined when calling statusScenariosPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/status/scenarios",
      method: "POST",
      headers: o,
      query: i,
      body: uN(t.scenariosRequest)
    }, r);
    return new l(u, (a) => aN(a));
  }
  async statusScenariosPost(t, r) {
    return await (await this.statusScenariosPostRaw(t, r)).value();
  }
}
class SR extends M {
  async streamProofsPostRaw(t, r) {
    if (t.streamProofsRequest === null || t.streamProofsRequest === void 0)
      throw new d("streamProofsRequest", "Required parameter requestParameters.streamProofsRequest was null or undefined when calling streamProofsPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/stream/proofs",
      method: "POST",
      headers: o,
      query: i,
      body: N0(t.streamProofsRequest)
    }, r);
    return new l(u, (a) => J0(a));
  }
  async streamProofsPost(t, r) {
    return await (await this.streamProofsPostRaw(t, r)).value();
  }
  async streamTransactionsPostRaw(t, r) {
    if (t.streamTransactionsRequest === null || t.streamTransactionsRequest === void 0)
      throw new d("streamTransactionsRequest", "Required parameter requestParameters.streamTransactionsRequest was null or undefined when calling streamTransactionsPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/stream/transactions",
      method: "POST",
      headers: o,
      query: i,
      body: M0(t.streamTransactionsRequest)
    }, r);
    return new l(u, (a) => B0(a));
  }
  async streamTransactionsPost(t, r) {
    return await (await this.streamTransactionsPostRaw(t, r)).value();
  }
}
class OR extends M {
  async transactionCallPreviewPostRaw(t, r) {
    if (t.transactionCallPreviewRequest === null || t.transactionCallPreviewRequest === void 0)
      throw new d("transactionCallPreviewRequest", "Required parameter requestParameters.transactionCallPreviewRequest was null or undefined when calling transactionCallPreviewPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/call-preview",
      method: "POST",
      headers: o,
      query: i,
      body: rJ(t.transactionCallPreviewRequest)
    }, r);
    return new l(u, (a) => iJ(a));
  }
  async transactionCallPreviewPost(t, r) {
    return await (await this.transactionCallPreviewPostRaw(t, r)).value();
  }
  async transactionParsePostRaw(t, r) {
    if (t.transactionParseRequest === null || t.transactionParseRequest === void 0)
      throw new d("transactionParseRequest", "Required parameter requestParameters.transactionParseRequest was null or undefined when calling transactionParsePost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/parse",
      method: "POST",
      headers: o,
      query: i,
      body: _J(t.transactionParseRequest)
    }, r);
    return new l(u, (a) => fJ(a));
  }
  async transactionParsePost(t, r) {
    return await (await this.transactionParsePostRaw(t, r)).value();
  }
  async transactionPreviewPostRaw(t, r) {
    if (t.transactionPreviewRequest === null || t.transactionPreviewRequest === void 0)
      throw new d("transactionPreviewRequest", "Required parameter requestParameters.transactionPreviewRequest was null or undefined when calling transactionPreviewPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/preview",
      method: "POST",
      headers: o,
      query: i,
      body: NJ(t.transactionPreviewRequest)
    }, r);
    return new l(u, (a) => RJ(a));
  }
  async transactionPreviewPost(t, r) {
    return await (await this.transactionPreviewPostRaw(t, r)).value();
  }
  async transactionPreviewV2PostRaw(t, r) {
    if (t.transactionPreviewV2Request === null || t.transactionPreviewV2Request === void 0)
      throw new d("transactionPreviewV2Request", "Required parameter requestParameters.transactionPreviewV2Request was null or undefined when calling transactionPreviewV2Post.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/preview-v2",
      method: "POST",
      headers: o,
      query: i,
      body: MJ(t.transactionPreviewV2Request)
    }, r);
    return new l(u, (a) => BJ(a));
  }
  async transactionPreviewV2Post(t, r) {
    return await (await this.transactionPreviewV2PostRaw(t, r)).value();
  }
  async transactionReceiptPostRaw(t, r) {
    if (t.transactionReceiptRequest === null || t.transactionReceiptRequest === void 0)
      throw new d("transactionReceiptRequest", "Required parameter requestParameters.transactionReceiptRequest was null or undefined when calling transactionReceiptPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/receipt",
      method: "POST",
      headers: o,
      query: i,
      body: qJ(t.transactionReceiptRequest)
    }, r);
    return new l(u, (a) => LJ(a));
  }
  async transactionReceiptPost(t, r) {
    return await (await this.transactionReceiptPostRaw(t, r)).value();
  }
  async transactionStatusPostRaw(t, r) {
    if (t.transactionStatusRequest === null || t.transactionStatusRequest === void 0)
      throw new d("transactionStatusRequest", "Required parameter requestParameters.transactionStatusRequest was null or undefined when calling transactionStatusPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/status",
      method: "POST",
      headers: o,
      query: i,
      body: UJ(t.transactionStatusRequest)
    }, r);
    return new l(u, (a) => GJ(a));
  }
  async transactionStatusPost(t, r) {
    return await (await this.transactionStatusPostRaw(t, r)).value();
  }
  async transactionSubmitPostRaw(t, r) {
    if (t.transactionSubmitRequest === null || t.transactionSubmitRequest === void 0)
      throw new d("transactionSubmitRequest", "Required parameter requestParameters.transactionSubmitRequest was null or undefined when calling transactionSubmitPost.");
    const i = {}, o = {};
    o["Content-Type"] = "application/json";
    const u = await this.request({
      path: "/transaction/submit",
      method: "POST",
      headers: o,
      query: i,
      body: ZJ(t.transactionSubmitRequest)
    }, r);
    return new l(u, (a) => jJ(a));
  }
  async transactionSubmitPost(t, r) {
    return await (await this.transactionSubmitPostRaw(t, r)).value();
  }
}
class gR {
  constructor(t, r) {
    this.innerClient = t, this.logicalNetworkName = r;
  }
  async getConstructionMetadata(t) {
    const { acceptableSyncDelaySeconds: r = 120 } = t != null ? t : {}, i = await this.innerClient.ltsTransactionConstructionPost({
      ltsTransactionConstructionRequest: {
        network: this.logicalNetworkName
      }
    });
    if (r) {
      const o = r * 1e3;
      if (i.ledger_clock.unix_timestamp_ms + o < Date.now())
        throw new Error(
          `Node is currently only synced up till ${i.ledger_clock.date_time}, and not synced within acceptable delay of ${r} seconds`
        );
    }
    return i;
  }
  async getAccountDepositBehaviour(t, r) {
    return this.innerClient.ltsStateAccountDepositBehaviourPost({
      ltsStateAccountDepositBehaviourRequest: {
        network: this.logicalNetworkName,
        account_address: t,
        resource_addresses: r
      }
    });
  }
  async submitTransaction(t) {
    var r;
    try {
      return {
        result: "Success",
        response: await this.innerClient.ltsTransactionSubmitPost({
          ltsTransactionSubmitRequest: {
            network: this.logicalNetworkName,
            ...t
          }
        })
      };
    } catch (i) {
      if (i instanceof D && ((r = i.errorResponse) == null ? void 0 : r.error_type) == "LtsTransactionSubmit") {
        const o = i.errorResponse.details;
        if (!o)
          return {
            result: "Error",
            message: i.errorResponse.message,
            error: i
          };
        if (o.type == "PriorityThresholdNotMet")
          return {
            result: o.type,
            details: o,
            error: i
          };
        if (o.type == "Rejected")
          return {
            result: o.type,
            details: o,
            error: i
          };
      }
      throw i;
    }
  }
  async getTransactionStatus(t) {
    return this.innerClient.ltsTransactionStatusPost({
      ltsTransactionStatusRequest: {
        network: this.logicalNetworkName,
        ...t
      }
    });
  }
  async getAccountFungibleResourceBalance(t) {
    return this.innerClient.ltsStateAccountFungibleResourceBalancePost({
      ltsStateAccountFungibleResourceBalanceRequest: {
        network: this.logicalNetworkName,
        ...t
      }
    });
  }
  async getAccountAllFungibleResourceBalances(t) {
    return this.innerClient.ltsStateAccountAllFungibleResourceBalancesPost({
      ltsStateAccountAllFungibleResourceBalancesRequest: {
        network: this.logicalNetworkName,
        ...t
      }
    });
  }
  async getTransactionOutcome({
    state_version: t
  }) {
    return (await this.getTransactionOutcomes({
      from_state_version: t,
      limit: 1
    })).committed_transaction_outcomes[0];
  }
  async getTransactionOutcomes(t) {
    return this.innerClient.ltsStreamTransactionOutcomesPost({
      ltsStreamTransactionOutcomesRequest: {
        network: this.logicalNetworkName,
        ...t
      }
    });
  }
  async getAccountTransactionOutcomes(t) {
    return this.innerClient.ltsStreamAccountTransactionOutcomesPost({
      ltsStreamAccountTransactionOutcomesRequest: {
        network: this.logicalNetworkName,
        ...t
      }
    });
  }
}
class bR {
  constructor(t) {
    this.innerClient = t;
  }
}
class hR {
  constructor(t) {
    this.innerClient = t;
  }
}
class TR {
  constructor(t, r) {
    this.innerClient = t, this.logicalNetworkName = r;
  }
  async getNetworkConfiguration() {
    return this.innerClient.statusNetworkConfigurationPost();
  }
  async getNetworkStatus() {
    return this.innerClient.statusNetworkStatusPost({
      networkStatusRequest: {
        network: this.logicalNetworkName
      }
    });
  }
}
class FR {
  constructor(t) {
    this.innerClient = t;
  }
}
class NR {
  constructor(t) {
    this.innerClient = t;
  }
}
class L {
  constructor(t, r) {
    S(this, "LTS");
    S(this, "lts");
    S(this, "mempool");
    S(this, "state");
    S(this, "status");
    S(this, "stream");
    S(this, "transaction");
    S(this, "lowLevel");
    this.logicalNetworkName = r, this.lowLevel = {
      lts: new pR(t),
      mempool: new yR(t),
      state: new mR(t),
      status: new St(t),
      stream: new SR(t),
      transaction: new OR(t)
    }, this.lts = new gR(this.lowLevel.lts, r), this.LTS = this.lts, this.mempool = new bR(this.lowLevel.mempool), this.state = new hR(this.lowLevel.state), this.status = new TR(this.lowLevel.status, r), this.stream = new FR(this.lowLevel.stream), this.transaction = new NR(this.lowLevel.transaction);
  }
  static constructConfiguration(t) {
    if (t.httpAgent || t.httpsAgent) {
      const i = (o) => o.protocol === "https:" && t.httpsAgent || t.httpAgent;
      t.advanced = {
        ...t.advanced || {},
        agent: i
      };
    }
    const r = {
      ...t.advanced || {},
      basePath: t.basePath,
      fetchApi: t.fetch
    };
    return new Ot(r);
  }
  static async initialize(t) {
    const r = L.constructConfiguration(t), o = await new St(r).statusNetworkConfigurationPost();
    let u = t.logicalNetworkName;
    if (!u)
      u = o.network;
    else if (o.network != u)
      throw new Error(
        `Connected to wrong network: expected ${u} but was ${o.network}`
      );
    return new L(r, u);
  }
  static initializeUnchecked(t) {
    const r = L.constructConfiguration(t);
    return new L(r, t.logicalNetworkName);
  }
}
export {
  Dk as AccessControllerFieldStateSubstateAllOfFromJSON,
  ec as AccessControllerFieldStateSubstateAllOfFromJSONTyped,
  Ek as AccessControllerFieldStateSubstateAllOfSubstateTypeEnum,
  xk as AccessControllerFieldStateSubstateAllOfToJSON,
  Pk as AccessControllerFieldStateSubstateFromJSON,
  Lt as AccessControllerFieldStateSubstateFromJSONTyped,
  Ak as AccessControllerFieldStateSubstateSubstateTypeEnum,
  js as AccessControllerFieldStateSubstateToJSON,
  Vt as AccessControllerFieldStateValueFromJSON,
  Zs as AccessControllerFieldStateValueFromJSONTyped,
  qt as AccessControllerFieldStateValueToJSON,
  vk as AccessRuleBaseFromJSON,
  rc as AccessRuleBaseFromJSONTyped,
  Vk as AccessRuleBaseToJSON,
  x as AccessRuleFromJSON,
  Ks as AccessRuleFromJSONTyped,
  C as AccessRuleToJSON,
  Ck as AccessRuleType,
  tc as AccessRuleTypeFromJSON,
  nc as AccessRuleTypeFromJSONTyped,
  Mk as AccessRuleTypeToJSON,
  zt as AccountAddressKeyFromJSON,
  ic as AccountAddressKeyFromJSONTyped,
  Kt as AccountAddressKeyToJSON,
  eA as AccountAuthorizedDepositorEntrySubstateAllOfFromJSON,
  fc as AccountAuthorizedDepositorEntrySubstateAllOfFromJSONTyped,
  Zk as AccountAuthorizedDepositorEntrySubstateAllOfSubstateTypeEnum,
  tA as AccountAuthorizedDepositorEntrySubstateAllOfToJSON,
  Yk as AccountAuthorizedDepositorEntrySubstateFromJSON,
  Qt as AccountAuthorizedDepositorEntrySubstateFromJSONTyped,
  Xk as AccountAuthorizedDepositorEntrySubstateSubstateTypeEnum,
  _c as AccountAuthorizedDepositorEntrySubstateToJSON,
  Ut as AccountAuthorizedDepositorEntryValueFromJSON,
  oc as AccountAuthorizedDepositorEntryValueFromJSONTyped,
  Gt as AccountAuthorizedDepositorEntryValueToJSON,
  lA as AccountFieldStateSubstateAllOfFromJSON,
  Sc as AccountFieldStateSubstateAllOfFromJSONTyped,
  sA as AccountFieldStateSubstateAllOfSubstateTypeEnum,
  dA as AccountFieldStateSubstateAllOfToJSON,
  aA as AccountFieldStateSubstateFromJSON,
  en as AccountFieldStateSubstateFromJSONTyped,
  oA as AccountFieldStateSubstateSubstateTypeEnum,
  mc as AccountFieldStateSubstateToJSON,
  Zt as AccountFieldStateValueFromJSON,
  yc as AccountFieldStateValueFromJSONTyped,
  jt as AccountFieldStateValueToJSON,
  OA as AccountLockerAccountClaimsEntrySubstateAllOfFromJSON,
  bc as AccountLockerAccountClaimsEntrySubstateAllOfFromJSONTyped,
  mA as AccountLockerAccountClaimsEntrySubstateAllOfSubstateTypeEnum,
  gA as AccountLockerAccountClaimsEntrySubstateAllOfToJSON,
  yA as AccountLockerAccountClaimsEntrySubstateFromJSON,
  rn as AccountLockerAccountClaimsEntrySubstateFromJSONTyped,
  fA as AccountLockerAccountClaimsEntrySubstateSubstateTypeEnum,
  gc as AccountLockerAccountClaimsEntrySubstateToJSON,
  tn as AccountLockerAccountClaimsEntryValueFromJSON,
  Oc as AccountLockerAccountClaimsEntryValueFromJSONTyped,
  nn as AccountLockerAccountClaimsEntryValueToJSON,
  wA as AccountResourcePreferenceEntrySubstateAllOfFromJSON,
  Jc as AccountResourcePreferenceEntrySubstateAllOfFromJSONTyped,
  kA as AccountResourcePreferenceEntrySubstateAllOfSubstateTypeEnum,
  PA as AccountResourcePreferenceEntrySubstateAllOfToJSON,
  RA as AccountResourcePreferenceEntrySubstateFromJSON,
  sn as AccountResourcePreferenceEntrySubstateFromJSONTyped,
  NA as AccountResourcePreferenceEntrySubstateSubstateTypeEnum,
  Nc as AccountResourcePreferenceEntrySubstateToJSON,
  un as AccountResourcePreferenceEntryValueFromJSON,
  Tc as AccountResourcePreferenceEntryValueFromJSONTyped,
  an as AccountResourcePreferenceEntryValueToJSON,
  BA as AccountVaultEntrySubstateAllOfFromJSON,
  Ac as AccountVaultEntrySubstateAllOfFromJSONTyped,
  CA as AccountVaultEntrySubstateAllOfSubstateTypeEnum,
  vA as AccountVaultEntrySubstateAllOfToJSON,
  xA as AccountVaultEntrySubstateFromJSON,
  dn as AccountVaultEntrySubstateFromJSONTyped,
  IA as AccountVaultEntrySubstateSubstateTypeEnum,
  kc as AccountVaultEntrySubstateToJSON,
  cn as AccountVaultEntryValueFromJSON,
  Rc as AccountVaultEntryValueFromJSONTyped,
  ln as AccountVaultEntryValueToJSON,
  xe as ActiveValidatorFromJSON,
  wc as ActiveValidatorFromJSONTyped,
  U as ActiveValidatorIndexFromJSON,
  Pc as ActiveValidatorIndexFromJSONTyped,
  G as ActiveValidatorIndexToJSON,
  fn as ActiveValidatorKeyFromJSON,
  Ec as ActiveValidatorKeyFromJSONTyped,
  pn as ActiveValidatorKeyToJSON,
  Ce as ActiveValidatorToJSON,
  Ic as AddressTypeFromJSON,
  Dc as AddressTypeFromJSONTyped,
  xc as AddressTypeToJSON,
  HA as AllOfBasicRequirementAllOfFromJSON,
  Cc as AllOfBasicRequirementAllOfFromJSONTyped,
  WA as AllOfBasicRequirementAllOfToJSON,
  GA as AllOfBasicRequirementAllOfTypeEnum,
  ik as AllOfBasicRequirementFromJSON,
  At as AllOfBasicRequirementFromJSONTyped,
  xs as AllOfBasicRequirementToJSON,
  nk as AllOfBasicRequirementTypeEnum,
  YA as AllOfCompositeRequirementAllOfFromJSON,
  Mc as AllOfCompositeRequirementAllOfFromJSONTyped,
  ZA as AllOfCompositeRequirementAllOfToJSON,
  XA as AllOfCompositeRequirementAllOfTypeEnum,
  zR as AllOfCompositeRequirementFromJSON,
  Ft as AllOfCompositeRequirementFromJSONTyped,
  Rs as AllOfCompositeRequirementToJSON,
  qR as AllOfCompositeRequirementTypeEnum,
  tw as AllowAllAccessRuleAllOfFromJSON,
  Bc as AllowAllAccessRuleAllOfFromJSONTyped,
  nw as AllowAllAccessRuleAllOfToJSON,
  jA as AllowAllAccessRuleAllOfTypeEnum,
  MR as AllowAllAccessRuleFromJSON,
  ht as AllowAllAccessRuleFromJSONTyped,
  Ns as AllowAllAccessRuleToJSON,
  xR as AllowAllAccessRuleTypeEnum,
  rw as AlwaysVisibleGlobalNodesVersion,
  vc as AlwaysVisibleGlobalNodesVersionFromJSON,
  Vc as AlwaysVisibleGlobalNodesVersionFromJSONTyped,
  iw as AlwaysVisibleGlobalNodesVersionToJSON,
  aw as AmountOfBasicRequirementAllOfFromJSON,
  qc as AmountOfBasicRequirementAllOfFromJSONTyped,
  sw as AmountOfBasicRequirementAllOfToJSON,
  ow as AmountOfBasicRequirementAllOfTypeEnum,
  ak as AmountOfBasicRequirementFromJSON,
  wt as AmountOfBasicRequirementFromJSONTyped,
  Cs as AmountOfBasicRequirementToJSON,
  ok as AmountOfBasicRequirementTypeEnum,
  dw as AnyOfBasicRequirementAllOfFromJSON,
  Lc as AnyOfBasicRequirementAllOfFromJSONTyped,
  _w as AnyOfBasicRequirementAllOfToJSON,
  cw as AnyOfBasicRequirementAllOfTypeEnum,
  lk as AnyOfBasicRequirementFromJSON,
  Pt as AnyOfBasicRequirementFromJSONTyped,
  Ms as AnyOfBasicRequirementToJSON,
  sk as AnyOfBasicRequirementTypeEnum,
  yw as AnyOfCompositeRequirementAllOfFromJSON,
  zc as AnyOfCompositeRequirementAllOfFromJSONTyped,
  mw as AnyOfCompositeRequirementAllOfToJSON,
  fw as AnyOfCompositeRequirementAllOfTypeEnum,
  GR as AnyOfCompositeRequirementFromJSON,
  Nt as AnyOfCompositeRequirementFromJSONTyped,
  ks as AnyOfCompositeRequirementToJSON,
  KR as AnyOfCompositeRequirementTypeEnum,
  Sw as AttachedModuleId,
  Kc as AttachedModuleIdFromJSON,
  Uc as AttachedModuleIdFromJSONTyped,
  Ow as AttachedModuleIdToJSON,
  ll as AuthConfigFromJSON,
  dl as AuthConfigFromJSONTyped,
  _l as AuthConfigToJSON,
  Kw as AuthorizedDepositorBadgeBaseFromJSON,
  yl as AuthorizedDepositorBadgeBaseFromJSONTyped,
  Uw as AuthorizedDepositorBadgeBaseToJSON,
  sc as AuthorizedDepositorBadgeFromJSON,
  cc as AuthorizedDepositorBadgeFromJSONTyped,
  lc as AuthorizedDepositorBadgeToJSON,
  qw as AuthorizedDepositorBadgeType,
  fl as AuthorizedDepositorBadgeTypeFromJSON,
  pl as AuthorizedDepositorBadgeTypeFromJSONTyped,
  Lw as AuthorizedDepositorBadgeTypeToJSON,
  Wt as AuthorizedDepositorKeyFromJSON,
  dc as AuthorizedDepositorKeyFromJSONTyped,
  Xt as AuthorizedDepositorKeyToJSON,
  Os as BASE_PATH,
  M as BaseAPI,
  Ww as BasicErrorResponseAllOfErrorTypeEnum,
  Qw as BasicErrorResponseAllOfFromJSON,
  Sl as BasicErrorResponseAllOfFromJSONTyped,
  Yw as BasicErrorResponseAllOfToJSON,
  Gw as BasicErrorResponseErrorTypeEnum,
  Hw as BasicErrorResponseFromJSON,
  gn as BasicErrorResponseFromJSONTyped,
  ml as BasicErrorResponseToJSON,
  tP as BasicRequirementBaseFromJSON,
  bl as BasicRequirementBaseFromJSONTyped,
  nP as BasicRequirementBaseToJSON,
  Dt as BasicRequirementFromJSON,
  Vs as BasicRequirementFromJSONTyped,
  xt as BasicRequirementToJSON,
  Zw as BasicRequirementType,
  Ol as BasicRequirementTypeFromJSON,
  gl as BasicRequirementTypeFromJSONTyped,
  jw as BasicRequirementTypeToJSON,
  sP as BinaryPlaintextMessageContentAllOfFromJSON,
  Tl as BinaryPlaintextMessageContentAllOfFromJSONTyped,
  cP as BinaryPlaintextMessageContentAllOfToJSON,
  uP as BinaryPlaintextMessageContentAllOfTypeEnum,
  oP as BinaryPlaintextMessageContentFromJSON,
  bn as BinaryPlaintextMessageContentFromJSONTyped,
  hl as BinaryPlaintextMessageContentToJSON,
  rP as BinaryPlaintextMessageContentTypeEnum,
  wR as BlobApiResponse,
  IP as BlueprintCollectionSchemaBaseFromJSON,
  Bl as BlueprintCollectionSchemaBaseFromJSONTyped,
  DP as BlueprintCollectionSchemaBaseToJSON,
  Il as BlueprintCollectionSchemaFromJSON,
  Dl as BlueprintCollectionSchemaFromJSONTyped,
  xl as BlueprintCollectionSchemaToJSON,
  wP as BlueprintCollectionSchemaType,
  Cl as BlueprintCollectionSchemaTypeFromJSON,
  Ml as BlueprintCollectionSchemaTypeFromJSONTyped,
  PP as BlueprintCollectionSchemaTypeToJSON,
  Ad as BlueprintDefinitionFromJSON,
  wd as BlueprintDefinitionFromJSONTyped,
  Pd as BlueprintDefinitionToJSON,
  Ed as BlueprintDependenciesFromJSON,
  Id as BlueprintDependenciesFromJSONTyped,
  Dd as BlueprintDependenciesToJSON,
  yE as BlueprintFunctionTargetIdentifierAllOfFromJSON,
  Cd as BlueprintFunctionTargetIdentifierAllOfFromJSONTyped,
  mE as BlueprintFunctionTargetIdentifierAllOfToJSON,
  fE as BlueprintFunctionTargetIdentifierAllOfTypeEnum,
  _E as BlueprintFunctionTargetIdentifierFromJSON,
  Dn as BlueprintFunctionTargetIdentifierFromJSONTyped,
  xd as BlueprintFunctionTargetIdentifierToJSON,
  lE as BlueprintFunctionTargetIdentifierTypeEnum,
  vn as BlueprintInfoFromJSON,
  Ld as BlueprintInfoFromJSONTyped,
  Vn as BlueprintInfoToJSON,
  gd as BlueprintInterfaceFromJSON,
  bd as BlueprintInterfaceFromJSONTyped,
  hd as BlueprintInterfaceToJSON,
  Kd as BlueprintMethodRoyaltyFromJSON,
  Ud as BlueprintMethodRoyaltyFromJSONTyped,
  Gd as BlueprintMethodRoyaltyToJSON,
  IE as BlueprintPayloadDefBaseFromJSON,
  Wd as BlueprintPayloadDefBaseFromJSONTyped,
  DE as BlueprintPayloadDefBaseToJSON,
  y as BlueprintPayloadDefFromJSON,
  Al as BlueprintPayloadDefFromJSONTyped,
  m as BlueprintPayloadDefToJSON,
  wE as BlueprintPayloadDefType,
  $d as BlueprintPayloadDefTypeFromJSON,
  Hd as BlueprintPayloadDefTypeFromJSONTyped,
  PE as BlueprintPayloadDefTypeToJSON,
  Xd as BlueprintRoyaltyConfigFromJSON,
  Qd as BlueprintRoyaltyConfigFromJSONTyped,
  Yd as BlueprintRoyaltyConfigToJSON,
  qE as BlueprintSchemaBlueprintTypeReferenceAllOfFromJSON,
  jd as BlueprintSchemaBlueprintTypeReferenceAllOfFromJSONTyped,
  LE as BlueprintSchemaBlueprintTypeReferenceAllOfToJSON,
  vE as BlueprintSchemaBlueprintTypeReferenceAllOfTypeEnum,
  BE as BlueprintSchemaBlueprintTypeReferenceFromJSON,
  zn as BlueprintSchemaBlueprintTypeReferenceFromJSONTyped,
  Zd as BlueprintSchemaBlueprintTypeReferenceToJSON,
  CE as BlueprintSchemaBlueprintTypeReferenceTypeEnum,
  td as BlueprintSchemaCollectionPartitionFromJSON,
  nd as BlueprintSchemaCollectionPartitionFromJSONTyped,
  rd as BlueprintSchemaCollectionPartitionToJSON,
  fd as BlueprintSchemaFieldPartitionFromJSON,
  pd as BlueprintSchemaFieldPartitionFromJSONTyped,
  yd as BlueprintSchemaFieldPartitionToJSON,
  Cn as BlueprintTypeIdentifierFromJSON,
  Bd as BlueprintTypeIdentifierFromJSONTyped,
  Mn as BlueprintTypeIdentifierToJSON,
  QE as BlueprintTypeReferenceBaseFromJSON,
  i_ as BlueprintTypeReferenceBaseFromJSONTyped,
  YE as BlueprintTypeReferenceBaseToJSON,
  GE as BlueprintTypeReferenceFromJSON,
  t_ as BlueprintTypeReferenceFromJSONTyped,
  HE as BlueprintTypeReferenceKind,
  n_ as BlueprintTypeReferenceKindFromJSON,
  r_ as BlueprintTypeReferenceKindFromJSONTyped,
  WE as BlueprintTypeReferenceKindToJSON,
  $E as BlueprintTypeReferenceToJSON,
  A as BlueprintVersionKeyFromJSON,
  o_ as BlueprintVersionKeyFromJSONTyped,
  w as BlueprintVersionKeyToJSON,
  oI as BootLoaderModuleFieldKernelBootSubstateAllOfFromJSON,
  s_ as BootLoaderModuleFieldKernelBootSubstateAllOfFromJSONTyped,
  rI as BootLoaderModuleFieldKernelBootSubstateAllOfSubstateTypeEnum,
  uI as BootLoaderModuleFieldKernelBootSubstateAllOfToJSON,
  nI as BootLoaderModuleFieldKernelBootSubstateFromJSON,
  $n as BootLoaderModuleFieldKernelBootSubstateFromJSONTyped,
  eI as BootLoaderModuleFieldKernelBootSubstateSubstateTypeEnum,
  a_ as BootLoaderModuleFieldKernelBootSubstateToJSON,
  Un as BootLoaderModuleFieldKernelBootValueFromJSON,
  u_ as BootLoaderModuleFieldKernelBootValueFromJSONTyped,
  Gn as BootLoaderModuleFieldKernelBootValueToJSON,
  bI as BootLoaderModuleFieldSystemBootSubstateAllOfFromJSON,
  A_ as BootLoaderModuleFieldSystemBootSubstateAllOfFromJSONTyped,
  OI as BootLoaderModuleFieldSystemBootSubstateAllOfSubstateTypeEnum,
  hI as BootLoaderModuleFieldSystemBootSubstateAllOfToJSON,
  SI as BootLoaderModuleFieldSystemBootSubstateFromJSON,
  Xn as BootLoaderModuleFieldSystemBootSubstateFromJSONTyped,
  yI as BootLoaderModuleFieldSystemBootSubstateSubstateTypeEnum,
  k_ as BootLoaderModuleFieldSystemBootSubstateToJSON,
  Hn as BootLoaderModuleFieldSystemBootValueFromJSON,
  R_ as BootLoaderModuleFieldSystemBootValueFromJSONTyped,
  Wn as BootLoaderModuleFieldSystemBootValueToJSON,
  II as BootLoaderModuleFieldTransactionValidationConfigurationSubstateAllOfFromJSON,
  V_ as BootLoaderModuleFieldTransactionValidationConfigurationSubstateAllOfFromJSONTyped,
  PI as BootLoaderModuleFieldTransactionValidationConfigurationSubstateAllOfSubstateTypeEnum,
  DI as BootLoaderModuleFieldTransactionValidationConfigurationSubstateAllOfToJSON,
  wI as BootLoaderModuleFieldTransactionValidationConfigurationSubstateFromJSON,
  Zn as BootLoaderModuleFieldTransactionValidationConfigurationSubstateFromJSONTyped,
  kI as BootLoaderModuleFieldTransactionValidationConfigurationSubstateSubstateTypeEnum,
  v_ as BootLoaderModuleFieldTransactionValidationConfigurationSubstateToJSON,
  qI as BootLoaderModuleFieldVmBootSubstateAllOfFromJSON,
  z_ as BootLoaderModuleFieldVmBootSubstateAllOfFromJSONTyped,
  vI as BootLoaderModuleFieldVmBootSubstateAllOfSubstateTypeEnum,
  LI as BootLoaderModuleFieldVmBootSubstateAllOfToJSON,
  BI as BootLoaderModuleFieldVmBootSubstateFromJSON,
  tr as BootLoaderModuleFieldVmBootSubstateFromJSONTyped,
  CI as BootLoaderModuleFieldVmBootSubstateSubstateTypeEnum,
  L_ as BootLoaderModuleFieldVmBootSubstateToJSON,
  jn as BootLoaderModuleFieldVmBootValueFromJSON,
  q_ as BootLoaderModuleFieldVmBootValueFromJSONTyped,
  er as BootLoaderModuleFieldVmBootValueToJSON,
  RR as COLLECTION_FORMATS,
  Me as CommittedIntentMetadataFromJSON,
  K_ as CommittedIntentMetadataFromJSONTyped,
  Be as CommittedIntentMetadataToJSON,
  GI as CommittedStateIdentifierAllOfFromJSON,
  G_ as CommittedStateIdentifierAllOfFromJSONTyped,
  $I as CommittedStateIdentifierAllOfToJSON,
  z as CommittedStateIdentifierFromJSON,
  U_ as CommittedStateIdentifierFromJSONTyped,
  K as CommittedStateIdentifierToJSON,
  ef as CommittedTransactionBalanceChangesFromJSON,
  tf as CommittedTransactionBalanceChangesFromJSONTyped,
  nf as CommittedTransactionBalanceChangesToJSON,
  na as CommittedTransactionFromJSON,
  ZS as CommittedTransactionFromJSONTyped,
  ra as CommittedTransactionToJSON,
  JV as CompiledPreviewTransactionAllOfFromJSON,
  eO as CompiledPreviewTransactionAllOfFromJSONTyped,
  RV as CompiledPreviewTransactionAllOfToJSON,
  FV as CompiledPreviewTransactionAllOfTypeEnum,
  TV as CompiledPreviewTransactionFromJSON,
  ia as CompiledPreviewTransactionFromJSONTyped,
  jS as CompiledPreviewTransactionToJSON,
  bV as CompiledPreviewTransactionTypeEnum,
  wV as CompleteProtocolUpdateStatusAllOfFromJSON,
  tO as CompleteProtocolUpdateStatusAllOfFromJSONTyped,
  PV as CompleteProtocolUpdateStatusAllOfToJSON,
  kV as CompleteProtocolUpdateStatusAllOfTypeEnum,
  YC as CompleteProtocolUpdateStatusFromJSON,
  ao as CompleteProtocolUpdateStatusFromJSONTyped,
  Lp as CompleteProtocolUpdateStatusToJSON,
  XC as CompleteProtocolUpdateStatusTypeEnum,
  MV as ComponentMethodTargetIdentifierAllOfFromJSON,
  rO as ComponentMethodTargetIdentifierAllOfFromJSONTyped,
  BV as ComponentMethodTargetIdentifierAllOfToJSON,
  xV as ComponentMethodTargetIdentifierAllOfTypeEnum,
  DV as ComponentMethodTargetIdentifierFromJSON,
  oa as ComponentMethodTargetIdentifierFromJSONTyped,
  nO as ComponentMethodTargetIdentifierToJSON,
  EV as ComponentMethodTargetIdentifierTypeEnum,
  LV as CompositeRequirementBaseFromJSON,
  uO as CompositeRequirementBaseFromJSONTyped,
  zV as CompositeRequirementBaseToJSON,
  B as CompositeRequirementFromJSON,
  Ls as CompositeRequirementFromJSONTyped,
  v as CompositeRequirementToJSON,
  vV as CompositeRequirementType,
  iO as CompositeRequirementTypeFromJSON,
  oO as CompositeRequirementTypeFromJSONTyped,
  VV as CompositeRequirementTypeToJSON,
  Ot as Configuration,
  XV as ConsensusLedgerProofOriginAllOfFromJSON,
  cO as ConsensusLedgerProofOriginAllOfFromJSONTyped,
  QV as ConsensusLedgerProofOriginAllOfToJSON,
  HV as ConsensusLedgerProofOriginAllOfTypeEnum,
  $V as ConsensusLedgerProofOriginFromJSON,
  sa as ConsensusLedgerProofOriginFromJSONTyped,
  sO as ConsensusLedgerProofOriginToJSON,
  UV as ConsensusLedgerProofOriginTypeEnum,
  jV as ConsensusManagerFieldConfigSubstateAllOfFromJSON,
  lO as ConsensusManagerFieldConfigSubstateAllOfFromJSONTyped,
  YV as ConsensusManagerFieldConfigSubstateAllOfSubstateTypeEnum,
  eq as ConsensusManagerFieldConfigSubstateAllOfToJSON,
  bD as ConsensusManagerFieldConfigSubstateFromJSON,
  fr as ConsensusManagerFieldConfigSubstateFromJSONTyped,
  OD as ConsensusManagerFieldConfigSubstateSubstateTypeEnum,
  mf as ConsensusManagerFieldConfigSubstateToJSON,
  dr as ConsensusManagerFieldConfigValueFromJSON,
  yf as ConsensusManagerFieldConfigValueFromJSONTyped,
  _r as ConsensusManagerFieldConfigValueToJSON,
  rq as ConsensusManagerFieldCurrentProposalStatisticSubstateAllOfFromJSON,
  dO as ConsensusManagerFieldCurrentProposalStatisticSubstateAllOfFromJSONTyped,
  tq as ConsensusManagerFieldCurrentProposalStatisticSubstateAllOfSubstateTypeEnum,
  iq as ConsensusManagerFieldCurrentProposalStatisticSubstateAllOfToJSON,
  ND as ConsensusManagerFieldCurrentProposalStatisticSubstateFromJSON,
  mr as ConsensusManagerFieldCurrentProposalStatisticSubstateFromJSONTyped,
  TD as ConsensusManagerFieldCurrentProposalStatisticSubstateSubstateTypeEnum,
  Of as ConsensusManagerFieldCurrentProposalStatisticSubstateToJSON,
  pr as ConsensusManagerFieldCurrentProposalStatisticValueFromJSON,
  Sf as ConsensusManagerFieldCurrentProposalStatisticValueFromJSONTyped,
  yr as ConsensusManagerFieldCurrentProposalStatisticValueToJSON,
  aq as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateAllOfFromJSON,
  _O as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateAllOfFromJSONTyped,
  oq as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateAllOfSubstateTypeEnum,
  sq as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateAllOfToJSON,
  wD as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateFromJSON,
  gr as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateFromJSONTyped,
  kD as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateSubstateTypeEnum,
  hf as ConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateToJSON,
  Sr as ConsensusManagerFieldCurrentTimeRoundedToMinutesValueFromJSON,
  bf as ConsensusManagerFieldCurrentTimeRoundedToMinutesValueFromJSONTyped,
  Or as ConsensusManagerFieldCurrentTimeRoundedToMinutesValueToJSON,
  dq as ConsensusManagerFieldCurrentTimeSubstateAllOfFromJSON,
  fO as ConsensusManagerFieldCurrentTimeSubstateAllOfFromJSONTyped,
  cq as ConsensusManagerFieldCurrentTimeSubstateAllOfSubstateTypeEnum,
  _q as ConsensusManagerFieldCurrentTimeSubstateAllOfToJSON,
  DD as ConsensusManagerFieldCurrentTimeSubstateFromJSON,
  Tr as ConsensusManagerFieldCurrentTimeSubstateFromJSONTyped,
  ED as ConsensusManagerFieldCurrentTimeSubstateSubstateTypeEnum,
  Ff as ConsensusManagerFieldCurrentTimeSubstateToJSON,
  br as ConsensusManagerFieldCurrentTimeValueFromJSON,
  Tf as ConsensusManagerFieldCurrentTimeValueFromJSONTyped,
  hr as ConsensusManagerFieldCurrentTimeValueToJSON,
  yq as ConsensusManagerFieldCurrentValidatorSetSubstateAllOfFromJSON,
  pO as ConsensusManagerFieldCurrentValidatorSetSubstateAllOfFromJSONTyped,
  fq as ConsensusManagerFieldCurrentValidatorSetSubstateAllOfSubstateTypeEnum,
  mq as ConsensusManagerFieldCurrentValidatorSetSubstateAllOfToJSON,
  BD as ConsensusManagerFieldCurrentValidatorSetSubstateFromJSON,
  Jr as ConsensusManagerFieldCurrentValidatorSetSubstateFromJSONTyped,
  CD as ConsensusManagerFieldCurrentValidatorSetSubstateSubstateTypeEnum,
  Jf as ConsensusManagerFieldCurrentValidatorSetSubstateToJSON,
  Fr as ConsensusManagerFieldCurrentValidatorSetValueFromJSON,
  Nf as ConsensusManagerFieldCurrentValidatorSetValueFromJSONTyped,
  Nr as ConsensusManagerFieldCurrentValidatorSetValueToJSON,
  gq as ConsensusManagerFieldStateSubstateAllOfFromJSON,
  yO as ConsensusManagerFieldStateSubstateAllOfFromJSONTyped,
  Sq as ConsensusManagerFieldStateSubstateAllOfSubstateTypeEnum,
  bq as ConsensusManagerFieldStateSubstateAllOfToJSON,
  LD as ConsensusManagerFieldStateSubstateFromJSON,
  Ar as ConsensusManagerFieldStateSubstateFromJSONTyped,
  VD as ConsensusManagerFieldStateSubstateSubstateTypeEnum,
  kf as ConsensusManagerFieldStateSubstateToJSON,
  Rr as ConsensusManagerFieldStateValueFromJSON,
  Rf as ConsensusManagerFieldStateValueFromJSONTyped,
  kr as ConsensusManagerFieldStateValueToJSON,
  Fq as ConsensusManagerFieldValidatorRewardsSubstateAllOfFromJSON,
  mO as ConsensusManagerFieldValidatorRewardsSubstateAllOfFromJSONTyped,
  hq as ConsensusManagerFieldValidatorRewardsSubstateAllOfSubstateTypeEnum,
  Nq as ConsensusManagerFieldValidatorRewardsSubstateAllOfToJSON,
  $D as ConsensusManagerFieldValidatorRewardsSubstateFromJSON,
  Er as ConsensusManagerFieldValidatorRewardsSubstateFromJSONTyped,
  UD as ConsensusManagerFieldValidatorRewardsSubstateSubstateTypeEnum,
  If as ConsensusManagerFieldValidatorRewardsSubstateToJSON,
  wr as ConsensusManagerFieldValidatorRewardsValueFromJSON,
  Ef as ConsensusManagerFieldValidatorRewardsValueFromJSONTyped,
  Pr as ConsensusManagerFieldValidatorRewardsValueToJSON,
  kq as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateAllOfFromJSON,
  SO as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateAllOfFromJSONTyped,
  Jq as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateAllOfSubstateTypeEnum,
  Aq as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateAllOfToJSON,
  QD as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateFromJSON,
  xr as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateFromJSONTyped,
  WD as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateSubstateTypeEnum,
  xf as ConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateToJSON,
  Ir as ConsensusManagerRegisteredValidatorsByStakeIndexEntryValueFromJSON,
  Df as ConsensusManagerRegisteredValidatorsByStakeIndexEntryValueFromJSONTyped,
  Dr as ConsensusManagerRegisteredValidatorsByStakeIndexEntryValueToJSON,
  L as CoreApiClient,
  c_ as CostingModuleConfigFromJSON,
  l_ as CostingModuleConfigFromJSONTyped,
  d_ as CostingModuleConfigToJSON,
  Um as CostingParametersFromJSON,
  Gm as CostingParametersFromJSONTyped,
  $m as CostingParametersToJSON,
  Eq as CountOfBasicRequirementAllOfFromJSON,
  OO as CountOfBasicRequirementAllOfFromJSONTyped,
  Iq as CountOfBasicRequirementAllOfToJSON,
  wq as CountOfBasicRequirementAllOfTypeEnum,
  fk as CountOfBasicRequirementFromJSON,
  Et as CountOfBasicRequirementFromJSONTyped,
  Bs as CountOfBasicRequirementToJSON,
  dk as CountOfBasicRequirementTypeEnum,
  vS as CreatedSubstateFromJSON,
  VS as CreatedSubstateFromJSONTyped,
  qS as CreatedSubstateToJSON,
  _e as DataStructFromJSON,
  Gf as DataStructFromJSONTyped,
  fe as DataStructToJSON,
  gs as DefaultConfig,
  nA as DefaultDepositRule,
  Yt as DefaultDepositRuleFromJSON,
  pc as DefaultDepositRuleFromJSONTyped,
  rA as DefaultDepositRuleToJSON,
  LS as DeletedSubstateFromJSON,
  zS as DeletedSubstateFromJSONTyped,
  KS as DeletedSubstateToJSON,
  Cq as DenyAllAccessRuleAllOfFromJSON,
  gO as DenyAllAccessRuleAllOfFromJSONTyped,
  Mq as DenyAllAccessRuleAllOfToJSON,
  Dq as DenyAllAccessRuleAllOfTypeEnum,
  VR as DenyAllAccessRuleFromJSON,
  Tt as DenyAllAccessRuleFromJSONTyped,
  Js as DenyAllAccessRuleToJSON,
  BR as DenyAllAccessRuleTypeEnum,
  Vq as EcdsaSecp256k1PublicKeyAllOfFromJSON,
  bO as EcdsaSecp256k1PublicKeyAllOfFromJSONTyped,
  Bq as EcdsaSecp256k1PublicKeyAllOfKeyTypeEnum,
  qq as EcdsaSecp256k1PublicKeyAllOfToJSON,
  De as EcdsaSecp256k1PublicKeyFromJSON,
  _n as EcdsaSecp256k1PublicKeyFromJSONTyped,
  VA as EcdsaSecp256k1PublicKeyKeyTypeEnum,
  ce as EcdsaSecp256k1PublicKeyToJSON,
  Kq as EcdsaSecp256k1SignatureAllOfFromJSON,
  hO as EcdsaSecp256k1SignatureAllOfFromJSONTyped,
  Lq as EcdsaSecp256k1SignatureAllOfKeyTypeEnum,
  Uq as EcdsaSecp256k1SignatureAllOfToJSON,
  ze as EcdsaSecp256k1SignatureFromJSON,
  gu as EcdsaSecp256k1SignatureFromJSONTyped,
  DB as EcdsaSecp256k1SignatureKeyTypeEnum,
  me as EcdsaSecp256k1SignatureToJSON,
  Hq as EcdsaSecp256k1SignatureWithPublicKeyAllOfFromJSON,
  TO as EcdsaSecp256k1SignatureWithPublicKeyAllOfFromJSONTyped,
  Gq as EcdsaSecp256k1SignatureWithPublicKeyAllOfKeyTypeEnum,
  Wq as EcdsaSecp256k1SignatureWithPublicKeyAllOfToJSON,
  VB as EcdsaSecp256k1SignatureWithPublicKeyFromJSON,
  Nu as EcdsaSecp256k1SignatureWithPublicKeyFromJSONTyped,
  BB as EcdsaSecp256k1SignatureWithPublicKeyKeyTypeEnum,
  im as EcdsaSecp256k1SignatureWithPublicKeyToJSON,
  Yq as EddsaEd25519PublicKeyAllOfFromJSON,
  FO as EddsaEd25519PublicKeyAllOfFromJSONTyped,
  Xq as EddsaEd25519PublicKeyAllOfKeyTypeEnum,
  Zq as EddsaEd25519PublicKeyAllOfToJSON,
  Ju as EddsaEd25519PublicKeyFromJSON,
  Ru as EddsaEd25519PublicKeyFromJSONTyped,
  qB as EddsaEd25519PublicKeyKeyTypeEnum,
  Ue as EddsaEd25519PublicKeyToJSON,
  tL as EddsaEd25519SignatureAllOfFromJSON,
  NO as EddsaEd25519SignatureAllOfFromJSONTyped,
  jq as EddsaEd25519SignatureAllOfKeyTypeEnum,
  nL as EddsaEd25519SignatureAllOfToJSON,
  bu as EddsaEd25519SignatureFromJSON,
  hu as EddsaEd25519SignatureFromJSONTyped,
  CB as EddsaEd25519SignatureKeyTypeEnum,
  Ke as EddsaEd25519SignatureToJSON,
  oL as EddsaEd25519SignatureWithPublicKeyAllOfFromJSON,
  JO as EddsaEd25519SignatureWithPublicKeyAllOfFromJSONTyped,
  rL as EddsaEd25519SignatureWithPublicKeyAllOfKeyTypeEnum,
  uL as EddsaEd25519SignatureWithPublicKeyAllOfToJSON,
  UB as EddsaEd25519SignatureWithPublicKeyFromJSON,
  ku as EddsaEd25519SignatureWithPublicKeyFromJSONTyped,
  zB as EddsaEd25519SignatureWithPublicKeyKeyTypeEnum,
  om as EddsaEd25519SignatureWithPublicKeyToJSON,
  Pu as EncryptedMessageCurveDecryptorSetFromJSON,
  pm as EncryptedMessageCurveDecryptorSetFromJSONTyped,
  Eu as EncryptedMessageCurveDecryptorSetToJSON,
  dm as EncryptedMessageDecryptorFromJSON,
  _m as EncryptedMessageDecryptorFromJSONTyped,
  fm as EncryptedMessageDecryptorToJSON,
  cL as EncryptedTransactionMessageAllOfFromJSON,
  RO as EncryptedTransactionMessageAllOfFromJSONTyped,
  lL as EncryptedTransactionMessageAllOfToJSON,
  aL as EncryptedTransactionMessageAllOfTypeEnum,
  QB as EncryptedTransactionMessageFromJSON,
  Iu as EncryptedTransactionMessageFromJSONTyped,
  ym as EncryptedTransactionMessageToJSON,
  WB as EncryptedTransactionMessageTypeEnum,
  eD as EntityModule,
  ur as EntityModuleFromJSON,
  rf as EntityModuleFromJSONTyped,
  tD as EntityModuleToJSON,
  _ as EntityReferenceFromJSON,
  Fs as EntityReferenceFromJSONTyped,
  f as EntityReferenceToJSON,
  ER as EntityType,
  ne as EntityTypeFromJSON,
  Ts as EntityTypeFromJSONTyped,
  IR as EntityTypeToJSON,
  _f as EpochChangeConditionFromJSON,
  ff as EpochChangeConditionFromJSONTyped,
  pf as EpochChangeConditionToJSON,
  hL as EpochEndLedgerProofFromJSON,
  BO as EpochEndLedgerProofFromJSONTyped,
  TL as EpochEndLedgerProofToJSON,
  ee as EpochRoundFromJSON,
  vO as EpochRoundFromJSONTyped,
  te as EpochRoundToJSON,
  b2 as ErrorResponseBaseFromJSON,
  sg as ErrorResponseBaseFromJSONTyped,
  h2 as ErrorResponseBaseToJSON,
  y2 as ErrorResponseFromJSON,
  og as ErrorResponseFromJSONTyped,
  m2 as ErrorResponseToJSON,
  S2 as ErrorResponseType,
  ug as ErrorResponseTypeFromJSON,
  ag as ErrorResponseTypeFromJSONTyped,
  O2 as ErrorResponseTypeToJSON,
  J2 as EventEmitterIdentifierBaseFromJSON,
  dg as EventEmitterIdentifierBaseFromJSONTyped,
  R2 as EventEmitterIdentifierBaseToJSON,
  Xm as EventEmitterIdentifierFromJSON,
  Qm as EventEmitterIdentifierFromJSONTyped,
  Ym as EventEmitterIdentifierToJSON,
  T2 as EventEmitterIdentifierType,
  cg as EventEmitterIdentifierTypeFromJSON,
  lg as EventEmitterIdentifierTypeFromJSONTyped,
  F2 as EventEmitterIdentifierTypeToJSON,
  iS as EventFromJSON,
  oS as EventFromJSONTyped,
  uS as EventToJSON,
  tS as EventTypeIdentifierFromJSON,
  nS as EventTypeIdentifierFromJSONTyped,
  rS as EventTypeIdentifierToJSON,
  yg as ExecutedScenarioFromJSON,
  mg as ExecutedScenarioFromJSONTyped,
  Sg as ExecutedScenarioToJSON,
  _g as ExecutedScenarioTransactionFromJSON,
  fg as ExecutedScenarioTransactionFromJSONTyped,
  pg as ExecutedScenarioTransactionToJSON,
  lS as FeeDestinationFromJSON,
  dS as FeeDestinationFromJSONTyped,
  _S as FeeDestinationToJSON,
  mS as FeeSourceFromJSON,
  SS as FeeSourceFromJSONTyped,
  OS as FeeSourceToJSON,
  gS as FeeSummaryFromJSON,
  bS as FeeSummaryFromJSONTyped,
  hS as FeeSummaryToJSON,
  E2 as FieldSchemaFeatureConditionAlwaysAllOfFromJSON,
  Og as FieldSchemaFeatureConditionAlwaysAllOfFromJSONTyped,
  I2 as FieldSchemaFeatureConditionAlwaysAllOfToJSON,
  w2 as FieldSchemaFeatureConditionAlwaysAllOfTypeEnum,
  HP as FieldSchemaFeatureConditionAlwaysFromJSON,
  An as FieldSchemaFeatureConditionAlwaysFromJSONTyped,
  id as FieldSchemaFeatureConditionAlwaysToJSON,
  GP as FieldSchemaFeatureConditionAlwaysTypeEnum,
  M2 as FieldSchemaFeatureConditionBaseFromJSON,
  hg as FieldSchemaFeatureConditionBaseFromJSONTyped,
  B2 as FieldSchemaFeatureConditionBaseToJSON,
  ad as FieldSchemaFeatureConditionFromJSON,
  sd as FieldSchemaFeatureConditionFromJSONTyped,
  q2 as FieldSchemaFeatureConditionIfOuterObjectFeatureAllOfFromJSON,
  Tg as FieldSchemaFeatureConditionIfOuterObjectFeatureAllOfFromJSONTyped,
  L2 as FieldSchemaFeatureConditionIfOuterObjectFeatureAllOfToJSON,
  v2 as FieldSchemaFeatureConditionIfOuterObjectFeatureAllOfTypeEnum,
  QP as FieldSchemaFeatureConditionIfOuterObjectFeatureFromJSON,
  wn as FieldSchemaFeatureConditionIfOuterObjectFeatureFromJSONTyped,
  od as FieldSchemaFeatureConditionIfOuterObjectFeatureToJSON,
  WP as FieldSchemaFeatureConditionIfOuterObjectFeatureTypeEnum,
  U2 as FieldSchemaFeatureConditionIfOwnFeatureAllOfFromJSON,
  Fg as FieldSchemaFeatureConditionIfOwnFeatureAllOfFromJSONTyped,
  G2 as FieldSchemaFeatureConditionIfOwnFeatureAllOfToJSON,
  z2 as FieldSchemaFeatureConditionIfOwnFeatureAllOfTypeEnum,
  jP as FieldSchemaFeatureConditionIfOwnFeatureFromJSON,
  Pn as FieldSchemaFeatureConditionIfOwnFeatureFromJSONTyped,
  ud as FieldSchemaFeatureConditionIfOwnFeatureToJSON,
  YP as FieldSchemaFeatureConditionIfOwnFeatureTypeEnum,
  cd as FieldSchemaFeatureConditionToJSON,
  D2 as FieldSchemaFeatureConditionType,
  gg as FieldSchemaFeatureConditionTypeFromJSON,
  bg as FieldSchemaFeatureConditionTypeFromJSONTyped,
  x2 as FieldSchemaFeatureConditionTypeToJSON,
  ld as FieldSchemaFromJSON,
  dd as FieldSchemaFromJSONTyped,
  _d as FieldSchemaToJSON,
  W2 as FieldSubstateKeyAllOfFromJSON,
  Ng as FieldSubstateKeyAllOfFromJSONTyped,
  $2 as FieldSubstateKeyAllOfKeyTypeEnum,
  X2 as FieldSubstateKeyAllOfToJSON,
  uD as FieldSubstateKeyFromJSON,
  sr as FieldSubstateKeyFromJSONTyped,
  iD as FieldSubstateKeyKeyTypeEnum,
  uf as FieldSubstateKeyToJSON,
  Z2 as FlashLedgerTransactionAllOfFromJSON,
  Jg as FlashLedgerTransactionAllOfFromJSONTyped,
  j2 as FlashLedgerTransactionAllOfToJSON,
  Q2 as FlashLedgerTransactionAllOfTypeEnum,
  FB as FlashLedgerTransactionFromJSON,
  _u as FlashLedgerTransactionFromJSONTyped,
  Xy as FlashLedgerTransactionToJSON,
  hB as FlashLedgerTransactionTypeEnum,
  Uy as FlashSetSubstateFromJSON,
  Gy as FlashSetSubstateFromJSONTyped,
  $y as FlashSetSubstateToJSON,
  lu as FlashedStateUpdatesFromJSON,
  Wy as FlashedStateUpdatesFromJSONTyped,
  du as FlashedStateUpdatesToJSON,
  Ur as FrozenStatusFromJSON,
  Lf as FrozenStatusFromJSONTyped,
  Gr as FrozenStatusToJSON,
  b as FullyScopedTypeIdFromJSON,
  vd as FullyScopedTypeIdFromJSONTyped,
  h as FullyScopedTypeIdToJSON,
  gw as FunctionAuthType,
  Gc as FunctionAuthTypeFromJSON,
  $c as FunctionAuthTypeFromJSONTyped,
  bw as FunctionAuthTypeToJSON,
  nz as FunctionEventEmitterIdentifierAllOfFromJSON,
  Rg as FunctionEventEmitterIdentifierAllOfFromJSONTyped,
  rz as FunctionEventEmitterIdentifierAllOfToJSON,
  ez as FunctionEventEmitterIdentifierAllOfTypeEnum,
  Fv as FunctionEventEmitterIdentifierFromJSON,
  Lu as FunctionEventEmitterIdentifierFromJSONTyped,
  Hm as FunctionEventEmitterIdentifierToJSON,
  hv as FunctionEventEmitterIdentifierTypeEnum,
  Ul as FunctionSchemaFromJSON,
  Gl as FunctionSchemaFromJSONTyped,
  $l as FunctionSchemaToJSON,
  cz as FungibleResourceAmountAllOfFromJSON,
  Ag as FungibleResourceAmountAllOfFromJSONTyped,
  az as FungibleResourceAmountAllOfResourceTypeEnum,
  lz as FungibleResourceAmountAllOfToJSON,
  uz as FungibleResourceAmountFromJSON,
  va as FungibleResourceAmountFromJSONTyped,
  iz as FungibleResourceAmountResourceTypeEnum,
  kg as FungibleResourceAmountToJSON,
  fz as FungibleResourceManagerFieldDivisibilitySubstateAllOfFromJSON,
  wg as FungibleResourceManagerFieldDivisibilitySubstateAllOfFromJSONTyped,
  dz as FungibleResourceManagerFieldDivisibilitySubstateAllOfSubstateTypeEnum,
  pz as FungibleResourceManagerFieldDivisibilitySubstateAllOfToJSON,
  ex as FungibleResourceManagerFieldDivisibilitySubstateFromJSON,
  Br as FungibleResourceManagerFieldDivisibilitySubstateFromJSONTyped,
  ZD as FungibleResourceManagerFieldDivisibilitySubstateSubstateTypeEnum,
  Mf as FungibleResourceManagerFieldDivisibilitySubstateToJSON,
  Cr as FungibleResourceManagerFieldDivisibilityValueFromJSON,
  Cf as FungibleResourceManagerFieldDivisibilityValueFromJSONTyped,
  Mr as FungibleResourceManagerFieldDivisibilityValueToJSON,
  Sz as FungibleResourceManagerFieldTotalSupplySubstateAllOfFromJSON,
  Pg as FungibleResourceManagerFieldTotalSupplySubstateAllOfFromJSONTyped,
  yz as FungibleResourceManagerFieldTotalSupplySubstateAllOfSubstateTypeEnum,
  Oz as FungibleResourceManagerFieldTotalSupplySubstateAllOfToJSON,
  ix as FungibleResourceManagerFieldTotalSupplySubstateFromJSON,
  qr as FungibleResourceManagerFieldTotalSupplySubstateFromJSONTyped,
  nx as FungibleResourceManagerFieldTotalSupplySubstateSubstateTypeEnum,
  vf as FungibleResourceManagerFieldTotalSupplySubstateToJSON,
  vr as FungibleResourceManagerFieldTotalSupplyValueFromJSON,
  Bf as FungibleResourceManagerFieldTotalSupplyValueFromJSONTyped,
  Vr as FungibleResourceManagerFieldTotalSupplyValueToJSON,
  hz as FungibleVaultFieldBalanceSubstateAllOfFromJSON,
  Eg as FungibleVaultFieldBalanceSubstateAllOfFromJSONTyped,
  gz as FungibleVaultFieldBalanceSubstateAllOfSubstateTypeEnum,
  Tz as FungibleVaultFieldBalanceSubstateAllOfToJSON,
  sx as FungibleVaultFieldBalanceSubstateFromJSON,
  Kr as FungibleVaultFieldBalanceSubstateFromJSONTyped,
  ux as FungibleVaultFieldBalanceSubstateSubstateTypeEnum,
  qf as FungibleVaultFieldBalanceSubstateToJSON,
  Lr as FungibleVaultFieldBalanceValueFromJSON,
  Vf as FungibleVaultFieldBalanceValueFromJSONTyped,
  zr as FungibleVaultFieldBalanceValueToJSON,
  Jz as FungibleVaultFieldFrozenStatusSubstateAllOfFromJSON,
  Ig as FungibleVaultFieldFrozenStatusSubstateAllOfFromJSONTyped,
  Fz as FungibleVaultFieldFrozenStatusSubstateAllOfSubstateTypeEnum,
  Rz as FungibleVaultFieldFrozenStatusSubstateAllOfToJSON,
  fx as FungibleVaultFieldFrozenStatusSubstateFromJSON,
  Wr as FungibleVaultFieldFrozenStatusSubstateFromJSONTyped,
  dx as FungibleVaultFieldFrozenStatusSubstateSubstateTypeEnum,
  Kf as FungibleVaultFieldFrozenStatusSubstateToJSON,
  $r as FungibleVaultFieldFrozenStatusValueFromJSON,
  zf as FungibleVaultFieldFrozenStatusValueFromJSONTyped,
  Hr as FungibleVaultFieldFrozenStatusValueToJSON,
  wz as GenericBlueprintPayloadDefAllOfFromJSON,
  Dg as GenericBlueprintPayloadDefAllOfFromJSONTyped,
  Pz as GenericBlueprintPayloadDefAllOfToJSON,
  kz as GenericBlueprintPayloadDefAllOfTypeEnum,
  _P as GenericBlueprintPayloadDefFromJSON,
  hn as GenericBlueprintPayloadDefFromJSONTyped,
  Fl as GenericBlueprintPayloadDefToJSON,
  lP as GenericBlueprintPayloadDefTypeEnum,
  Xr as GenericKeyFromJSON,
  Uf as GenericKeyFromJSONTyped,
  Qr as GenericKeyToJSON,
  Dz as GenericKeyValueStoreEntrySubstateAllOfFromJSON,
  xg as GenericKeyValueStoreEntrySubstateAllOfFromJSONTyped,
  Ez as GenericKeyValueStoreEntrySubstateAllOfSubstateTypeEnum,
  xz as GenericKeyValueStoreEntrySubstateAllOfToJSON,
  gx as GenericKeyValueStoreEntrySubstateFromJSON,
  jr as GenericKeyValueStoreEntrySubstateFromJSONTyped,
  Sx as GenericKeyValueStoreEntrySubstateSubstateTypeEnum,
  Hf as GenericKeyValueStoreEntrySubstateToJSON,
  Yr as GenericKeyValueStoreEntryValueFromJSON,
  $f as GenericKeyValueStoreEntryValueFromJSONTyped,
  Zr as GenericKeyValueStoreEntryValueToJSON,
  Bz as GenericScryptoComponentFieldStateSubstateAllOfFromJSON,
  Cg as GenericScryptoComponentFieldStateSubstateAllOfFromJSONTyped,
  Cz as GenericScryptoComponentFieldStateSubstateAllOfSubstateTypeEnum,
  vz as GenericScryptoComponentFieldStateSubstateAllOfToJSON,
  Fx as GenericScryptoComponentFieldStateSubstateFromJSON,
  ni as GenericScryptoComponentFieldStateSubstateFromJSONTyped,
  hx as GenericScryptoComponentFieldStateSubstateSubstateTypeEnum,
  Xf as GenericScryptoComponentFieldStateSubstateToJSON,
  ei as GenericScryptoComponentFieldStateValueFromJSON,
  Wf as GenericScryptoComponentFieldStateValueFromJSONTyped,
  ti as GenericScryptoComponentFieldStateValueToJSON,
  zz as GenericSubstitutionBaseFromJSON,
  vg as GenericSubstitutionBaseFromJSONTyped,
  Kz as GenericSubstitutionBaseToJSON,
  Ee as GenericSubstitutionFromJSON,
  qd as GenericSubstitutionFromJSONTyped,
  Ie as GenericSubstitutionToJSON,
  Vz as GenericSubstitutionType,
  Mg as GenericSubstitutionTypeFromJSON,
  Bg as GenericSubstitutionTypeFromJSONTyped,
  qz as GenericSubstitutionTypeToJSON,
  vP as GenericTypeParameterConstraints,
  Hl as GenericTypeParameterConstraintsFromJSON,
  Wl as GenericTypeParameterConstraintsFromJSONTyped,
  VP as GenericTypeParameterConstraintsToJSON,
  Xl as GenericTypeParameterFromJSON,
  Ql as GenericTypeParameterFromJSONTyped,
  Yl as GenericTypeParameterToJSON,
  $z as GenesisLedgerProofOriginAllOfFromJSON,
  Vg as GenesisLedgerProofOriginAllOfFromJSONTyped,
  Hz as GenesisLedgerProofOriginAllOfToJSON,
  Uz as GenesisLedgerProofOriginAllOfTypeEnum,
  yL as GenesisLedgerProofOriginFromJSON,
  da as GenesisLedgerProofOriginFromJSONTyped,
  EO as GenesisLedgerProofOriginToJSON,
  fL as GenesisLedgerProofOriginTypeEnum,
  Qz as GenesisLedgerTransactionAllOfFromJSON,
  qg as GenesisLedgerTransactionAllOfFromJSONTyped,
  Yz as GenesisLedgerTransactionAllOfToJSON,
  Wz as GenesisLedgerTransactionAllOfTypeEnum,
  kB as GenesisLedgerTransactionFromJSON,
  yu as GenesisLedgerTransactionFromJSONTyped,
  Yy as GenesisLedgerTransactionToJSON,
  JB as GenesisLedgerTransactionTypeEnum,
  Jd as HookExportFromJSON,
  Rd as HookExportFromJSONTyped,
  kd as HookExportToJSON,
  eK as InProgressProtocolUpdateStatusAllOfFromJSON,
  Lg as InProgressProtocolUpdateStatusAllOfFromJSONTyped,
  tK as InProgressProtocolUpdateStatusAllOfToJSON,
  Zz as InProgressProtocolUpdateStatusAllOfTypeEnum,
  tM as InProgressProtocolUpdateStatusFromJSON,
  lo as InProgressProtocolUpdateStatusFromJSONTyped,
  Kp as InProgressProtocolUpdateStatusToJSON,
  jC as InProgressProtocolUpdateStatusTypeEnum,
  iK as IndexBlueprintCollectionSchemaAllOfFromJSON,
  zg as IndexBlueprintCollectionSchemaAllOfFromJSONTyped,
  oK as IndexBlueprintCollectionSchemaAllOfToJSON,
  nK as IndexBlueprintCollectionSchemaAllOfTypeEnum,
  TP as IndexBlueprintCollectionSchemaFromJSON,
  Fn as IndexBlueprintCollectionSchemaFromJSONTyped,
  wl as IndexBlueprintCollectionSchemaToJSON,
  bP as IndexBlueprintCollectionSchemaTypeEnum,
  md as IndexedStateSchemaFromJSON,
  Sd as IndexedStateSchemaFromJSONTyped,
  Od as IndexedStateSchemaToJSON,
  sK as InstanceSchemaBlueprintTypeReferenceAllOfFromJSON,
  Kg as InstanceSchemaBlueprintTypeReferenceAllOfFromJSONTyped,
  cK as InstanceSchemaBlueprintTypeReferenceAllOfToJSON,
  uK as InstanceSchemaBlueprintTypeReferenceAllOfTypeEnum,
  UE as InstanceSchemaBlueprintTypeReferenceFromJSON,
  Kn as InstanceSchemaBlueprintTypeReferenceFromJSONTyped,
  e_ as InstanceSchemaBlueprintTypeReferenceToJSON,
  zE as InstanceSchemaBlueprintTypeReferenceTypeEnum,
  T as InstantMsFromJSON,
  gf as InstantMsFromJSONTyped,
  F as InstantMsToJSON,
  Hg as InstructionResourceChangesFromJSON,
  Wg as InstructionResourceChangesFromJSONTyped,
  Xg as InstructionResourceChangesToJSON,
  vu as IntentCoreV2FromJSON,
  Am as IntentCoreV2FromJSONTyped,
  Vu as IntentCoreV2ToJSON,
  Jm as IntentHeaderV2FromJSON,
  Rm as IntentHeaderV2FromJSONTyped,
  km as IntentHeaderV2ToJSON,
  yt as IntentSignaturesFromJSON,
  Nm as IntentSignaturesFromJSONTyped,
  mt as IntentSignaturesToJSON,
  pK as InvalidTransactionPreviewV2ErrorDetailsAllOfFromJSON,
  Qg as InvalidTransactionPreviewV2ErrorDetailsAllOfFromJSONTyped,
  yK as InvalidTransactionPreviewV2ErrorDetailsAllOfToJSON,
  _K as InvalidTransactionPreviewV2ErrorDetailsAllOfTypeEnum,
  jL as InvalidTransactionPreviewV2ErrorDetailsFromJSON,
  Aa as InvalidTransactionPreviewV2ErrorDetailsFromJSONTyped,
  YO as InvalidTransactionPreviewV2ErrorDetailsToJSON,
  YL as InvalidTransactionPreviewV2ErrorDetailsTypeEnum,
  l as JSONApiResponse,
  SK as KeyValueBasedStructureFromJSON,
  Yg as KeyValueBasedStructureFromJSONTyped,
  OK as KeyValueBasedStructureToJSON,
  hK as KeyValueBlueprintCollectionSchemaAllOfFromJSON,
  Zg as KeyValueBlueprintCollectionSchemaAllOfFromJSONTyped,
  TK as KeyValueBlueprintCollectionSchemaAllOfToJSON,
  gK as KeyValueBlueprintCollectionSchemaAllOfTypeEnum,
  JP as KeyValueBlueprintCollectionSchemaFromJSON,
  Nn as KeyValueBlueprintCollectionSchemaFromJSONTyped,
  Pl as KeyValueBlueprintCollectionSchemaToJSON,
  FP as KeyValueBlueprintCollectionSchemaTypeEnum,
  JK as KeyValueStoreEntryStructureAllOfFromJSON,
  jg as KeyValueStoreEntryStructureAllOfFromJSONTyped,
  RK as KeyValueStoreEntryStructureAllOfToJSON,
  FK as KeyValueStoreEntryStructureAllOfTypeEnum,
  Vv as KeyValueStoreEntryStructureFromJSON,
  Gu as KeyValueStoreEntryStructureFromJSONTyped,
  RS as KeyValueStoreEntryStructureToJSON,
  Bv as KeyValueStoreEntryStructureTypeEnum,
  Ho as KeyValueStoreInfoFromJSON,
  Fy as KeyValueStoreInfoFromJSONTyped,
  Wo as KeyValueStoreInfoToJSON,
  wK as KeyValueStoreTypeInfoDetailsAllOfFromJSON,
  eb as KeyValueStoreTypeInfoDetailsAllOfFromJSONTyped,
  PK as KeyValueStoreTypeInfoDetailsAllOfToJSON,
  kK as KeyValueStoreTypeInfoDetailsAllOfTypeEnum,
  ZM as KeyValueStoreTypeInfoDetailsFromJSON,
  Xo as KeyValueStoreTypeInfoDetailsFromJSONTyped,
  Ny as KeyValueStoreTypeInfoDetailsToJSON,
  QM as KeyValueStoreTypeInfoDetailsTypeEnum,
  gR as LTS,
  pR as LTSApi,
  Zy as LeaderProposalHistoryFromJSON,
  jy as LeaderProposalHistoryFromJSONTyped,
  em as LeaderProposalHistoryToJSON,
  ca as LedgerHashesFromJSON,
  kO as LedgerHashesFromJSONTyped,
  la as LedgerHashesToJSON,
  AO as LedgerHeaderFromJSON,
  wO as LedgerHeaderFromJSONTyped,
  he as LedgerHeaderSummaryFromJSON,
  tb as LedgerHeaderSummaryFromJSONTyped,
  Te as LedgerHeaderSummaryToJSON,
  PO as LedgerHeaderToJSON,
  rt as LedgerProofFromJSON,
  MO as LedgerProofFromJSONTyped,
  CK as LedgerProofOriginBaseFromJSON,
  ib as LedgerProofOriginBaseFromJSONTyped,
  MK as LedgerProofOriginBaseToJSON,
  DO as LedgerProofOriginFromJSON,
  xO as LedgerProofOriginFromJSONTyped,
  CO as LedgerProofOriginToJSON,
  IK as LedgerProofOriginType,
  nb as LedgerProofOriginTypeFromJSON,
  rb as LedgerProofOriginTypeFromJSONTyped,
  DK as LedgerProofOriginTypeToJSON,
  it as LedgerProofToJSON,
  KK as LedgerStateSelectorBaseFromJSON,
  cb as LedgerStateSelectorBaseFromJSONTyped,
  UK as LedgerStateSelectorBaseToJSON,
  ot as LedgerStateSelectorFromJSON,
  ub as LedgerStateSelectorFromJSONTyped,
  ut as LedgerStateSelectorToJSON,
  qK as LedgerStateSelectorType,
  ab as LedgerStateSelectorTypeFromJSON,
  sb as LedgerStateSelectorTypeFromJSONTyped,
  LK as LedgerStateSelectorTypeToJSON,
  O as LedgerStateSummaryFromJSON,
  lb as LedgerStateSummaryFromJSONTyped,
  g as LedgerStateSummaryToJSON,
  XK as LedgerTransactionBaseFromJSON,
  fb as LedgerTransactionBaseFromJSONTyped,
  QK as LedgerTransactionBaseToJSON,
  Ye as LedgerTransactionFromJSON,
  Km as LedgerTransactionFromJSONTyped,
  Ze as LedgerTransactionToJSON,
  $K as LedgerTransactionType,
  db as LedgerTransactionTypeFromJSON,
  _b as LedgerTransactionTypeFromJSONTyped,
  HK as LedgerTransactionTypeToJSON,
  __ as LimitParametersFromJSON,
  f_ as LimitParametersFromJSONTyped,
  p_ as LimitParametersToJSON,
  jK as LocalGenericSubstitutionAllOfFromJSON,
  pb as LocalGenericSubstitutionAllOfFromJSONTyped,
  eU as LocalGenericSubstitutionAllOfToJSON,
  YK as LocalGenericSubstitutionAllOfTypeEnum,
  gE as LocalGenericSubstitutionFromJSON,
  xn as LocalGenericSubstitutionFromJSONTyped,
  Md as LocalGenericSubstitutionToJSON,
  SE as LocalGenericSubstitutionTypeEnum,
  pe as LocalNonFungibleKeyFromJSON,
  np as LocalNonFungibleKeyFromJSONTyped,
  ye as LocalNonFungibleKeyToJSON,
  le as LocalTypeIdFromJSON,
  Jl as LocalTypeIdFromJSONTyped,
  pP as LocalTypeIdKindEnum,
  de as LocalTypeIdToJSON,
  qa as LtsCommittedTransactionOutcomeFromJSON,
  Rb as LtsCommittedTransactionOutcomeFromJSONTyped,
  La as LtsCommittedTransactionOutcomeToJSON,
  tU as LtsCommittedTransactionStatus,
  yb as LtsCommittedTransactionStatusFromJSON,
  mb as LtsCommittedTransactionStatusFromJSONTyped,
  nU as LtsCommittedTransactionStatusToJSON,
  nr as LtsEntityFungibleBalanceChangesFromJSON,
  Z_ as LtsEntityFungibleBalanceChangesFromJSONTyped,
  rr as LtsEntityFungibleBalanceChangesToJSON,
  ir as LtsEntityNonFungibleBalanceChangesFromJSON,
  j_ as LtsEntityNonFungibleBalanceChangesFromJSONTyped,
  or as LtsEntityNonFungibleBalanceChangesToJSON,
  W_ as LtsFeeFungibleResourceBalanceChangeFromJSON,
  X_ as LtsFeeFungibleResourceBalanceChangeFromJSONTyped,
  Q_ as LtsFeeFungibleResourceBalanceChangeToJSON,
  HI as LtsFeeFungibleResourceBalanceChangeType,
  $_ as LtsFeeFungibleResourceBalanceChangeTypeFromJSON,
  H_ as LtsFeeFungibleResourceBalanceChangeTypeFromJSONTyped,
  WI as LtsFeeFungibleResourceBalanceChangeTypeToJSON,
  ft as LtsFungibleResourceBalanceChangeFromJSON,
  Y_ as LtsFungibleResourceBalanceChangeFromJSONTyped,
  pt as LtsFungibleResourceBalanceChangeToJSON,
  za as LtsFungibleResourceBalanceFromJSON,
  kb as LtsFungibleResourceBalanceFromJSONTyped,
  Ka as LtsFungibleResourceBalanceToJSON,
  bb as LtsResultantAccountFungibleBalancesFromJSON,
  hb as LtsResultantAccountFungibleBalancesFromJSONTyped,
  Tb as LtsResultantAccountFungibleBalancesToJSON,
  Sb as LtsResultantFungibleBalanceFromJSON,
  Ob as LtsResultantFungibleBalanceFromJSONTyped,
  gb as LtsResultantFungibleBalanceToJSON,
  cU as LtsStateAccountAllFungibleResourceBalancesRequestFromJSON,
  Ab as LtsStateAccountAllFungibleResourceBalancesRequestFromJSONTyped,
  wb as LtsStateAccountAllFungibleResourceBalancesRequestToJSON,
  Pb as LtsStateAccountAllFungibleResourceBalancesResponseFromJSON,
  Eb as LtsStateAccountAllFungibleResourceBalancesResponseFromJSONTyped,
  dU as LtsStateAccountAllFungibleResourceBalancesResponseToJSON,
  gU as LtsStateAccountDepositBehaviourRequestFromJSON,
  Bb as LtsStateAccountDepositBehaviourRequestFromJSONTyped,
  vb as LtsStateAccountDepositBehaviourRequestToJSON,
  zb as LtsStateAccountDepositBehaviourResponseFromJSON,
  Kb as LtsStateAccountDepositBehaviourResponseFromJSONTyped,
  TU as LtsStateAccountDepositBehaviourResponseToJSON,
  NU as LtsStateAccountFungibleResourceBalanceRequestFromJSON,
  Ub as LtsStateAccountFungibleResourceBalanceRequestFromJSONTyped,
  Gb as LtsStateAccountFungibleResourceBalanceRequestToJSON,
  $b as LtsStateAccountFungibleResourceBalanceResponseFromJSON,
  Hb as LtsStateAccountFungibleResourceBalanceResponseFromJSONTyped,
  RU as LtsStateAccountFungibleResourceBalanceResponseToJSON,
  AU as LtsStreamAccountTransactionOutcomesRequestFromJSON,
  Wb as LtsStreamAccountTransactionOutcomesRequestFromJSONTyped,
  Xb as LtsStreamAccountTransactionOutcomesRequestToJSON,
  Qb as LtsStreamAccountTransactionOutcomesResponseFromJSON,
  Yb as LtsStreamAccountTransactionOutcomesResponseFromJSONTyped,
  PU as LtsStreamAccountTransactionOutcomesResponseToJSON,
  IU as LtsStreamTransactionOutcomesRequestFromJSON,
  Zb as LtsStreamTransactionOutcomesRequestFromJSONTyped,
  jb as LtsStreamTransactionOutcomesRequestToJSON,
  eh as LtsStreamTransactionOutcomesResponseFromJSON,
  th as LtsStreamTransactionOutcomesResponseFromJSONTyped,
  xU as LtsStreamTransactionOutcomesResponseToJSON,
  MU as LtsTransactionConstructionRequestFromJSON,
  nh as LtsTransactionConstructionRequestFromJSONTyped,
  rh as LtsTransactionConstructionRequestToJSON,
  ih as LtsTransactionConstructionResponseFromJSON,
  oh as LtsTransactionConstructionResponseFromJSONTyped,
  vU as LtsTransactionConstructionResponseToJSON,
  VU as LtsTransactionIntentStatus,
  uh as LtsTransactionIntentStatusFromJSON,
  ah as LtsTransactionIntentStatusFromJSONTyped,
  qU as LtsTransactionIntentStatusToJSON,
  lh as LtsTransactionPayloadDetailsFromJSON,
  dh as LtsTransactionPayloadDetailsFromJSONTyped,
  _h as LtsTransactionPayloadDetailsToJSON,
  LU as LtsTransactionPayloadStatus,
  sh as LtsTransactionPayloadStatusFromJSON,
  ch as LtsTransactionPayloadStatusFromJSONTyped,
  zU as LtsTransactionPayloadStatusToJSON,
  GU as LtsTransactionStatusRequestFromJSON,
  fh as LtsTransactionStatusRequestFromJSONTyped,
  ph as LtsTransactionStatusRequestToJSON,
  yh as LtsTransactionStatusResponseFromJSON,
  mh as LtsTransactionStatusResponseFromJSONTyped,
  HU as LtsTransactionStatusResponseToJSON,
  YU as LtsTransactionSubmitErrorDetailsBaseFromJSON,
  gh as LtsTransactionSubmitErrorDetailsBaseFromJSONTyped,
  ZU as LtsTransactionSubmitErrorDetailsBaseToJSON,
  ma as LtsTransactionSubmitErrorDetailsFromJSON,
  zO as LtsTransactionSubmitErrorDetailsFromJSONTyped,
  Sa as LtsTransactionSubmitErrorDetailsToJSON,
  WU as LtsTransactionSubmitErrorDetailsType,
  Sh as LtsTransactionSubmitErrorDetailsTypeFromJSON,
  Oh as LtsTransactionSubmitErrorDetailsTypeFromJSONTyped,
  XU as LtsTransactionSubmitErrorDetailsTypeToJSON,
  jU as LtsTransactionSubmitErrorResponseAllOfErrorTypeEnum,
  tG as LtsTransactionSubmitErrorResponseAllOfFromJSON,
  bh as LtsTransactionSubmitErrorResponseAllOfFromJSONTyped,
  nG as LtsTransactionSubmitErrorResponseAllOfToJSON,
  DL as LtsTransactionSubmitErrorResponseErrorTypeEnum,
  CL as LtsTransactionSubmitErrorResponseFromJSON,
  Oa as LtsTransactionSubmitErrorResponseFromJSONTyped,
  KO as LtsTransactionSubmitErrorResponseToJSON,
  oG as LtsTransactionSubmitIntentAlreadyCommittedAllOfFromJSON,
  hh as LtsTransactionSubmitIntentAlreadyCommittedAllOfFromJSONTyped,
  uG as LtsTransactionSubmitIntentAlreadyCommittedAllOfToJSON,
  rG as LtsTransactionSubmitIntentAlreadyCommittedAllOfTypeEnum,
  RL as LtsTransactionSubmitIntentAlreadyCommittedFromJSON,
  fa as LtsTransactionSubmitIntentAlreadyCommittedFromJSONTyped,
  VO as LtsTransactionSubmitIntentAlreadyCommittedToJSON,
  NL as LtsTransactionSubmitIntentAlreadyCommittedTypeEnum,
  cG as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsAllOfFromJSON,
  Th as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsAllOfFromJSONTyped,
  lG as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsAllOfToJSON,
  aG as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsAllOfTypeEnum,
  wL as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsFromJSON,
  pa as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsFromJSONTyped,
  qO as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsToJSON,
  kL as LtsTransactionSubmitPriorityThresholdNotMetErrorDetailsTypeEnum,
  fG as LtsTransactionSubmitRejectedErrorDetailsAllOfFromJSON,
  Fh as LtsTransactionSubmitRejectedErrorDetailsAllOfFromJSONTyped,
  pG as LtsTransactionSubmitRejectedErrorDetailsAllOfToJSON,
  dG as LtsTransactionSubmitRejectedErrorDetailsAllOfTypeEnum,
  IL as LtsTransactionSubmitRejectedErrorDetailsFromJSON,
  ya as LtsTransactionSubmitRejectedErrorDetailsFromJSONTyped,
  LO as LtsTransactionSubmitRejectedErrorDetailsToJSON,
  PL as LtsTransactionSubmitRejectedErrorDetailsTypeEnum,
  mG as LtsTransactionSubmitRequestFromJSON,
  Nh as LtsTransactionSubmitRequestFromJSONTyped,
  Jh as LtsTransactionSubmitRequestToJSON,
  Rh as LtsTransactionSubmitResponseFromJSON,
  kh as LtsTransactionSubmitResponseFromJSONTyped,
  OG as LtsTransactionSubmitResponseToJSON,
  Ro as MainMethodKeyFromJSON,
  oy as MainMethodKeyFromJSONTyped,
  ko as MainMethodKeyToJSON,
  TI as ManifestValidationRuleset,
  w_ as ManifestValidationRulesetFromJSON,
  P_ as ManifestValidationRulesetFromJSONTyped,
  FI as ManifestValidationRulesetToJSON,
  hG as MapSubstateKeyAllOfFromJSON,
  Ah as MapSubstateKeyAllOfFromJSONTyped,
  gG as MapSubstateKeyAllOfKeyTypeEnum,
  TG as MapSubstateKeyAllOfToJSON,
  cD as MapSubstateKeyFromJSON,
  cr as MapSubstateKeyFromJSONTyped,
  aD as MapSubstateKeyKeyTypeEnum,
  af as MapSubstateKeyToJSON,
  bR as Mempool,
  yR as MempoolApi,
  NG as MempoolListRequestFromJSON,
  wh as MempoolListRequestFromJSONTyped,
  Ph as MempoolListRequestToJSON,
  xh as MempoolListResponseFromJSON,
  Ch as MempoolListResponseFromJSONTyped,
  kG as MempoolListResponseToJSON,
  Eh as MempoolTransactionHashesFromJSON,
  Ih as MempoolTransactionHashesFromJSONTyped,
  Dh as MempoolTransactionHashesToJSON,
  wG as MempoolTransactionRequestFromJSON,
  Mh as MempoolTransactionRequestFromJSONTyped,
  Bh as MempoolTransactionRequestToJSON,
  Lh as MempoolTransactionResponseFromJSON,
  zh as MempoolTransactionResponseFromJSONTyped,
  vh as MempoolTransactionResponsePayloadsInnerFromJSON,
  Vh as MempoolTransactionResponsePayloadsInnerFromJSONTyped,
  qh as MempoolTransactionResponsePayloadsInnerToJSON,
  IG as MempoolTransactionResponseToJSON,
  E_ as MessageValidationConfigFromJSON,
  I_ as MessageValidationConfigFromJSONTyped,
  D_ as MessageValidationConfigToJSON,
  ri as MetadataKeyFromJSON,
  Qf as MetadataKeyFromJSONTyped,
  ii as MetadataKeyToJSON,
  CG as MetadataModuleEntrySubstateAllOfFromJSON,
  Kh as MetadataModuleEntrySubstateAllOfFromJSONTyped,
  DG as MetadataModuleEntrySubstateAllOfSubstateTypeEnum,
  MG as MetadataModuleEntrySubstateAllOfToJSON,
  Ax as MetadataModuleEntrySubstateFromJSON,
  ai as MetadataModuleEntrySubstateFromJSONTyped,
  Rx as MetadataModuleEntrySubstateSubstateTypeEnum,
  Zf as MetadataModuleEntrySubstateToJSON,
  oi as MetadataModuleEntryValueFromJSON,
  Yf as MetadataModuleEntryValueFromJSONTyped,
  ui as MetadataModuleEntryValueToJSON,
  qG as MethodAccessibilityBaseFromJSON,
  $h as MethodAccessibilityBaseFromJSONTyped,
  LG as MethodAccessibilityBaseToJSON,
  jc as MethodAccessibilityFromJSON,
  el as MethodAccessibilityFromJSONTyped,
  tl as MethodAccessibilityToJSON,
  BG as MethodAccessibilityType,
  Uh as MethodAccessibilityTypeFromJSON,
  Gh as MethodAccessibilityTypeFromJSONTyped,
  vG as MethodAccessibilityTypeToJSON,
  hw as MethodAuthType,
  Hc as MethodAuthTypeFromJSON,
  Wc as MethodAuthTypeFromJSONTyped,
  Tw as MethodAuthTypeToJSON,
  UG as MethodEventEmitterIdentifierAllOfFromJSON,
  Hh as MethodEventEmitterIdentifierAllOfFromJSONTyped,
  GG as MethodEventEmitterIdentifierAllOfToJSON,
  zG as MethodEventEmitterIdentifierAllOfTypeEnum,
  Rv as MethodEventEmitterIdentifierFromJSON,
  zu as MethodEventEmitterIdentifierFromJSONTyped,
  Wm as MethodEventEmitterIdentifierToJSON,
  Nv as MethodEventEmitterIdentifierTypeEnum,
  _M as ModuleId,
  Le as ModuleIdFromJSON,
  jp as ModuleIdFromJSONTyped,
  fM as ModuleIdToJSON,
  Qo as ModuleVersionFromJSON,
  Jy as ModuleVersionFromJSONTyped,
  Yo as ModuleVersionToJSON,
  WG as MultiResourcePoolFieldStateSubstateAllOfFromJSON,
  Wh as MultiResourcePoolFieldStateSubstateAllOfFromJSONTyped,
  $G as MultiResourcePoolFieldStateSubstateAllOfSubstateTypeEnum,
  XG as MultiResourcePoolFieldStateSubstateAllOfToJSON,
  Dx as MultiResourcePoolFieldStateSubstateFromJSON,
  _i as MultiResourcePoolFieldStateSubstateFromJSONTyped,
  Ex as MultiResourcePoolFieldStateSubstateSubstateTypeEnum,
  tp as MultiResourcePoolFieldStateSubstateToJSON,
  li as MultiResourcePoolFieldStateValueFromJSON,
  ep as MultiResourcePoolFieldStateValueFromJSONTyped,
  di as MultiResourcePoolFieldStateValueToJSON,
  ap as MutableFieldFromJSON,
  sp as MutableFieldFromJSONTyped,
  cp as MutableFieldToJSON,
  tT as NetworkConfigurationResponseFromJSON,
  nT as NetworkConfigurationResponseFromJSONTyped,
  jG as NetworkConfigurationResponseToJSON,
  Xh as NetworkConfigurationResponseVersionFromJSON,
  Qh as NetworkConfigurationResponseVersionFromJSONTyped,
  Yh as NetworkConfigurationResponseVersionToJSON,
  Zh as NetworkConfigurationResponseWellKnownAddressesFromJSON,
  jh as NetworkConfigurationResponseWellKnownAddressesFromJSONTyped,
  eT as NetworkConfigurationResponseWellKnownAddressesToJSON,
  y_ as NetworkDefinitionFromJSON,
  m_ as NetworkDefinitionFromJSONTyped,
  S_ as NetworkDefinitionToJSON,
  t5 as NetworkStatusRequestFromJSON,
  rT as NetworkStatusRequestFromJSONTyped,
  iT as NetworkStatusRequestToJSON,
  oT as NetworkStatusResponseFromJSON,
  uT as NetworkStatusResponseFromJSONTyped,
  r5 as NetworkStatusResponseToJSON,
  Ku as NextEpochFromJSON,
  JS as NextEpochFromJSONTyped,
  Uu as NextEpochToJSON,
  u5 as NonFungibleAuthorizedDepositorBadgeAllOfFromJSON,
  aT as NonFungibleAuthorizedDepositorBadgeAllOfFromJSONTyped,
  a5 as NonFungibleAuthorizedDepositorBadgeAllOfToJSON,
  i5 as NonFungibleAuthorizedDepositorBadgeAllOfTypeEnum,
  Uk as NonFungibleAuthorizedDepositorBadgeFromJSON,
  $t as NonFungibleAuthorizedDepositorBadgeFromJSONTyped,
  uc as NonFungibleAuthorizedDepositorBadgeToJSON,
  zk as NonFungibleAuthorizedDepositorBadgeTypeEnum,
  oe as NonFungibleGlobalIdFromJSON,
  Ps as NonFungibleGlobalIdFromJSONTyped,
  ue as NonFungibleGlobalIdToJSON,
  $R as NonFungibleIdType,
  Jt as NonFungibleIdTypeFromJSON,
  As as NonFungibleIdTypeFromJSONTyped,
  HR as NonFungibleIdTypeToJSON,
  re as NonFungibleLocalIdFromJSON,
  ws as NonFungibleLocalIdFromJSONTyped,
  ie as NonFungibleLocalIdToJSON,
  l5 as NonFungiblePresentedBadgeAllOfFromJSON,
  sT as NonFungiblePresentedBadgeAllOfFromJSONTyped,
  d5 as NonFungiblePresentedBadgeAllOfToJSON,
  s5 as NonFungiblePresentedBadgeAllOfTypeEnum,
  pU as NonFungiblePresentedBadgeFromJSON,
  Ua as NonFungiblePresentedBadgeFromJSONTyped,
  Ib as NonFungiblePresentedBadgeToJSON,
  _U as NonFungiblePresentedBadgeTypeEnum,
  p5 as NonFungibleRequirementAllOfFromJSON,
  cT as NonFungibleRequirementAllOfFromJSONTyped,
  y5 as NonFungibleRequirementAllOfToJSON,
  _5 as NonFungibleRequirementAllOfTypeEnum,
  ZR as NonFungibleRequirementFromJSON,
  Rt as NonFungibleRequirementFromJSONTyped,
  Es as NonFungibleRequirementToJSON,
  QR as NonFungibleRequirementTypeEnum,
  h5 as NonFungibleResourceAmountAllOfFromJSON,
  dT as NonFungibleResourceAmountAllOfFromJSONTyped,
  g5 as NonFungibleResourceAmountAllOfResourceTypeEnum,
  T5 as NonFungibleResourceAmountAllOfToJSON,
  O5 as NonFungibleResourceAmountFromJSON,
  $a as NonFungibleResourceAmountFromJSONTyped,
  m5 as NonFungibleResourceAmountResourceTypeEnum,
  lT as NonFungibleResourceAmountToJSON,
  J5 as NonFungibleResourceManagerDataEntrySubstateAllOfFromJSON,
  _T as NonFungibleResourceManagerDataEntrySubstateAllOfFromJSONTyped,
  F5 as NonFungibleResourceManagerDataEntrySubstateAllOfSubstateTypeEnum,
  R5 as NonFungibleResourceManagerDataEntrySubstateAllOfToJSON,
  vx as NonFungibleResourceManagerDataEntrySubstateFromJSON,
  yi as NonFungibleResourceManagerDataEntrySubstateFromJSONTyped,
  Mx as NonFungibleResourceManagerDataEntrySubstateSubstateTypeEnum,
  ip as NonFungibleResourceManagerDataEntrySubstateToJSON,
  fi as NonFungibleResourceManagerDataEntryValueFromJSON,
  rp as NonFungibleResourceManagerDataEntryValueFromJSONTyped,
  pi as NonFungibleResourceManagerDataEntryValueToJSON,
  w5 as NonFungibleResourceManagerFieldIdTypeSubstateAllOfFromJSON,
  fT as NonFungibleResourceManagerFieldIdTypeSubstateAllOfFromJSONTyped,
  k5 as NonFungibleResourceManagerFieldIdTypeSubstateAllOfSubstateTypeEnum,
  P5 as NonFungibleResourceManagerFieldIdTypeSubstateAllOfToJSON,
  zx as NonFungibleResourceManagerFieldIdTypeSubstateFromJSON,
  Oi as NonFungibleResourceManagerFieldIdTypeSubstateFromJSONTyped,
  qx as NonFungibleResourceManagerFieldIdTypeSubstateSubstateTypeEnum,
  up as NonFungibleResourceManagerFieldIdTypeSubstateToJSON,
  mi as NonFungibleResourceManagerFieldIdTypeValueFromJSON,
  op as NonFungibleResourceManagerFieldIdTypeValueFromJSONTyped,
  Si as NonFungibleResourceManagerFieldIdTypeValueToJSON,
  D5 as NonFungibleResourceManagerFieldMutableFieldsSubstateAllOfFromJSON,
  pT as NonFungibleResourceManagerFieldMutableFieldsSubstateAllOfFromJSONTyped,
  E5 as NonFungibleResourceManagerFieldMutableFieldsSubstateAllOfSubstateTypeEnum,
  x5 as NonFungibleResourceManagerFieldMutableFieldsSubstateAllOfToJSON,
  Hx as NonFungibleResourceManagerFieldMutableFieldsSubstateFromJSON,
  hi as NonFungibleResourceManagerFieldMutableFieldsSubstateFromJSONTyped,
  Gx as NonFungibleResourceManagerFieldMutableFieldsSubstateSubstateTypeEnum,
  dp as NonFungibleResourceManagerFieldMutableFieldsSubstateToJSON,
  gi as NonFungibleResourceManagerFieldMutableFieldsValueFromJSON,
  lp as NonFungibleResourceManagerFieldMutableFieldsValueFromJSONTyped,
  bi as NonFungibleResourceManagerFieldMutableFieldsValueToJSON,
  B5 as NonFungibleResourceManagerFieldTotalSupplySubstateAllOfFromJSON,
  yT as NonFungibleResourceManagerFieldTotalSupplySubstateAllOfFromJSONTyped,
  C5 as NonFungibleResourceManagerFieldTotalSupplySubstateAllOfSubstateTypeEnum,
  v5 as NonFungibleResourceManagerFieldTotalSupplySubstateAllOfToJSON,
  Yx as NonFungibleResourceManagerFieldTotalSupplySubstateFromJSON,
  Ni as NonFungibleResourceManagerFieldTotalSupplySubstateFromJSONTyped,
  Xx as NonFungibleResourceManagerFieldTotalSupplySubstateSubstateTypeEnum,
  fp as NonFungibleResourceManagerFieldTotalSupplySubstateToJSON,
  Ti as NonFungibleResourceManagerFieldTotalSupplyValueFromJSON,
  _p as NonFungibleResourceManagerFieldTotalSupplyValueFromJSONTyped,
  Fi as NonFungibleResourceManagerFieldTotalSupplyValueToJSON,
  L5 as NonFungibleVaultContentsIndexEntrySubstateAllOfFromJSON,
  mT as NonFungibleVaultContentsIndexEntrySubstateAllOfFromJSONTyped,
  V5 as NonFungibleVaultContentsIndexEntrySubstateAllOfSubstateTypeEnum,
  z5 as NonFungibleVaultContentsIndexEntrySubstateAllOfToJSON,
  tC as NonFungibleVaultContentsIndexEntrySubstateFromJSON,
  ki as NonFungibleVaultContentsIndexEntrySubstateFromJSONTyped,
  jx as NonFungibleVaultContentsIndexEntrySubstateSubstateTypeEnum,
  yp as NonFungibleVaultContentsIndexEntrySubstateToJSON,
  Ji as NonFungibleVaultContentsIndexEntryValueFromJSON,
  pp as NonFungibleVaultContentsIndexEntryValueFromJSONTyped,
  Ri as NonFungibleVaultContentsIndexEntryValueToJSON,
  G5 as NonFungibleVaultFieldBalanceSubstateAllOfFromJSON,
  ST as NonFungibleVaultFieldBalanceSubstateAllOfFromJSONTyped,
  K5 as NonFungibleVaultFieldBalanceSubstateAllOfSubstateTypeEnum,
  $5 as NonFungibleVaultFieldBalanceSubstateAllOfToJSON,
  oC as NonFungibleVaultFieldBalanceSubstateFromJSON,
  Pi as NonFungibleVaultFieldBalanceSubstateFromJSONTyped,
  rC as NonFungibleVaultFieldBalanceSubstateSubstateTypeEnum,
  Sp as NonFungibleVaultFieldBalanceSubstateToJSON,
  Ai as NonFungibleVaultFieldBalanceValueFromJSON,
  mp as NonFungibleVaultFieldBalanceValueFromJSONTyped,
  wi as NonFungibleVaultFieldBalanceValueToJSON,
  X5 as NonFungibleVaultFieldFrozenStatusSubstateAllOfFromJSON,
  OT as NonFungibleVaultFieldFrozenStatusSubstateAllOfFromJSONTyped,
  H5 as NonFungibleVaultFieldFrozenStatusSubstateAllOfSubstateTypeEnum,
  Q5 as NonFungibleVaultFieldFrozenStatusSubstateAllOfToJSON,
  cC as NonFungibleVaultFieldFrozenStatusSubstateFromJSON,
  Di as NonFungibleVaultFieldFrozenStatusSubstateFromJSONTyped,
  aC as NonFungibleVaultFieldFrozenStatusSubstateSubstateTypeEnum,
  gp as NonFungibleVaultFieldFrozenStatusSubstateToJSON,
  Ei as NonFungibleVaultFieldFrozenStatusValueFromJSON,
  Op as NonFungibleVaultFieldFrozenStatusValueFromJSONTyped,
  Ii as NonFungibleVaultFieldFrozenStatusValueToJSON,
  Se as NotarizedTransactionFromJSON,
  Tm as NotarizedTransactionFromJSONTyped,
  Oe as NotarizedTransactionToJSON,
  ge as NotarizedTransactionV2FromJSON,
  Lm as NotarizedTransactionV2FromJSONTyped,
  be as NotarizedTransactionV2ToJSON,
  j5 as ObjectFieldStructureAllOfFromJSON,
  gT as ObjectFieldStructureAllOfFromJSONTyped,
  e3 as ObjectFieldStructureAllOfToJSON,
  Y5 as ObjectFieldStructureAllOfTypeEnum,
  Wv as ObjectFieldStructureFromJSON,
  Wu as ObjectFieldStructureFromJSONTyped,
  PS as ObjectFieldStructureToJSON,
  $v as ObjectFieldStructureTypeEnum,
  iE as ObjectHook,
  Td as ObjectHookFromJSON,
  Fd as ObjectHookFromJSONTyped,
  oE as ObjectHookToJSON,
  r3 as ObjectIndexPartitionEntryStructureAllOfFromJSON,
  bT as ObjectIndexPartitionEntryStructureAllOfFromJSONTyped,
  i3 as ObjectIndexPartitionEntryStructureAllOfToJSON,
  t3 as ObjectIndexPartitionEntryStructureAllOfTypeEnum,
  Yv as ObjectIndexPartitionEntryStructureFromJSON,
  Xu as ObjectIndexPartitionEntryStructureFromJSONTyped,
  ES as ObjectIndexPartitionEntryStructureToJSON,
  Xv as ObjectIndexPartitionEntryStructureTypeEnum,
  a3 as ObjectInstanceTypeReferenceAllOfFromJSON,
  hT as ObjectInstanceTypeReferenceAllOfFromJSONTyped,
  s3 as ObjectInstanceTypeReferenceAllOfToJSON,
  o3 as ObjectInstanceTypeReferenceAllOfTypeEnum,
  zv as ObjectInstanceTypeReferenceFromJSON,
  $u as ObjectInstanceTypeReferenceFromJSONTyped,
  kS as ObjectInstanceTypeReferenceToJSON,
  qv as ObjectInstanceTypeReferenceTypeEnum,
  d3 as ObjectKeyValuePartitionEntryStructureAllOfFromJSON,
  TT as ObjectKeyValuePartitionEntryStructureAllOfFromJSONTyped,
  _3 as ObjectKeyValuePartitionEntryStructureAllOfToJSON,
  c3 as ObjectKeyValuePartitionEntryStructureAllOfTypeEnum,
  eV as ObjectKeyValuePartitionEntryStructureFromJSON,
  Qu as ObjectKeyValuePartitionEntryStructureFromJSONTyped,
  IS as ObjectKeyValuePartitionEntryStructureToJSON,
  Zv as ObjectKeyValuePartitionEntryStructureTypeEnum,
  Oo as ObjectRoleKeyFromJSON,
  ey as ObjectRoleKeyFromJSONTyped,
  go as ObjectRoleKeyToJSON,
  y3 as ObjectSortedIndexPartitionEntryStructureAllOfFromJSON,
  FT as ObjectSortedIndexPartitionEntryStructureAllOfFromJSONTyped,
  m3 as ObjectSortedIndexPartitionEntryStructureAllOfToJSON,
  f3 as ObjectSortedIndexPartitionEntryStructureAllOfTypeEnum,
  rV as ObjectSortedIndexPartitionEntryStructureFromJSON,
  Yu as ObjectSortedIndexPartitionEntryStructureFromJSONTyped,
  DS as ObjectSortedIndexPartitionEntryStructureToJSON,
  tV as ObjectSortedIndexPartitionEntryStructureTypeEnum,
  b3 as ObjectSubstateTypeReferenceBaseFromJSON,
  RT as ObjectSubstateTypeReferenceBaseFromJSONTyped,
  h3 as ObjectSubstateTypeReferenceBaseToJSON,
  N as ObjectSubstateTypeReferenceFromJSON,
  wS as ObjectSubstateTypeReferenceFromJSONTyped,
  J as ObjectSubstateTypeReferenceToJSON,
  S3 as ObjectSubstateTypeReferenceType,
  NT as ObjectSubstateTypeReferenceTypeFromJSON,
  JT as ObjectSubstateTypeReferenceTypeFromJSONTyped,
  O3 as ObjectSubstateTypeReferenceTypeToJSON,
  N3 as ObjectTypeInfoDetailsAllOfFromJSON,
  kT as ObjectTypeInfoDetailsAllOfFromJSONTyped,
  J3 as ObjectTypeInfoDetailsAllOfToJSON,
  T3 as ObjectTypeInfoDetailsAllOfTypeEnum,
  nB as ObjectTypeInfoDetailsFromJSON,
  Zo as ObjectTypeInfoDetailsFromJSONTyped,
  Ry as ObjectTypeInfoDetailsToJSON,
  eB as ObjectTypeInfoDetailsTypeEnum,
  A3 as OneResourcePoolFieldStateSubstateAllOfFromJSON,
  AT as OneResourcePoolFieldStateSubstateAllOfFromJSONTyped,
  R3 as OneResourcePoolFieldStateSubstateAllOfSubstateTypeEnum,
  w3 as OneResourcePoolFieldStateSubstateAllOfToJSON,
  fC as OneResourcePoolFieldStateSubstateFromJSON,
  Mi as OneResourcePoolFieldStateSubstateFromJSONTyped,
  dC as OneResourcePoolFieldStateSubstateSubstateTypeEnum,
  hp as OneResourcePoolFieldStateSubstateToJSON,
  xi as OneResourcePoolFieldStateValueFromJSON,
  bp as OneResourcePoolFieldStateValueFromJSONTyped,
  Ci as OneResourcePoolFieldStateValueToJSON,
  I3 as OuterObjectOnlyMethodAccessibilityAllOfFromJSON,
  wT as OuterObjectOnlyMethodAccessibilityAllOfFromJSONTyped,
  D3 as OuterObjectOnlyMethodAccessibilityAllOfToJSON,
  P3 as OuterObjectOnlyMethodAccessibilityAllOfTypeEnum,
  Jw as OuterObjectOnlyMethodAccessibilityFromJSON,
  yn as OuterObjectOnlyMethodAccessibilityFromJSONTyped,
  Xc as OuterObjectOnlyMethodAccessibilityToJSON,
  Fw as OuterObjectOnlyMethodAccessibilityTypeEnum,
  M3 as OwnPackageOnlyMethodAccessibilityAllOfFromJSON,
  PT as OwnPackageOnlyMethodAccessibilityAllOfFromJSONTyped,
  B3 as OwnPackageOnlyMethodAccessibilityAllOfToJSON,
  x3 as OwnPackageOnlyMethodAccessibilityAllOfTypeEnum,
  Aw as OwnPackageOnlyMethodAccessibilityFromJSON,
  mn as OwnPackageOnlyMethodAccessibilityFromJSONTyped,
  Qc as OwnPackageOnlyMethodAccessibilityToJSON,
  Rw as OwnPackageOnlyMethodAccessibilityTypeEnum,
  Wp as OwnerRoleFromJSON,
  Xp as OwnerRoleFromJSONTyped,
  Qp as OwnerRoleToJSON,
  oM as OwnerRoleUpdater,
  $p as OwnerRoleUpdaterFromJSON,
  Hp as OwnerRoleUpdaterFromJSONTyped,
  uM as OwnerRoleUpdaterToJSON,
  q3 as PackageBlueprintAuthTemplateEntrySubstateAllOfFromJSON,
  ET as PackageBlueprintAuthTemplateEntrySubstateAllOfFromJSONTyped,
  v3 as PackageBlueprintAuthTemplateEntrySubstateAllOfSubstateTypeEnum,
  L3 as PackageBlueprintAuthTemplateEntrySubstateAllOfToJSON,
  SC as PackageBlueprintAuthTemplateEntrySubstateFromJSON,
  Vi as PackageBlueprintAuthTemplateEntrySubstateFromJSONTyped,
  yC as PackageBlueprintAuthTemplateEntrySubstateSubstateTypeEnum,
  Fp as PackageBlueprintAuthTemplateEntrySubstateToJSON,
  Bi as PackageBlueprintAuthTemplateEntryValueFromJSON,
  Tp as PackageBlueprintAuthTemplateEntryValueFromJSONTyped,
  vi as PackageBlueprintAuthTemplateEntryValueToJSON,
  U3 as PackageBlueprintDefinitionEntrySubstateAllOfFromJSON,
  IT as PackageBlueprintDefinitionEntrySubstateAllOfFromJSONTyped,
  z3 as PackageBlueprintDefinitionEntrySubstateAllOfSubstateTypeEnum,
  G3 as PackageBlueprintDefinitionEntrySubstateAllOfToJSON,
  hC as PackageBlueprintDefinitionEntrySubstateFromJSON,
  zi as PackageBlueprintDefinitionEntrySubstateFromJSONTyped,
  gC as PackageBlueprintDefinitionEntrySubstateSubstateTypeEnum,
  Jp as PackageBlueprintDefinitionEntrySubstateToJSON,
  qi as PackageBlueprintDefinitionEntryValueFromJSON,
  Np as PackageBlueprintDefinitionEntryValueFromJSONTyped,
  Li as PackageBlueprintDefinitionEntryValueToJSON,
  W3 as PackageBlueprintDependenciesEntrySubstateAllOfFromJSON,
  DT as PackageBlueprintDependenciesEntrySubstateAllOfFromJSONTyped,
  $3 as PackageBlueprintDependenciesEntrySubstateAllOfSubstateTypeEnum,
  X3 as PackageBlueprintDependenciesEntrySubstateAllOfToJSON,
  JC as PackageBlueprintDependenciesEntrySubstateFromJSON,
  Gi as PackageBlueprintDependenciesEntrySubstateFromJSONTyped,
  FC as PackageBlueprintDependenciesEntrySubstateSubstateTypeEnum,
  kp as PackageBlueprintDependenciesEntrySubstateToJSON,
  Ki as PackageBlueprintDependenciesEntryValueFromJSON,
  Rp as PackageBlueprintDependenciesEntryValueFromJSONTyped,
  Ui as PackageBlueprintDependenciesEntryValueToJSON,
  Z3 as PackageBlueprintRoyaltyEntrySubstateAllOfFromJSON,
  xT as PackageBlueprintRoyaltyEntrySubstateAllOfFromJSONTyped,
  Q3 as PackageBlueprintRoyaltyEntrySubstateAllOfSubstateTypeEnum,
  j3 as PackageBlueprintRoyaltyEntrySubstateAllOfToJSON,
  wC as PackageBlueprintRoyaltyEntrySubstateFromJSON,
  Wi as PackageBlueprintRoyaltyEntrySubstateFromJSONTyped,
  kC as PackageBlueprintRoyaltyEntrySubstateSubstateTypeEnum,
  wp as PackageBlueprintRoyaltyEntrySubstateToJSON,
  $i as PackageBlueprintRoyaltyEntryValueFromJSON,
  Ap as PackageBlueprintRoyaltyEntryValueFromJSONTyped,
  Hi as PackageBlueprintRoyaltyEntryValueToJSON,
  n1 as PackageCodeInstrumentedCodeEntrySubstateAllOfFromJSON,
  CT as PackageCodeInstrumentedCodeEntrySubstateAllOfFromJSONTyped,
  e1 as PackageCodeInstrumentedCodeEntrySubstateAllOfSubstateTypeEnum,
  r1 as PackageCodeInstrumentedCodeEntrySubstateAllOfToJSON,
  xC as PackageCodeInstrumentedCodeEntrySubstateFromJSON,
  Yi as PackageCodeInstrumentedCodeEntrySubstateFromJSONTyped,
  IC as PackageCodeInstrumentedCodeEntrySubstateSubstateTypeEnum,
  Ip as PackageCodeInstrumentedCodeEntrySubstateToJSON,
  Xi as PackageCodeInstrumentedCodeEntryValueFromJSON,
  Pp as PackageCodeInstrumentedCodeEntryValueFromJSONTyped,
  Qi as PackageCodeInstrumentedCodeEntryValueToJSON,
  V as PackageCodeKeyFromJSON,
  Ep as PackageCodeKeyFromJSONTyped,
  q as PackageCodeKeyToJSON,
  u1 as PackageCodeOriginalCodeEntrySubstateAllOfFromJSON,
  MT as PackageCodeOriginalCodeEntrySubstateAllOfFromJSONTyped,
  i1 as PackageCodeOriginalCodeEntrySubstateAllOfSubstateTypeEnum,
  a1 as PackageCodeOriginalCodeEntrySubstateAllOfToJSON,
  vC as PackageCodeOriginalCodeEntrySubstateFromJSON,
  eo as PackageCodeOriginalCodeEntrySubstateFromJSONTyped,
  MC as PackageCodeOriginalCodeEntrySubstateSubstateTypeEnum,
  xp as PackageCodeOriginalCodeEntrySubstateToJSON,
  Zi as PackageCodeOriginalCodeEntryValueFromJSON,
  Dp as PackageCodeOriginalCodeEntryValueFromJSONTyped,
  ji as PackageCodeOriginalCodeEntryValueToJSON,
  l1 as PackageCodeVmTypeEntrySubstateAllOfFromJSON,
  BT as PackageCodeVmTypeEntrySubstateAllOfFromJSONTyped,
  s1 as PackageCodeVmTypeEntrySubstateAllOfSubstateTypeEnum,
  d1 as PackageCodeVmTypeEntrySubstateAllOfToJSON,
  UC as PackageCodeVmTypeEntrySubstateFromJSON,
  ro as PackageCodeVmTypeEntrySubstateFromJSONTyped,
  zC as PackageCodeVmTypeEntrySubstateSubstateTypeEnum,
  vp as PackageCodeVmTypeEntrySubstateToJSON,
  to as PackageCodeVmTypeEntryValueFromJSON,
  Bp as PackageCodeVmTypeEntryValueFromJSONTyped,
  no as PackageCodeVmTypeEntryValueToJSON,
  En as PackageExportFromJSON,
  Nd as PackageExportFromJSONTyped,
  In as PackageExportToJSON,
  p1 as PackageFieldRoyaltyAccumulatorSubstateAllOfFromJSON,
  vT as PackageFieldRoyaltyAccumulatorSubstateAllOfFromJSONTyped,
  _1 as PackageFieldRoyaltyAccumulatorSubstateAllOfSubstateTypeEnum,
  y1 as PackageFieldRoyaltyAccumulatorSubstateAllOfToJSON,
  WC as PackageFieldRoyaltyAccumulatorSubstateFromJSON,
  uo as PackageFieldRoyaltyAccumulatorSubstateFromJSONTyped,
  $C as PackageFieldRoyaltyAccumulatorSubstateSubstateTypeEnum,
  qp as PackageFieldRoyaltyAccumulatorSubstateToJSON,
  io as PackageFieldRoyaltyAccumulatorValueFromJSON,
  Vp as PackageFieldRoyaltyAccumulatorValueFromJSONTyped,
  oo as PackageFieldRoyaltyAccumulatorValueToJSON,
  O1 as PackageObjectSubstateTypeReferenceAllOfFromJSON,
  VT as PackageObjectSubstateTypeReferenceAllOfFromJSONTyped,
  g1 as PackageObjectSubstateTypeReferenceAllOfToJSON,
  m1 as PackageObjectSubstateTypeReferenceAllOfTypeEnum,
  Gv as PackageObjectSubstateTypeReferenceFromJSON,
  Hu as PackageObjectSubstateTypeReferenceFromJSONTyped,
  AS as PackageObjectSubstateTypeReferenceToJSON,
  Kv as PackageObjectSubstateTypeReferenceTypeEnum,
  Zm as PackageTypeReferenceFromJSON,
  jm as PackageTypeReferenceFromJSONTyped,
  eS as PackageTypeReferenceToJSON,
  R1 as ParsedLedgerTransactionAllOfFromJSON,
  zT as ParsedLedgerTransactionAllOfFromJSONTyped,
  k1 as ParsedLedgerTransactionAllOfToJSON,
  N1 as ParsedLedgerTransactionAllOfTypeEnum,
  F1 as ParsedLedgerTransactionFromJSON,
  Xa as ParsedLedgerTransactionFromJSONTyped,
  Ha as ParsedLedgerTransactionIdentifiersFromJSON,
  qT as ParsedLedgerTransactionIdentifiersFromJSONTyped,
  Wa as ParsedLedgerTransactionIdentifiersToJSON,
  LT as ParsedLedgerTransactionToJSON,
  h1 as ParsedLedgerTransactionTypeEnum,
  C1 as ParsedNotarizedTransactionAllOfFromJSON,
  $T as ParsedNotarizedTransactionAllOfFromJSONTyped,
  M1 as ParsedNotarizedTransactionAllOfToJSON,
  D1 as ParsedNotarizedTransactionAllOfTypeEnum,
  Fe as ParsedNotarizedTransactionAllOfValidationErrorFromJSON,
  KT as ParsedNotarizedTransactionAllOfValidationErrorFromJSONTyped,
  Ne as ParsedNotarizedTransactionAllOfValidationErrorToJSON,
  I1 as ParsedNotarizedTransactionFromJSON,
  Qa as ParsedNotarizedTransactionFromJSONTyped,
  Je as ParsedNotarizedTransactionIdentifiersFromJSON,
  UT as ParsedNotarizedTransactionIdentifiersFromJSONTyped,
  Re as ParsedNotarizedTransactionIdentifiersToJSON,
  GT as ParsedNotarizedTransactionToJSON,
  P1 as ParsedNotarizedTransactionTypeEnum,
  z1 as ParsedNotarizedTransactionV2AllOfFromJSON,
  WT as ParsedNotarizedTransactionV2AllOfFromJSONTyped,
  K1 as ParsedNotarizedTransactionV2AllOfToJSON,
  q1 as ParsedNotarizedTransactionV2AllOfTypeEnum,
  V1 as ParsedNotarizedTransactionV2FromJSON,
  Ya as ParsedNotarizedTransactionV2FromJSONTyped,
  HT as ParsedNotarizedTransactionV2ToJSON,
  B1 as ParsedNotarizedTransactionV2TypeEnum,
  Q1 as ParsedSignedTransactionIntentAllOfFromJSON,
  YT as ParsedSignedTransactionIntentAllOfFromJSONTyped,
  Y1 as ParsedSignedTransactionIntentAllOfToJSON,
  W1 as ParsedSignedTransactionIntentAllOfTypeEnum,
  H1 as ParsedSignedTransactionIntentFromJSON,
  es as ParsedSignedTransactionIntentFromJSONTyped,
  Za as ParsedSignedTransactionIntentIdentifiersFromJSON,
  XT as ParsedSignedTransactionIntentIdentifiersFromJSONTyped,
  ja as ParsedSignedTransactionIntentIdentifiersToJSON,
  QT as ParsedSignedTransactionIntentToJSON,
  G1 as ParsedSignedTransactionIntentTypeEnum,
  o$ as ParsedTransactionBaseFromJSON,
  oF as ParsedTransactionBaseFromJSONTyped,
  u$ as ParsedTransactionBaseToJSON,
  eF as ParsedTransactionFromJSON,
  tF as ParsedTransactionFromJSONTyped,
  c$ as ParsedTransactionIntentAllOfFromJSON,
  uF as ParsedTransactionIntentAllOfFromJSONTyped,
  l$ as ParsedTransactionIntentAllOfToJSON,
  a$ as ParsedTransactionIntentAllOfTypeEnum,
  t$ as ParsedTransactionIntentFromJSON,
  rs as ParsedTransactionIntentFromJSONTyped,
  ts as ParsedTransactionIntentIdentifiersFromJSON,
  ZT as ParsedTransactionIntentIdentifiersFromJSONTyped,
  ns as ParsedTransactionIntentIdentifiersToJSON,
  jT as ParsedTransactionIntentToJSON,
  j1 as ParsedTransactionIntentTypeEnum,
  nF as ParsedTransactionToJSON,
  n$ as ParsedTransactionType,
  rF as ParsedTransactionTypeFromJSON,
  iF as ParsedTransactionTypeFromJSONTyped,
  r$ as ParsedTransactionTypeToJSON,
  Rn as PartitionDescriptionFromJSON,
  ed as PartitionDescriptionFromJSONTyped,
  kn as PartitionDescriptionToJSON,
  LP as PartitionDescriptionType,
  Zl as PartitionDescriptionTypeFromJSON,
  jl as PartitionDescriptionTypeFromJSONTyped,
  zP as PartitionDescriptionTypeToJSON,
  su as PartitionIdFromJSON,
  Hy as PartitionIdFromJSONTyped,
  cu as PartitionIdToJSON,
  nD as PartitionKind,
  ar as PartitionKindFromJSON,
  of as PartitionKindFromJSONTyped,
  rD as PartitionKindToJSON,
  fS as PaymentFromVaultFromJSON,
  pS as PaymentFromVaultFromJSONTyped,
  yS as PaymentFromVaultToJSON,
  aS as PaymentToRoyaltyRecipientFromJSON,
  sS as PaymentToRoyaltyRecipientFromJSONTyped,
  cS as PaymentToRoyaltyRecipientToJSON,
  xy as PendingOwnerStakeWithdrawalFromJSON,
  Cy as PendingOwnerStakeWithdrawalFromJSONTyped,
  My as PendingOwnerStakeWithdrawalToJSON,
  p$ as PlaintextMessageContentBaseFromJSON,
  cF as PlaintextMessageContentBaseFromJSONTyped,
  y$ as PlaintextMessageContentBaseToJSON,
  xu as PlaintextMessageContentFromJSON,
  Sm as PlaintextMessageContentFromJSONTyped,
  Cu as PlaintextMessageContentToJSON,
  d$ as PlaintextMessageContentType,
  aF as PlaintextMessageContentTypeFromJSON,
  sF as PlaintextMessageContentTypeFromJSONTyped,
  _$ as PlaintextMessageContentTypeToJSON,
  O$ as PlaintextTransactionMessageAllOfFromJSON,
  lF as PlaintextTransactionMessageAllOfFromJSONTyped,
  g$ as PlaintextTransactionMessageAllOfToJSON,
  m$ as PlaintextTransactionMessageAllOfTypeEnum,
  nv as PlaintextTransactionMessageFromJSON,
  Mu as PlaintextTransactionMessageFromJSONTyped,
  Om as PlaintextTransactionMessageToJSON,
  ev as PlaintextTransactionMessageTypeEnum,
  si as PoolVaultFromJSON,
  jf as PoolVaultFromJSONTyped,
  ci as PoolVaultToJSON,
  x_ as PreparationSettingsFromJSON,
  C_ as PreparationSettingsFromJSONTyped,
  M_ as PreparationSettingsToJSON,
  F$ as PresentedBadgeBaseFromJSON,
  fF as PresentedBadgeBaseFromJSONTyped,
  N$ as PresentedBadgeBaseToJSON,
  xb as PresentedBadgeFromJSON,
  Cb as PresentedBadgeFromJSONTyped,
  Mb as PresentedBadgeToJSON,
  b$ as PresentedBadgeType,
  dF as PresentedBadgeTypeFromJSON,
  _F as PresentedBadgeTypeFromJSONTyped,
  h$ as PresentedBadgeTypeToJSON,
  is as PreviewFlagsFromJSON,
  pF as PreviewFlagsFromJSONTyped,
  os as PreviewFlagsToJSON,
  w$ as PreviewTransactionBaseFromJSON,
  bF as PreviewTransactionBaseFromJSONTyped,
  P$ as PreviewTransactionBaseToJSON,
  yF as PreviewTransactionFromJSON,
  mF as PreviewTransactionFromJSONTyped,
  SF as PreviewTransactionToJSON,
  R$ as PreviewTransactionType,
  OF as PreviewTransactionTypeFromJSON,
  gF as PreviewTransactionTypeFromJSONTyped,
  k$ as PreviewTransactionTypeToJSON,
  Gs as PrimaryRoleRecoveryAttemptFromJSON,
  $s as PrimaryRoleRecoveryAttemptFromJSONTyped,
  Hs as PrimaryRoleRecoveryAttemptToJSON,
  D$ as ProofRuleCompositeRequirementAllOfFromJSON,
  hF as ProofRuleCompositeRequirementAllOfFromJSONTyped,
  x$ as ProofRuleCompositeRequirementAllOfToJSON,
  E$ as ProofRuleCompositeRequirementAllOfTypeEnum,
  gk as ProofRuleCompositeRequirementFromJSON,
  Ct as ProofRuleCompositeRequirementFromJSONTyped,
  qs as ProofRuleCompositeRequirementToJSON,
  Sk as ProofRuleCompositeRequirementTypeEnum,
  Af as ProposerRewardFromJSON,
  wf as ProposerRewardFromJSONTyped,
  Pf as ProposerRewardToJSON,
  B$ as ProtectedAccessRuleAllOfFromJSON,
  TF as ProtectedAccessRuleAllOfFromJSONTyped,
  v$ as ProtectedAccessRuleAllOfToJSON,
  C$ as ProtectedAccessRuleAllOfTypeEnum,
  Tk as ProtectedAccessRuleFromJSON,
  Mt as ProtectedAccessRuleFromJSONTyped,
  zs as ProtectedAccessRuleToJSON,
  bk as ProtectedAccessRuleTypeEnum,
  L$ as ProtocolUpdateLedgerProofOriginAllOfFromJSON,
  FF as ProtocolUpdateLedgerProofOriginAllOfFromJSONTyped,
  z$ as ProtocolUpdateLedgerProofOriginAllOfToJSON,
  V$ as ProtocolUpdateLedgerProofOriginAllOfTypeEnum,
  OL as ProtocolUpdateLedgerProofOriginFromJSON,
  _a as ProtocolUpdateLedgerProofOriginFromJSONTyped,
  IO as ProtocolUpdateLedgerProofOriginToJSON,
  mL as ProtocolUpdateLedgerProofOriginTypeEnum,
  $$ as ProtocolUpdateStatusBaseFromJSON,
  RF as ProtocolUpdateStatusBaseFromJSONTyped,
  H$ as ProtocolUpdateStatusBaseToJSON,
  _o as ProtocolUpdateStatusFromJSON,
  Up as ProtocolUpdateStatusFromJSONTyped,
  so as ProtocolUpdateStatusLatestCommitFromJSON,
  zp as ProtocolUpdateStatusLatestCommitFromJSONTyped,
  co as ProtocolUpdateStatusLatestCommitToJSON,
  Q$ as ProtocolUpdateStatusModuleFieldSummarySubstateAllOfFromJSON,
  kF as ProtocolUpdateStatusModuleFieldSummarySubstateAllOfFromJSONTyped,
  W$ as ProtocolUpdateStatusModuleFieldSummarySubstateAllOfSubstateTypeEnum,
  Y$ as ProtocolUpdateStatusModuleFieldSummarySubstateAllOfToJSON,
  iM as ProtocolUpdateStatusModuleFieldSummarySubstateFromJSON,
  po as ProtocolUpdateStatusModuleFieldSummarySubstateFromJSONTyped,
  nM as ProtocolUpdateStatusModuleFieldSummarySubstateSubstateTypeEnum,
  Gp as ProtocolUpdateStatusModuleFieldSummarySubstateToJSON,
  fo as ProtocolUpdateStatusToJSON,
  K$ as ProtocolUpdateStatusType,
  NF as ProtocolUpdateStatusTypeFromJSON,
  JF as ProtocolUpdateStatusTypeFromJSONTyped,
  U$ as ProtocolUpdateStatusTypeToJSON,
  EF as ProtocolVersionReadinessFromJSON,
  IF as ProtocolVersionReadinessFromJSONTyped,
  DF as ProtocolVersionReadinessToJSON,
  r6 as PublicKeyBaseFromJSON,
  CF as PublicKeyBaseFromJSONTyped,
  i6 as PublicKeyBaseToJSON,
  W as PublicKeyFromJSON,
  am as PublicKeyFromJSONTyped,
  X as PublicKeyToJSON,
  e6 as PublicKeyType,
  at as PublicKeyTypeFromJSON,
  xF as PublicKeyTypeFromJSONTyped,
  t6 as PublicKeyTypeToJSON,
  a6 as PublicMethodAccessibilityAllOfFromJSON,
  MF as PublicMethodAccessibilityAllOfFromJSONTyped,
  s6 as PublicMethodAccessibilityAllOfToJSON,
  o6 as PublicMethodAccessibilityAllOfTypeEnum,
  Ew as PublicMethodAccessibilityFromJSON,
  Sn as PublicMethodAccessibilityFromJSONTyped,
  Yc as PublicMethodAccessibilityToJSON,
  ww as PublicMethodAccessibilityTypeEnum,
  Ll as ReceiverInfoFromJSON,
  zl as ReceiverInfoFromJSONTyped,
  CP as ReceiverInfoReceiverEnum,
  Kl as ReceiverInfoToJSON,
  Bt as RecoveryProposalFromJSON,
  Us as RecoveryProposalFromJSONTyped,
  vt as RecoveryProposalToJSON,
  Xs as RecoveryRoleRecoveryAttemptFromJSON,
  Qs as RecoveryRoleRecoveryAttemptFromJSONTyped,
  Ys as RecoveryRoleRecoveryAttemptToJSON,
  vl as ReferenceTypeFromJSON,
  Vl as ReferenceTypeFromJSONTyped,
  ql as ReferenceTypeToJSON,
  d6 as RemoteGenericSubstitutionAllOfFromJSON,
  BF as RemoteGenericSubstitutionAllOfFromJSONTyped,
  _6 as RemoteGenericSubstitutionAllOfToJSON,
  c6 as RemoteGenericSubstitutionAllOfTypeEnum,
  NE as RemoteGenericSubstitutionFromJSON,
  Bn as RemoteGenericSubstitutionFromJSONTyped,
  Vd as RemoteGenericSubstitutionToJSON,
  TE as RemoteGenericSubstitutionTypeEnum,
  HL as RequestedStateVersionOutOfBoundsErrorDetailsFromJSON,
  Na as RequestedStateVersionOutOfBoundsErrorDetailsFromJSONTyped,
  WO as RequestedStateVersionOutOfBoundsErrorDetailsToJSON,
  GL as RequestedStateVersionOutOfBoundsErrorDetailsTypeEnum,
  y6 as RequireBasicRequirementAllOfFromJSON,
  vF as RequireBasicRequirementAllOfFromJSONTyped,
  m6 as RequireBasicRequirementAllOfToJSON,
  f6 as RequireBasicRequirementAllOfTypeEnum,
  mk as RequireBasicRequirementFromJSON,
  It as RequireBasicRequirementFromJSONTyped,
  vs as RequireBasicRequirementToJSON,
  pk as RequireBasicRequirementTypeEnum,
  d as RequiredError,
  b6 as RequirementBaseFromJSON,
  LF as RequirementBaseFromJSONTyped,
  h6 as RequirementBaseToJSON,
  R as RequirementFromJSON,
  Ds as RequirementFromJSONTyped,
  k as RequirementToJSON,
  S6 as RequirementType,
  VF as RequirementTypeFromJSON,
  qF as RequirementTypeFromJSONTyped,
  O6 as RequirementTypeToJSON,
  J6 as ResourceAmountBaseFromJSON,
  $F as ResourceAmountBaseFromJSONTyped,
  R6 as ResourceAmountBaseToJSON,
  zF as ResourceAmountFromJSON,
  KF as ResourceAmountFromJSONTyped,
  UF as ResourceAmountToJSON,
  w6 as ResourceAuthorizedDepositorBadgeAllOfFromJSON,
  HF as ResourceAuthorizedDepositorBadgeAllOfFromJSONTyped,
  P6 as ResourceAuthorizedDepositorBadgeAllOfToJSON,
  k6 as ResourceAuthorizedDepositorBadgeAllOfTypeEnum,
  Hk as ResourceAuthorizedDepositorBadgeFromJSON,
  Ht as ResourceAuthorizedDepositorBadgeFromJSONTyped,
  ac as ResourceAuthorizedDepositorBadgeToJSON,
  Gk as ResourceAuthorizedDepositorBadgeTypeEnum,
  Ug as ResourceChangeFromJSON,
  Gg as ResourceChangeFromJSONTyped,
  $g as ResourceChangeToJSON,
  ae as ResourceKeyFromJSON,
  Fc as ResourceKeyFromJSONTyped,
  se as ResourceKeyToJSON,
  bA as ResourcePreference,
  on as ResourcePreferenceFromJSON,
  hc as ResourcePreferenceFromJSONTyped,
  hA as ResourcePreferenceToJSON,
  D6 as ResourcePresentedBadgeAllOfFromJSON,
  WF as ResourcePresentedBadgeAllOfFromJSONTyped,
  x6 as ResourcePresentedBadgeAllOfToJSON,
  E6 as ResourcePresentedBadgeAllOfTypeEnum,
  SU as ResourcePresentedBadgeFromJSON,
  Ga as ResourcePresentedBadgeFromJSONTyped,
  Db as ResourcePresentedBadgeToJSON,
  yU as ResourcePresentedBadgeTypeEnum,
  B6 as ResourceRequirementAllOfFromJSON,
  XF as ResourceRequirementAllOfFromJSONTyped,
  v6 as ResourceRequirementAllOfToJSON,
  C6 as ResourceRequirementAllOfTypeEnum,
  tk as ResourceRequirementFromJSON,
  kt as ResourceRequirementFromJSONTyped,
  Is as ResourceRequirementToJSON,
  jR as ResourceRequirementTypeEnum,
  Vb as ResourceSpecificDepositBehaviourFromJSON,
  qb as ResourceSpecificDepositBehaviourFromJSONTyped,
  Lb as ResourceSpecificDepositBehaviourToJSON,
  T6 as ResourceType,
  us as ResourceTypeFromJSON,
  GF as ResourceTypeFromJSONTyped,
  F6 as ResourceTypeToJSON,
  D as ResponseError,
  L6 as RoleAssignmentModuleFieldOwnerRoleSubstateAllOfFromJSON,
  QF as RoleAssignmentModuleFieldOwnerRoleSubstateAllOfFromJSONTyped,
  V6 as RoleAssignmentModuleFieldOwnerRoleSubstateAllOfSubstateTypeEnum,
  z6 as RoleAssignmentModuleFieldOwnerRoleSubstateAllOfToJSON,
  dM as RoleAssignmentModuleFieldOwnerRoleSubstateFromJSON,
  So as RoleAssignmentModuleFieldOwnerRoleSubstateFromJSONTyped,
  cM as RoleAssignmentModuleFieldOwnerRoleSubstateSubstateTypeEnum,
  Zp as RoleAssignmentModuleFieldOwnerRoleSubstateToJSON,
  yo as RoleAssignmentModuleFieldOwnerRoleValueFromJSON,
  Yp as RoleAssignmentModuleFieldOwnerRoleValueFromJSONTyped,
  mo as RoleAssignmentModuleFieldOwnerRoleValueToJSON,
  G6 as RoleAssignmentModuleRuleEntrySubstateAllOfFromJSON,
  YF as RoleAssignmentModuleRuleEntrySubstateAllOfFromJSONTyped,
  K6 as RoleAssignmentModuleRuleEntrySubstateAllOfSubstateTypeEnum,
  $6 as RoleAssignmentModuleRuleEntrySubstateAllOfToJSON,
  OM as RoleAssignmentModuleRuleEntrySubstateFromJSON,
  To as RoleAssignmentModuleRuleEntrySubstateFromJSONTyped,
  mM as RoleAssignmentModuleRuleEntrySubstateSubstateTypeEnum,
  ny as RoleAssignmentModuleRuleEntrySubstateToJSON,
  bo as RoleAssignmentModuleRuleEntryValueFromJSON,
  ty as RoleAssignmentModuleRuleEntryValueFromJSONTyped,
  ho as RoleAssignmentModuleRuleEntryValueToJSON,
  nl as RoleDetailsFromJSON,
  rl as RoleDetailsFromJSONTyped,
  il as RoleDetailsToJSON,
  X6 as RoleProtectedMethodAccessibilityAllOfFromJSON,
  ZF as RoleProtectedMethodAccessibilityAllOfFromJSONTyped,
  Q6 as RoleProtectedMethodAccessibilityAllOfToJSON,
  H6 as RoleProtectedMethodAccessibilityAllOfTypeEnum,
  xw as RoleProtectedMethodAccessibilityFromJSON,
  On as RoleProtectedMethodAccessibilityFromJSONTyped,
  Zc as RoleProtectedMethodAccessibilityToJSON,
  Iw as RoleProtectedMethodAccessibilityTypeEnum,
  Mw as RoleSpecification,
  ol as RoleSpecificationFromJSON,
  ul as RoleSpecificationFromJSONTyped,
  Bw as RoleSpecificationToJSON,
  j6 as RoundUpdateLedgerTransactionAllOfFromJSON,
  jF as RoundUpdateLedgerTransactionAllOfFromJSONTyped,
  e9 as RoundUpdateLedgerTransactionAllOfToJSON,
  Y6 as RoundUpdateLedgerTransactionAllOfTypeEnum,
  IB as RoundUpdateLedgerTransactionFromJSON,
  Ou as RoundUpdateLedgerTransactionFromJSONTyped,
  nm as RoundUpdateLedgerTransactionToJSON,
  PB as RoundUpdateLedgerTransactionTypeEnum,
  mu as RoundUpdateTransactionFromJSON,
  tm as RoundUpdateTransactionFromJSONTyped,
  Su as RoundUpdateTransactionToJSON,
  qn as RoyaltyAmountFromJSON,
  zd as RoyaltyAmountFromJSONTyped,
  Ln as RoyaltyAmountToJSON,
  RE as RoyaltyAmountUnitEnum,
  r9 as RoyaltyModuleFieldStateSubstateAllOfFromJSON,
  eN as RoyaltyModuleFieldStateSubstateAllOfFromJSONTyped,
  t9 as RoyaltyModuleFieldStateSubstateAllOfSubstateTypeEnum,
  i9 as RoyaltyModuleFieldStateSubstateAllOfToJSON,
  TM as RoyaltyModuleFieldStateSubstateFromJSON,
  Jo as RoyaltyModuleFieldStateSubstateFromJSONTyped,
  bM as RoyaltyModuleFieldStateSubstateSubstateTypeEnum,
  iy as RoyaltyModuleFieldStateSubstateToJSON,
  Fo as RoyaltyModuleFieldStateValueFromJSON,
  ry as RoyaltyModuleFieldStateValueFromJSONTyped,
  No as RoyaltyModuleFieldStateValueToJSON,
  a9 as RoyaltyModuleMethodRoyaltyEntrySubstateAllOfFromJSON,
  tN as RoyaltyModuleMethodRoyaltyEntrySubstateAllOfFromJSONTyped,
  o9 as RoyaltyModuleMethodRoyaltyEntrySubstateAllOfSubstateTypeEnum,
  s9 as RoyaltyModuleMethodRoyaltyEntrySubstateAllOfToJSON,
  kM as RoyaltyModuleMethodRoyaltyEntrySubstateFromJSON,
  Po as RoyaltyModuleMethodRoyaltyEntrySubstateFromJSONTyped,
  JM as RoyaltyModuleMethodRoyaltyEntrySubstateSubstateTypeEnum,
  ay as RoyaltyModuleMethodRoyaltyEntrySubstateToJSON,
  Ao as RoyaltyModuleMethodRoyaltyEntryValueFromJSON,
  uy as RoyaltyModuleMethodRoyaltyEntryValueFromJSONTyped,
  wo as RoyaltyModuleMethodRoyaltyEntryValueToJSON,
  P as SborDataFromJSON,
  Nl as SborDataFromJSONTyped,
  E as SborDataToJSON,
  nN as SborFormatOptionsFromJSON,
  rN as SborFormatOptionsFromJSONTyped,
  iN as SborFormatOptionsToJSON,
  d9 as ScenariosRequestFromJSON,
  oN as ScenariosRequestFromJSONTyped,
  uN as ScenariosRequestToJSON,
  aN as ScenariosResponseFromJSON,
  sN as ScenariosResponseFromJSONTyped,
  f9 as ScenariosResponseToJSON,
  m9 as SchemaEntrySubstateAllOfFromJSON,
  cN as SchemaEntrySubstateAllOfFromJSONTyped,
  p9 as SchemaEntrySubstateAllOfSubstateTypeEnum,
  S9 as SchemaEntrySubstateAllOfToJSON,
  DM as SchemaEntrySubstateFromJSON,
  Co as SchemaEntrySubstateFromJSONTyped,
  EM as SchemaEntrySubstateSubstateTypeEnum,
  fy as SchemaEntrySubstateToJSON,
  Eo as SchemaEntryValueFromJSON,
  dy as SchemaEntryValueFromJSONTyped,
  Io as SchemaEntryValueToJSON,
  Do as SchemaKeyFromJSON,
  _y as SchemaKeyFromJSONTyped,
  xo as SchemaKeyToJSON,
  Q as ScopedTypeIdFromJSON,
  Rl as ScopedTypeIdFromJSONTyped,
  Y as ScopedTypeIdToJSON,
  we as ScryptoInstantFromJSON,
  Ws as ScryptoInstantFromJSONTyped,
  Pe as ScryptoInstantToJSON,
  sy as ScryptoSchemaFromJSON,
  cy as ScryptoSchemaFromJSONTyped,
  ly as ScryptoSchemaToJSON,
  AF as SignallingValidatorFromJSON,
  wF as SignallingValidatorFromJSONTyped,
  PF as SignallingValidatorToJSON,
  g9 as SignatureBaseFromJSON,
  lN as SignatureBaseFromJSONTyped,
  b9 as SignatureBaseToJSON,
  Tu as SignatureFromJSON,
  rm as SignatureFromJSONTyped,
  Fu as SignatureToJSON,
  T9 as SignatureWithPublicKeyBaseFromJSON,
  dN as SignatureWithPublicKeyBaseFromJSONTyped,
  F9 as SignatureWithPublicKeyBaseToJSON,
  Au as SignatureWithPublicKeyFromJSON,
  um as SignatureWithPublicKeyFromJSONTyped,
  wu as SignatureWithPublicKeyToJSON,
  Xe as SignedTransactionIntentFromJSON,
  hm as SignedTransactionIntentFromJSONTyped,
  Qe as SignedTransactionIntentToJSON,
  vm as SignedTransactionIntentV2FromJSON,
  Vm as SignedTransactionIntentV2FromJSONTyped,
  qm as SignedTransactionIntentV2ToJSON,
  TS as SignificantProtocolUpdateReadinessEntryFromJSON,
  FS as SignificantProtocolUpdateReadinessEntryFromJSONTyped,
  NS as SignificantProtocolUpdateReadinessEntryToJSON,
  R9 as SortedIndexBlueprintCollectionSchemaAllOfFromJSON,
  _N as SortedIndexBlueprintCollectionSchemaAllOfFromJSONTyped,
  k9 as SortedIndexBlueprintCollectionSchemaAllOfToJSON,
  N9 as SortedIndexBlueprintCollectionSchemaAllOfTypeEnum,
  AP as SortedIndexBlueprintCollectionSchemaFromJSON,
  Jn as SortedIndexBlueprintCollectionSchemaFromJSONTyped,
  El as SortedIndexBlueprintCollectionSchemaToJSON,
  RP as SortedIndexBlueprintCollectionSchemaTypeEnum,
  P9 as SortedSubstateKeyAllOfFromJSON,
  fN as SortedSubstateKeyAllOfFromJSONTyped,
  A9 as SortedSubstateKeyAllOfKeyTypeEnum,
  E9 as SortedSubstateKeyAllOfToJSON,
  _D as SortedSubstateKeyFromJSON,
  lr as SortedSubstateKeyFromJSONTyped,
  lD as SortedSubstateKeyKeyTypeEnum,
  sf as SortedSubstateKeyToJSON,
  hR as State,
  D9 as StateAccessControllerRequestFromJSON,
  pN as StateAccessControllerRequestFromJSONTyped,
  yN as StateAccessControllerRequestToJSON,
  ON as StateAccessControllerResponseFromJSON,
  gN as StateAccessControllerResponseFromJSONTyped,
  B9 as StateAccessControllerResponseToJSON,
  V9 as StateAccountRequestFromJSON,
  bN as StateAccountRequestFromJSONTyped,
  hN as StateAccountRequestToJSON,
  TN as StateAccountResponseFromJSON,
  FN as StateAccountResponseFromJSONTyped,
  L9 as StateAccountResponseToJSON,
  mR as StateApi,
  st as StateComponentDescendentNodeFromJSON,
  mN as StateComponentDescendentNodeFromJSONTyped,
  ct as StateComponentDescendentNodeToJSON,
  K9 as StateComponentRequestFromJSON,
  NN as StateComponentRequestFromJSONTyped,
  JN as StateComponentRequestToJSON,
  RN as StateComponentResponseFromJSON,
  kN as StateComponentResponseFromJSONTyped,
  G9 as StateComponentResponseToJSON,
  H9 as StateConsensusManagerRequestFromJSON,
  AN as StateConsensusManagerRequestFromJSONTyped,
  wN as StateConsensusManagerRequestToJSON,
  PN as StateConsensusManagerResponseFromJSON,
  EN as StateConsensusManagerResponseFromJSONTyped,
  X9 as StateConsensusManagerResponseToJSON,
  tH as StateFungibleResourceManagerAllOfFromJSON,
  DN as StateFungibleResourceManagerAllOfFromJSONTyped,
  j9 as StateFungibleResourceManagerAllOfResourceTypeEnum,
  nH as StateFungibleResourceManagerAllOfToJSON,
  Z9 as StateFungibleResourceManagerFromJSON,
  as as StateFungibleResourceManagerFromJSONTyped,
  Q9 as StateFungibleResourceManagerResourceTypeEnum,
  IN as StateFungibleResourceManagerToJSON,
  iH as StateNonFungibleRequestFromJSON,
  xN as StateNonFungibleRequestFromJSONTyped,
  CN as StateNonFungibleRequestToJSON,
  lH as StateNonFungibleResourceManagerAllOfFromJSON,
  BN as StateNonFungibleResourceManagerAllOfFromJSONTyped,
  sH as StateNonFungibleResourceManagerAllOfResourceTypeEnum,
  dH as StateNonFungibleResourceManagerAllOfToJSON,
  aH as StateNonFungibleResourceManagerFromJSON,
  ss as StateNonFungibleResourceManagerFromJSONTyped,
  oH as StateNonFungibleResourceManagerResourceTypeEnum,
  MN as StateNonFungibleResourceManagerToJSON,
  vN as StateNonFungibleResponseFromJSON,
  VN as StateNonFungibleResponseFromJSONTyped,
  fH as StateNonFungibleResponseToJSON,
  yH as StatePackageRequestFromJSON,
  qN as StatePackageRequestFromJSONTyped,
  LN as StatePackageRequestToJSON,
  zN as StatePackageResponseFromJSON,
  KN as StatePackageResponseFromJSONTyped,
  SH as StatePackageResponseToJSON,
  gH as StateResourceManagerBaseFromJSON,
  HN as StateResourceManagerBaseFromJSONTyped,
  bH as StateResourceManagerBaseToJSON,
  UN as StateResourceManagerFromJSON,
  GN as StateResourceManagerFromJSONTyped,
  $N as StateResourceManagerToJSON,
  TH as StateResourceRequestFromJSON,
  WN as StateResourceRequestFromJSONTyped,
  XN as StateResourceRequestToJSON,
  QN as StateResourceResponseFromJSON,
  YN as StateResourceResponseFromJSONTyped,
  NH as StateResourceResponseToJSON,
  HS as StateUpdatesFromJSON,
  WS as StateUpdatesFromJSONTyped,
  XS as StateUpdatesToJSON,
  RH as StateValidatorRequestFromJSON,
  ZN as StateValidatorRequestFromJSONTyped,
  jN as StateValidatorRequestToJSON,
  e0 as StateValidatorResponseFromJSON,
  t0 as StateValidatorResponseFromJSONTyped,
  AH as StateValidatorResponseToJSON,
  EH as StaticBlueprintPayloadDefAllOfFromJSON,
  n0 as StaticBlueprintPayloadDefAllOfFromJSONTyped,
  IH as StaticBlueprintPayloadDefAllOfToJSON,
  wH as StaticBlueprintPayloadDefAllOfTypeEnum,
  gP as StaticBlueprintPayloadDefFromJSON,
  Tn as StaticBlueprintPayloadDefFromJSONTyped,
  kl as StaticBlueprintPayloadDefToJSON,
  SP as StaticBlueprintPayloadDefTypeEnum,
  al as StaticRoleDefinitionAuthTemplateFromJSON,
  sl as StaticRoleDefinitionAuthTemplateFromJSONTyped,
  cl as StaticRoleDefinitionAuthTemplateToJSON,
  TR as Status,
  St as StatusApi,
  FR as Stream,
  SR as StreamApi,
  MH as StreamProofsErrorDetailsBaseFromJSON,
  o0 as StreamProofsErrorDetailsBaseFromJSONTyped,
  BH as StreamProofsErrorDetailsBaseToJSON,
  ha as StreamProofsErrorDetailsFromJSON,
  $O as StreamProofsErrorDetailsFromJSONTyped,
  qH as StreamProofsErrorDetailsRequestedEpochOutOfBoundsAllOfFromJSON,
  u0 as StreamProofsErrorDetailsRequestedEpochOutOfBoundsAllOfFromJSONTyped,
  LH as StreamProofsErrorDetailsRequestedEpochOutOfBoundsAllOfToJSON,
  vH as StreamProofsErrorDetailsRequestedEpochOutOfBoundsAllOfTypeEnum,
  vL as StreamProofsErrorDetailsRequestedEpochOutOfBoundsFromJSON,
  ga as StreamProofsErrorDetailsRequestedEpochOutOfBoundsFromJSONTyped,
  UO as StreamProofsErrorDetailsRequestedEpochOutOfBoundsToJSON,
  ML as StreamProofsErrorDetailsRequestedEpochOutOfBoundsTypeEnum,
  UH as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsAllOfFromJSON,
  a0 as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsAllOfFromJSONTyped,
  GH as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsAllOfToJSON,
  zH as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsAllOfTypeEnum,
  LL as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsFromJSON,
  ba as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsFromJSONTyped,
  GO as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsToJSON,
  VL as StreamProofsErrorDetailsRequestedStateVersionOutOfBoundsTypeEnum,
  Ta as StreamProofsErrorDetailsToJSON,
  DH as StreamProofsErrorDetailsType,
  r0 as StreamProofsErrorDetailsTypeFromJSON,
  i0 as StreamProofsErrorDetailsTypeFromJSONTyped,
  xH as StreamProofsErrorDetailsTypeToJSON,
  $H as StreamProofsErrorResponseAllOfErrorTypeEnum,
  WH as StreamProofsErrorResponseAllOfFromJSON,
  s0 as StreamProofsErrorResponseAllOfFromJSONTyped,
  XH as StreamProofsErrorResponseAllOfToJSON,
  zL as StreamProofsErrorResponseErrorTypeEnum,
  UL as StreamProofsErrorResponseFromJSON,
  Fa as StreamProofsErrorResponseFromJSONTyped,
  HO as StreamProofsErrorResponseToJSON,
  lW as StreamProofsFilterAnyAllOfFromJSON,
  m0 as StreamProofsFilterAnyAllOfFromJSONTyped,
  dW as StreamProofsFilterAnyAllOfToJSON,
  sW as StreamProofsFilterAnyAllOfTypeEnum,
  ZH as StreamProofsFilterAnyFromJSON,
  cs as StreamProofsFilterAnyFromJSONTyped,
  c0 as StreamProofsFilterAnyToJSON,
  QH as StreamProofsFilterAnyTypeEnum,
  yW as StreamProofsFilterBaseFromJSON,
  g0 as StreamProofsFilterBaseFromJSONTyped,
  mW as StreamProofsFilterBaseToJSON,
  f0 as StreamProofsFilterFromJSON,
  p0 as StreamProofsFilterFromJSONTyped,
  gW as StreamProofsFilterNewEpochsAllOfFromJSON,
  b0 as StreamProofsFilterNewEpochsAllOfFromJSONTyped,
  bW as StreamProofsFilterNewEpochsAllOfToJSON,
  SW as StreamProofsFilterNewEpochsAllOfTypeEnum,
  tW as StreamProofsFilterNewEpochsFromJSON,
  ls as StreamProofsFilterNewEpochsFromJSONTyped,
  l0 as StreamProofsFilterNewEpochsToJSON,
  jH as StreamProofsFilterNewEpochsTypeEnum,
  FW as StreamProofsFilterProtocolUpdateExecutionAllOfFromJSON,
  h0 as StreamProofsFilterProtocolUpdateExecutionAllOfFromJSONTyped,
  NW as StreamProofsFilterProtocolUpdateExecutionAllOfToJSON,
  hW as StreamProofsFilterProtocolUpdateExecutionAllOfTypeEnum,
  iW as StreamProofsFilterProtocolUpdateExecutionFromJSON,
  ds as StreamProofsFilterProtocolUpdateExecutionFromJSONTyped,
  d0 as StreamProofsFilterProtocolUpdateExecutionToJSON,
  nW as StreamProofsFilterProtocolUpdateExecutionTypeEnum,
  kW as StreamProofsFilterProtocolUpdateInitializationsAllOfFromJSON,
  T0 as StreamProofsFilterProtocolUpdateInitializationsAllOfFromJSONTyped,
  AW as StreamProofsFilterProtocolUpdateInitializationsAllOfToJSON,
  JW as StreamProofsFilterProtocolUpdateInitializationsAllOfTypeEnum,
  aW as StreamProofsFilterProtocolUpdateInitializationsFromJSON,
  _s as StreamProofsFilterProtocolUpdateInitializationsFromJSONTyped,
  _0 as StreamProofsFilterProtocolUpdateInitializationsToJSON,
  oW as StreamProofsFilterProtocolUpdateInitializationsTypeEnum,
  y0 as StreamProofsFilterToJSON,
  _W as StreamProofsFilterType,
  S0 as StreamProofsFilterTypeFromJSON,
  O0 as StreamProofsFilterTypeFromJSONTyped,
  fW as StreamProofsFilterTypeToJSON,
  PW as StreamProofsRequestFromJSON,
  F0 as StreamProofsRequestFromJSONTyped,
  N0 as StreamProofsRequestToJSON,
  J0 as StreamProofsResponseFromJSON,
  R0 as StreamProofsResponseFromJSONTyped,
  IW as StreamProofsResponseToJSON,
  MW as StreamTransactionsErrorDetailsBaseFromJSON,
  w0 as StreamTransactionsErrorDetailsBaseFromJSONTyped,
  BW as StreamTransactionsErrorDetailsBaseToJSON,
  Ja as StreamTransactionsErrorDetailsFromJSON,
  XO as StreamTransactionsErrorDetailsFromJSONTyped,
  Ra as StreamTransactionsErrorDetailsToJSON,
  DW as StreamTransactionsErrorDetailsType,
  k0 as StreamTransactionsErrorDetailsTypeFromJSON,
  A0 as StreamTransactionsErrorDetailsTypeFromJSONTyped,
  xW as StreamTransactionsErrorDetailsTypeToJSON,
  vW as StreamTransactionsErrorResponseAllOfErrorTypeEnum,
  qW as StreamTransactionsErrorResponseAllOfFromJSON,
  P0 as StreamTransactionsErrorResponseAllOfFromJSONTyped,
  LW as StreamTransactionsErrorResponseAllOfToJSON,
  WL as StreamTransactionsErrorResponseErrorTypeEnum,
  QL as StreamTransactionsErrorResponseFromJSON,
  ka as StreamTransactionsErrorResponseFromJSONTyped,
  QO as StreamTransactionsErrorResponseToJSON,
  GW as StreamTransactionsRequestFromJSON,
  C0 as StreamTransactionsRequestFromJSONTyped,
  M0 as StreamTransactionsRequestToJSON,
  B0 as StreamTransactionsResponseFromJSON,
  v0 as StreamTransactionsResponseFromJSONTyped,
  HW as StreamTransactionsResponseToJSON,
  QW as StringPlaintextMessageContentAllOfFromJSON,
  V0 as StringPlaintextMessageContentAllOfFromJSONTyped,
  YW as StringPlaintextMessageContentAllOfToJSON,
  WW as StringPlaintextMessageContentAllOfTypeEnum,
  jB as StringPlaintextMessageContentFromJSON,
  Du as StringPlaintextMessageContentFromJSONTyped,
  mm as StringPlaintextMessageContentToJSON,
  YB as StringPlaintextMessageContentTypeEnum,
  wm as SubintentV2FromJSON,
  Pm as SubintentV2FromJSONTyped,
  Em as SubintentV2ToJSON,
  jW as SubstateBaseFromJSON,
  q0 as SubstateBaseFromJSONTyped,
  eX as SubstateBaseToJSON,
  E0 as SubstateFormatOptionsFromJSON,
  I0 as SubstateFormatOptionsFromJSONTyped,
  D0 as SubstateFormatOptionsToJSON,
  s as SubstateFromJSON,
  zy as SubstateFromJSONTyped,
  nX as SubstateIdAllOfFromJSON,
  L0 as SubstateIdAllOfFromJSONTyped,
  rX as SubstateIdAllOfToJSON,
  Z as SubstateIdFromJSON,
  df as SubstateIdFromJSONTyped,
  j as SubstateIdToJSON,
  aX as SubstateKeyBaseFromJSON,
  U0 as SubstateKeyBaseFromJSONTyped,
  sX as SubstateKeyBaseToJSON,
  ve as SubstateKeyFromJSON,
  cf as SubstateKeyFromJSONTyped,
  Ve as SubstateKeyToJSON,
  iX as SubstateKeyType,
  z0 as SubstateKeyTypeFromJSON,
  K0 as SubstateKeyTypeFromJSONTyped,
  oX as SubstateKeyTypeToJSON,
  _X as SubstateSystemStructureBaseFromJSON,
  H0 as SubstateSystemStructureBaseFromJSONTyped,
  fX as SubstateSystemStructureBaseToJSON,
  je as SubstateSystemStructureFromJSON,
  BS as SubstateSystemStructureFromJSONTyped,
  et as SubstateSystemStructureToJSON,
  cX as SubstateSystemStructureType,
  G0 as SubstateSystemStructureTypeFromJSON,
  $0 as SubstateSystemStructureTypeFromJSONTyped,
  lX as SubstateSystemStructureTypeToJSON,
  c as SubstateToJSON,
  fD as SubstateType,
  qe as SubstateTypeFromJSON,
  lf as SubstateTypeFromJSONTyped,
  pD as SubstateTypeToJSON,
  $ as SubstateValueFromJSON,
  Ky as SubstateValueFromJSONTyped,
  H as SubstateValueToJSON,
  O_ as SystemCostingParametersFromJSON,
  g_ as SystemCostingParametersFromJSONTyped,
  b_ as SystemCostingParametersToJSON,
  iV as SystemFieldKind,
  Zu as SystemFieldKindFromJSON,
  xS as SystemFieldKindFromJSONTyped,
  oV as SystemFieldKindToJSON,
  mX as SystemFieldStructureAllOfFromJSON,
  W0 as SystemFieldStructureAllOfFromJSONTyped,
  SX as SystemFieldStructureAllOfToJSON,
  pX as SystemFieldStructureAllOfTypeEnum,
  sV as SystemFieldStructureFromJSON,
  ju as SystemFieldStructureFromJSONTyped,
  CS as SystemFieldStructureToJSON,
  uV as SystemFieldStructureTypeEnum,
  h_ as SystemParametersFromJSON,
  T_ as SystemParametersFromJSONTyped,
  F_ as SystemParametersToJSON,
  bX as SystemSchemaStructureAllOfFromJSON,
  X0 as SystemSchemaStructureAllOfFromJSONTyped,
  hX as SystemSchemaStructureAllOfToJSON,
  OX as SystemSchemaStructureAllOfTypeEnum,
  dV as SystemSchemaStructureFromJSON,
  ea as SystemSchemaStructureFromJSONTyped,
  MS as SystemSchemaStructureToJSON,
  cV as SystemSchemaStructureTypeEnum,
  fu as SystemTransactionFromJSON,
  Qy as SystemTransactionFromJSONTyped,
  pu as SystemTransactionToJSON,
  _I as SystemVersion,
  N_ as SystemVersionFromJSON,
  J_ as SystemVersionFromJSONTyped,
  fI as SystemVersionToJSON,
  JX as TargetIdentifierBaseFromJSON,
  tJ as TargetIdentifierBaseFromJSONTyped,
  RX as TargetIdentifierBaseToJSON,
  Q0 as TargetIdentifierFromJSON,
  Y0 as TargetIdentifierFromJSONTyped,
  Z0 as TargetIdentifierToJSON,
  TX as TargetIdentifierType,
  j0 as TargetIdentifierTypeFromJSON,
  eJ as TargetIdentifierTypeFromJSONTyped,
  FX as TargetIdentifierTypeToJSON,
  PR as TextApiResponse,
  ua as TimestampedValidatorSignatureFromJSON,
  aO as TimestampedValidatorSignatureFromJSONTyped,
  aa as TimestampedValidatorSignatureToJSON,
  NR as Transaction,
  OR as TransactionApi,
  AX as TransactionCallPreviewRequestFromJSON,
  nJ as TransactionCallPreviewRequestFromJSONTyped,
  rJ as TransactionCallPreviewRequestToJSON,
  iJ as TransactionCallPreviewResponseFromJSON,
  oJ as TransactionCallPreviewResponseFromJSONTyped,
  PX as TransactionCallPreviewResponseToJSON,
  lt as TransactionFormatOptionsFromJSON,
  x0 as TransactionFormatOptionsFromJSONTyped,
  dt as TransactionFormatOptionsToJSON,
  sm as TransactionHeaderFromJSON,
  cm as TransactionHeaderFromJSONTyped,
  lm as TransactionHeaderToJSON,
  Im as TransactionHeaderV2FromJSON,
  Dm as TransactionHeaderV2FromJSONTyped,
  xm as TransactionHeaderV2ToJSON,
  Mo as TransactionIdKeyFromJSON,
  py as TransactionIdKeyFromJSONTyped,
  Bo as TransactionIdKeyToJSON,
  Fb as TransactionIdentifiersFromJSON,
  Nb as TransactionIdentifiersFromJSONTyped,
  Jb as TransactionIdentifiersToJSON,
  He as TransactionIntentFromJSON,
  bm as TransactionIntentFromJSONTyped,
  EX as TransactionIntentStatus,
  uJ as TransactionIntentStatusFromJSON,
  aJ as TransactionIntentStatusFromJSONTyped,
  IX as TransactionIntentStatusToJSON,
  We as TransactionIntentToJSON,
  Cm as TransactionIntentV2FromJSON,
  Mm as TransactionIntentV2FromJSONTyped,
  Bm as TransactionIntentV2ToJSON,
  MX as TransactionMessageBaseFromJSON,
  lJ as TransactionMessageBaseFromJSONTyped,
  BX as TransactionMessageBaseToJSON,
  Ge as TransactionMessageFromJSON,
  gm as TransactionMessageFromJSONTyped,
  $e as TransactionMessageToJSON,
  DX as TransactionMessageType,
  sJ as TransactionMessageTypeFromJSON,
  cJ as TransactionMessageTypeFromJSONTyped,
  xX as TransactionMessageTypeToJSON,
  zX as TransactionParseRequestFromJSON,
  dJ as TransactionParseRequestFromJSONTyped,
  vX as TransactionParseRequestParseModeEnum,
  qX as TransactionParseRequestResponseModeEnum,
  _J as TransactionParseRequestToJSON,
  VX as TransactionParseRequestValidationModeEnum,
  fJ as TransactionParseResponseFromJSON,
  pJ as TransactionParseResponseFromJSONTyped,
  UX as TransactionParseResponseToJSON,
  SJ as TransactionPayloadDetailsFromJSON,
  OJ as TransactionPayloadDetailsFromJSONTyped,
  gJ as TransactionPayloadDetailsToJSON,
  GX as TransactionPayloadStatus,
  yJ as TransactionPayloadStatusFromJSON,
  mJ as TransactionPayloadStatusFromJSONTyped,
  $X as TransactionPayloadStatusToJSON,
  QX as TransactionPreviewRequestFromJSON,
  FJ as TransactionPreviewRequestFromJSONTyped,
  NJ as TransactionPreviewRequestToJSON,
  RJ as TransactionPreviewResponseFromJSON,
  kJ as TransactionPreviewResponseFromJSONTyped,
  fs as TransactionPreviewResponseLogsInnerFromJSON,
  JJ as TransactionPreviewResponseLogsInnerFromJSONTyped,
  ps as TransactionPreviewResponseLogsInnerToJSON,
  bJ as TransactionPreviewResponseOptionsFromJSON,
  hJ as TransactionPreviewResponseOptionsFromJSONTyped,
  TJ as TransactionPreviewResponseOptionsToJSON,
  jX as TransactionPreviewResponseToJSON,
  rQ as TransactionPreviewV2ErrorDetailsBaseFromJSON,
  PJ as TransactionPreviewV2ErrorDetailsBaseFromJSONTyped,
  iQ as TransactionPreviewV2ErrorDetailsBaseToJSON,
  wa as TransactionPreviewV2ErrorDetailsFromJSON,
  ZO as TransactionPreviewV2ErrorDetailsFromJSONTyped,
  Pa as TransactionPreviewV2ErrorDetailsToJSON,
  eQ as TransactionPreviewV2ErrorDetailsType,
  AJ as TransactionPreviewV2ErrorDetailsTypeFromJSON,
  wJ as TransactionPreviewV2ErrorDetailsTypeFromJSONTyped,
  tQ as TransactionPreviewV2ErrorDetailsTypeToJSON,
  oQ as TransactionPreviewV2ErrorResponseAllOfErrorTypeEnum,
  aQ as TransactionPreviewV2ErrorResponseAllOfFromJSON,
  EJ as TransactionPreviewV2ErrorResponseAllOfFromJSONTyped,
  sQ as TransactionPreviewV2ErrorResponseAllOfToJSON,
  e2 as TransactionPreviewV2ErrorResponseErrorTypeEnum,
  n2 as TransactionPreviewV2ErrorResponseFromJSON,
  Ea as TransactionPreviewV2ErrorResponseFromJSONTyped,
  jO as TransactionPreviewV2ErrorResponseToJSON,
  dQ as TransactionPreviewV2RequestFromJSON,
  CJ as TransactionPreviewV2RequestFromJSONTyped,
  MJ as TransactionPreviewV2RequestToJSON,
  BJ as TransactionPreviewV2ResponseFromJSON,
  vJ as TransactionPreviewV2ResponseFromJSONTyped,
  IJ as TransactionPreviewV2ResponseOptionsFromJSON,
  DJ as TransactionPreviewV2ResponseOptionsFromJSONTyped,
  xJ as TransactionPreviewV2ResponseOptionsToJSON,
  fQ as TransactionPreviewV2ResponseToJSON,
  tt as TransactionReceiptFromJSON,
  YS as TransactionReceiptFromJSONTyped,
  yQ as TransactionReceiptRequestFromJSON,
  VJ as TransactionReceiptRequestFromJSONTyped,
  qJ as TransactionReceiptRequestToJSON,
  LJ as TransactionReceiptResponseFromJSON,
  zJ as TransactionReceiptResponseFromJSONTyped,
  SQ as TransactionReceiptResponseToJSON,
  nt as TransactionReceiptToJSON,
  mV as TransactionStatus,
  ta as TransactionStatusFromJSON,
  QS as TransactionStatusFromJSONTyped,
  gQ as TransactionStatusRequestFromJSON,
  KJ as TransactionStatusRequestFromJSONTyped,
  UJ as TransactionStatusRequestToJSON,
  GJ as TransactionStatusResponseFromJSON,
  $J as TransactionStatusResponseFromJSONTyped,
  hQ as TransactionStatusResponseToJSON,
  SV as TransactionStatusToJSON,
  JQ as TransactionSubmitErrorDetailsBaseFromJSON,
  XJ as TransactionSubmitErrorDetailsBaseFromJSONTyped,
  RQ as TransactionSubmitErrorDetailsBaseToJSON,
  Ca as TransactionSubmitErrorDetailsFromJSON,
  rg as TransactionSubmitErrorDetailsFromJSONTyped,
  Ma as TransactionSubmitErrorDetailsToJSON,
  TQ as TransactionSubmitErrorDetailsType,
  HJ as TransactionSubmitErrorDetailsTypeFromJSON,
  WJ as TransactionSubmitErrorDetailsTypeFromJSONTyped,
  FQ as TransactionSubmitErrorDetailsTypeToJSON,
  kQ as TransactionSubmitErrorResponseAllOfErrorTypeEnum,
  wQ as TransactionSubmitErrorResponseAllOfFromJSON,
  QJ as TransactionSubmitErrorResponseAllOfFromJSONTyped,
  PQ as TransactionSubmitErrorResponseAllOfToJSON,
  _2 as TransactionSubmitErrorResponseErrorTypeEnum,
  p2 as TransactionSubmitErrorResponseFromJSON,
  Ba as TransactionSubmitErrorResponseFromJSONTyped,
  ig as TransactionSubmitErrorResponseToJSON,
  o2 as TransactionSubmitIntentAlreadyCommittedFromJSON,
  Ia as TransactionSubmitIntentAlreadyCommittedFromJSONTyped,
  eg as TransactionSubmitIntentAlreadyCommittedToJSON,
  r2 as TransactionSubmitIntentAlreadyCommittedTypeEnum,
  s2 as TransactionSubmitPriorityThresholdNotMetErrorDetailsFromJSON,
  Da as TransactionSubmitPriorityThresholdNotMetErrorDetailsFromJSONTyped,
  tg as TransactionSubmitPriorityThresholdNotMetErrorDetailsToJSON,
  u2 as TransactionSubmitPriorityThresholdNotMetErrorDetailsTypeEnum,
  d2 as TransactionSubmitRejectedErrorDetailsFromJSON,
  xa as TransactionSubmitRejectedErrorDetailsFromJSONTyped,
  ng as TransactionSubmitRejectedErrorDetailsToJSON,
  c2 as TransactionSubmitRejectedErrorDetailsTypeEnum,
  IQ as TransactionSubmitRequestFromJSON,
  YJ as TransactionSubmitRequestFromJSONTyped,
  ZJ as TransactionSubmitRequestToJSON,
  jJ as TransactionSubmitResponseFromJSON,
  eR as TransactionSubmitResponseFromJSONTyped,
  xQ as TransactionSubmitResponseToJSON,
  BQ as TransactionTrackerCollectionEntrySubstateAllOfFromJSON,
  tR as TransactionTrackerCollectionEntrySubstateAllOfFromJSONTyped,
  CQ as TransactionTrackerCollectionEntrySubstateAllOfSubstateTypeEnum,
  vQ as TransactionTrackerCollectionEntrySubstateAllOfToJSON,
  qM as TransactionTrackerCollectionEntrySubstateFromJSON,
  qo as TransactionTrackerCollectionEntrySubstateFromJSONTyped,
  vM as TransactionTrackerCollectionEntrySubstateSubstateTypeEnum,
  Oy as TransactionTrackerCollectionEntrySubstateToJSON,
  vo as TransactionTrackerCollectionEntryValueFromJSON,
  Sy as TransactionTrackerCollectionEntryValueFromJSONTyped,
  Vo as TransactionTrackerCollectionEntryValueToJSON,
  LQ as TransactionTrackerFieldStateSubstateAllOfFromJSON,
  nR as TransactionTrackerFieldStateSubstateAllOfFromJSONTyped,
  VQ as TransactionTrackerFieldStateSubstateAllOfSubstateTypeEnum,
  zQ as TransactionTrackerFieldStateSubstateAllOfToJSON,
  UM as TransactionTrackerFieldStateSubstateFromJSON,
  Ko as TransactionTrackerFieldStateSubstateFromJSONTyped,
  zM as TransactionTrackerFieldStateSubstateSubstateTypeEnum,
  by as TransactionTrackerFieldStateSubstateToJSON,
  Lo as TransactionTrackerFieldStateValueFromJSON,
  gy as TransactionTrackerFieldStateValueFromJSONTyped,
  zo as TransactionTrackerFieldStateValueToJSON,
  CM as TransactionTrackerTransactionStatus,
  yy as TransactionTrackerTransactionStatusFromJSON,
  my as TransactionTrackerTransactionStatusFromJSONTyped,
  MM as TransactionTrackerTransactionStatusToJSON,
  Qn as TransactionValidationConfigFromJSON,
  B_ as TransactionValidationConfigFromJSONTyped,
  Yn as TransactionValidationConfigToJSON,
  GQ as TwoResourcePoolFieldStateSubstateAllOfFromJSON,
  rR as TwoResourcePoolFieldStateSubstateAllOfFromJSONTyped,
  KQ as TwoResourcePoolFieldStateSubstateAllOfSubstateTypeEnum,
  $Q as TwoResourcePoolFieldStateSubstateAllOfToJSON,
  WM as TwoResourcePoolFieldStateSubstateFromJSON,
  $o as TwoResourcePoolFieldStateSubstateFromJSONTyped,
  $M as TwoResourcePoolFieldStateSubstateSubstateTypeEnum,
  Ty as TwoResourcePoolFieldStateSubstateToJSON,
  Uo as TwoResourcePoolFieldStateValueFromJSON,
  hy as TwoResourcePoolFieldStateValueFromJSONTyped,
  Go as TwoResourcePoolFieldStateValueToJSON,
  QQ as TypeInfoDetailsBaseFromJSON,
  uR as TypeInfoDetailsBaseFromJSONTyped,
  YQ as TypeInfoDetailsBaseToJSON,
  ky as TypeInfoDetailsFromJSON,
  Ay as TypeInfoDetailsFromJSONTyped,
  wy as TypeInfoDetailsToJSON,
  eY as TypeInfoModuleFieldTypeInfoSubstateAllOfFromJSON,
  aR as TypeInfoModuleFieldTypeInfoSubstateAllOfFromJSONTyped,
  ZQ as TypeInfoModuleFieldTypeInfoSubstateAllOfSubstateTypeEnum,
  tY as TypeInfoModuleFieldTypeInfoSubstateAllOfToJSON,
  uB as TypeInfoModuleFieldTypeInfoSubstateFromJSON,
  tu as TypeInfoModuleFieldTypeInfoSubstateFromJSONTyped,
  iB as TypeInfoModuleFieldTypeInfoSubstateSubstateTypeEnum,
  Ey as TypeInfoModuleFieldTypeInfoSubstateToJSON,
  jo as TypeInfoModuleFieldTypeInfoValueFromJSON,
  Py as TypeInfoModuleFieldTypeInfoValueFromJSONTyped,
  eu as TypeInfoModuleFieldTypeInfoValueToJSON,
  HQ as TypeInfoType,
  iR as TypeInfoTypeFromJSON,
  oR as TypeInfoTypeFromJSONTyped,
  WQ as TypeInfoTypeToJSON,
  US as UpdatedSubstateFromJSON,
  GS as UpdatedSubstateFromJSONTyped,
  $S as UpdatedSubstateToJSON,
  iY as UserLedgerTransactionAllOfFromJSON,
  sR as UserLedgerTransactionAllOfFromJSONTyped,
  oY as UserLedgerTransactionAllOfToJSON,
  nY as UserLedgerTransactionAllOfTypeEnum,
  sv as UserLedgerTransactionFromJSON,
  Bu as UserLedgerTransactionFromJSONTyped,
  Fm as UserLedgerTransactionToJSON,
  uv as UserLedgerTransactionTypeEnum,
  sY as UserLedgerTransactionV2AllOfFromJSON,
  cR as UserLedgerTransactionV2AllOfFromJSONTyped,
  cY as UserLedgerTransactionV2AllOfToJSON,
  uY as UserLedgerTransactionV2AllOfTypeEnum,
  gv as UserLedgerTransactionV2FromJSON,
  qu as UserLedgerTransactionV2FromJSONTyped,
  zm as UserLedgerTransactionV2ToJSON,
  Sv as UserLedgerTransactionV2TypeEnum,
  By as ValidatorFeeChangeRequestFromJSON,
  vy as ValidatorFeeChangeRequestFromJSONTyped,
  Vy as ValidatorFeeChangeRequestToJSON,
  _Y as ValidatorFieldProtocolUpdateReadinessSignalSubstateAllOfFromJSON,
  lR as ValidatorFieldProtocolUpdateReadinessSignalSubstateAllOfFromJSONTyped,
  lY as ValidatorFieldProtocolUpdateReadinessSignalSubstateAllOfSubstateTypeEnum,
  fY as ValidatorFieldProtocolUpdateReadinessSignalSubstateAllOfToJSON,
  lB as ValidatorFieldProtocolUpdateReadinessSignalSubstateFromJSON,
  iu as ValidatorFieldProtocolUpdateReadinessSignalSubstateFromJSONTyped,
  sB as ValidatorFieldProtocolUpdateReadinessSignalSubstateSubstateTypeEnum,
  Dy as ValidatorFieldProtocolUpdateReadinessSignalSubstateToJSON,
  nu as ValidatorFieldProtocolUpdateReadinessSignalValueFromJSON,
  Iy as ValidatorFieldProtocolUpdateReadinessSignalValueFromJSONTyped,
  ru as ValidatorFieldProtocolUpdateReadinessSignalValueToJSON,
  mY as ValidatorFieldStateSubstateAllOfFromJSON,
  dR as ValidatorFieldStateSubstateAllOfFromJSONTyped,
  pY as ValidatorFieldStateSubstateAllOfSubstateTypeEnum,
  SY as ValidatorFieldStateSubstateAllOfToJSON,
  mB as ValidatorFieldStateSubstateFromJSON,
  au as ValidatorFieldStateSubstateFromJSONTyped,
  pB as ValidatorFieldStateSubstateSubstateTypeEnum,
  Ly as ValidatorFieldStateSubstateToJSON,
  ou as ValidatorFieldStateValueFromJSON,
  qy as ValidatorFieldStateValueFromJSONTyped,
  uu as ValidatorFieldStateValueToJSON,
  ke as VaultBalanceFromJSON,
  SN as VaultBalanceFromJSONTyped,
  Ae as VaultBalanceToJSON,
  bY as VersionLedgerStateSelectorAllOfFromJSON,
  _R as VersionLedgerStateSelectorAllOfFromJSONTyped,
  hY as VersionLedgerStateSelectorAllOfToJSON,
  OY as VersionLedgerStateSelectorAllOfTypeEnum,
  VK as VersionLedgerStateSelectorFromJSON,
  Va as VersionLedgerStateSelectorFromJSONTyped,
  ob as VersionLedgerStateSelectorToJSON,
  BK as VersionLedgerStateSelectorTypeEnum,
  FY as VirtualLazyLoadSchemaFromJSON,
  fR as VirtualLazyLoadSchemaFromJSONTyped,
  NY as VirtualLazyLoadSchemaToJSON,
  VC as VmType,
  Cp as VmTypeFromJSON,
  Mp as VmTypeFromJSONTyped,
  qC as VmTypeToJSON,
  AR as VoidApiResponse,
  kR as canConsumeForm,
  n as exists,
  wk as instanceOfAccessControllerFieldStateSubstate,
  Ik as instanceOfAccessControllerFieldStateSubstateAllOf,
  kk as instanceOfAccessControllerFieldStateValue,
  Bk as instanceOfAccessRuleBase,
  qk as instanceOfAccountAddressKey,
  Qk as instanceOfAccountAuthorizedDepositorEntrySubstate,
  jk as instanceOfAccountAuthorizedDepositorEntrySubstateAllOf,
  Lk as instanceOfAccountAuthorizedDepositorEntryValue,
  uA as instanceOfAccountFieldStateSubstate,
  cA as instanceOfAccountFieldStateSubstateAllOf,
  iA as instanceOfAccountFieldStateValue,
  pA as instanceOfAccountLockerAccountClaimsEntrySubstate,
  SA as instanceOfAccountLockerAccountClaimsEntrySubstateAllOf,
  _A as instanceOfAccountLockerAccountClaimsEntryValue,
  JA as instanceOfAccountResourcePreferenceEntrySubstate,
  AA as instanceOfAccountResourcePreferenceEntrySubstateAllOf,
  TA as instanceOfAccountResourcePreferenceEntryValue,
  DA as instanceOfAccountVaultEntrySubstate,
  MA as instanceOfAccountVaultEntrySubstateAllOf,
  EA as instanceOfAccountVaultEntryValue,
  LA as instanceOfActiveValidator,
  zA as instanceOfActiveValidatorIndex,
  KA as instanceOfActiveValidatorKey,
  UA as instanceOfAddressType,
  rk as instanceOfAllOfBasicRequirement,
  $A as instanceOfAllOfBasicRequirementAllOf,
  LR as instanceOfAllOfCompositeRequirement,
  QA as instanceOfAllOfCompositeRequirementAllOf,
  CR as instanceOfAllowAllAccessRule,
  ew as instanceOfAllowAllAccessRuleAllOf,
  uk as instanceOfAmountOfBasicRequirement,
  uw as instanceOfAmountOfBasicRequirementAllOf,
  ck as instanceOfAnyOfBasicRequirement,
  lw as instanceOfAnyOfBasicRequirementAllOf,
  UR as instanceOfAnyOfCompositeRequirement,
  pw as instanceOfAnyOfCompositeRequirementAllOf,
  Vw as instanceOfAuthConfig,
  zw as instanceOfAuthorizedDepositorBadgeBase,
  Wk as instanceOfAuthorizedDepositorKey,
  $w as instanceOfBasicErrorResponse,
  Xw as instanceOfBasicErrorResponseAllOf,
  eP as instanceOfBasicRequirementBase,
  iP as instanceOfBinaryPlaintextMessageContent,
  aP as instanceOfBinaryPlaintextMessageContentAllOf,
  EP as instanceOfBlueprintCollectionSchemaBase,
  sE as instanceOfBlueprintDefinition,
  cE as instanceOfBlueprintDependencies,
  dE as instanceOfBlueprintFunctionTargetIdentifier,
  pE as instanceOfBlueprintFunctionTargetIdentifierAllOf,
  JE as instanceOfBlueprintInfo,
  rE as instanceOfBlueprintInterface,
  AE as instanceOfBlueprintMethodRoyalty,
  EE as instanceOfBlueprintPayloadDefBase,
  xE as instanceOfBlueprintRoyaltyConfig,
  ME as instanceOfBlueprintSchemaBlueprintTypeReference,
  VE as instanceOfBlueprintSchemaBlueprintTypeReferenceAllOf,
  UP as instanceOfBlueprintSchemaCollectionPartition,
  tE as instanceOfBlueprintSchemaFieldPartition,
  bE as instanceOfBlueprintTypeIdentifier,
  XE as instanceOfBlueprintTypeReferenceBase,
  ZE as instanceOfBlueprintVersionKey,
  tI as instanceOfBootLoaderModuleFieldKernelBootSubstate,
  iI as instanceOfBootLoaderModuleFieldKernelBootSubstateAllOf,
  jE as instanceOfBootLoaderModuleFieldKernelBootValue,
  mI as instanceOfBootLoaderModuleFieldSystemBootSubstate,
  gI as instanceOfBootLoaderModuleFieldSystemBootSubstateAllOf,
  pI as instanceOfBootLoaderModuleFieldSystemBootValue,
  AI as instanceOfBootLoaderModuleFieldTransactionValidationConfigurationSubstate,
  EI as instanceOfBootLoaderModuleFieldTransactionValidationConfigurationSubstateAllOf,
  MI as instanceOfBootLoaderModuleFieldVmBootSubstate,
  VI as instanceOfBootLoaderModuleFieldVmBootSubstateAllOf,
  xI as instanceOfBootLoaderModuleFieldVmBootValue,
  zI as instanceOfCommittedIntentMetadata,
  KI as instanceOfCommittedStateIdentifier,
  UI as instanceOfCommittedStateIdentifierAllOf,
  gV as instanceOfCommittedTransaction,
  jI as instanceOfCommittedTransactionBalanceChanges,
  hV as instanceOfCompiledPreviewTransaction,
  NV as instanceOfCompiledPreviewTransactionAllOf,
  QC as instanceOfCompleteProtocolUpdateStatus,
  AV as instanceOfCompleteProtocolUpdateStatusAllOf,
  IV as instanceOfComponentMethodTargetIdentifier,
  CV as instanceOfComponentMethodTargetIdentifierAllOf,
  qV as instanceOfCompositeRequirementBase,
  GV as instanceOfConsensusLedgerProofOrigin,
  WV as instanceOfConsensusLedgerProofOriginAllOf,
  gD as instanceOfConsensusManagerFieldConfigSubstate,
  ZV as instanceOfConsensusManagerFieldConfigSubstateAllOf,
  SD as instanceOfConsensusManagerFieldConfigValue,
  FD as instanceOfConsensusManagerFieldCurrentProposalStatisticSubstate,
  nq as instanceOfConsensusManagerFieldCurrentProposalStatisticSubstateAllOf,
  hD as instanceOfConsensusManagerFieldCurrentProposalStatisticValue,
  AD as instanceOfConsensusManagerFieldCurrentTimeRoundedToMinutesSubstate,
  uq as instanceOfConsensusManagerFieldCurrentTimeRoundedToMinutesSubstateAllOf,
  RD as instanceOfConsensusManagerFieldCurrentTimeRoundedToMinutesValue,
  ID as instanceOfConsensusManagerFieldCurrentTimeSubstate,
  lq as instanceOfConsensusManagerFieldCurrentTimeSubstateAllOf,
  PD as instanceOfConsensusManagerFieldCurrentTimeValue,
  MD as instanceOfConsensusManagerFieldCurrentValidatorSetSubstate,
  pq as instanceOfConsensusManagerFieldCurrentValidatorSetSubstateAllOf,
  xD as instanceOfConsensusManagerFieldCurrentValidatorSetValue,
  qD as instanceOfConsensusManagerFieldStateSubstate,
  Oq as instanceOfConsensusManagerFieldStateSubstateAllOf,
  vD as instanceOfConsensusManagerFieldStateValue,
  GD as instanceOfConsensusManagerFieldValidatorRewardsSubstate,
  Tq as instanceOfConsensusManagerFieldValidatorRewardsSubstateAllOf,
  KD as instanceOfConsensusManagerFieldValidatorRewardsValue,
  XD as instanceOfConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstate,
  Rq as instanceOfConsensusManagerRegisteredValidatorsByStakeIndexEntrySubstateAllOf,
  HD as instanceOfConsensusManagerRegisteredValidatorsByStakeIndexEntryValue,
  aI as instanceOfCostingModuleConfig,
  bv as instanceOfCostingParameters,
  _k as instanceOfCountOfBasicRequirement,
  Pq as instanceOfCountOfBasicRequirementAllOf,
  _V as instanceOfCreatedSubstate,
  yx as instanceOfDataStruct,
  fV as instanceOfDeletedSubstate,
  vR as instanceOfDenyAllAccessRule,
  xq as instanceOfDenyAllAccessRuleAllOf,
  qA as instanceOfEcdsaSecp256k1PublicKey,
  vq as instanceOfEcdsaSecp256k1PublicKeyAllOf,
  xB as instanceOfEcdsaSecp256k1Signature,
  zq as instanceOfEcdsaSecp256k1SignatureAllOf,
  vB as instanceOfEcdsaSecp256k1SignatureWithPublicKey,
  $q as instanceOfEcdsaSecp256k1SignatureWithPublicKeyAllOf,
  LB as instanceOfEddsaEd25519PublicKey,
  Qq as instanceOfEddsaEd25519PublicKeyAllOf,
  MB as instanceOfEddsaEd25519Signature,
  eL as instanceOfEddsaEd25519SignatureAllOf,
  KB as instanceOfEddsaEd25519SignatureWithPublicKey,
  iL as instanceOfEddsaEd25519SignatureWithPublicKeyAllOf,
  HB as instanceOfEncryptedMessageCurveDecryptorSet,
  $B as instanceOfEncryptedMessageDecryptor,
  XB as instanceOfEncryptedTransactionMessage,
  sL as instanceOfEncryptedTransactionMessageAllOf,
  DR as instanceOfEntityReference,
  mD as instanceOfEpochChangeCondition,
  bL as instanceOfEpochEndLedgerProof,
  FL as instanceOfEpochRound,
  g2 as instanceOfErrorResponseBase,
  wv as instanceOfEvent,
  N2 as instanceOfEventEmitterIdentifierBase,
  Av as instanceOfEventTypeIdentifier,
  A2 as instanceOfExecutedScenario,
  k2 as instanceOfExecutedScenarioTransaction,
  Ev as instanceOfFeeDestination,
  Dv as instanceOfFeeSource,
  xv as instanceOfFeeSummary,
  eE as instanceOfFieldSchema,
  $P as instanceOfFieldSchemaFeatureConditionAlways,
  P2 as instanceOfFieldSchemaFeatureConditionAlwaysAllOf,
  C2 as instanceOfFieldSchemaFeatureConditionBase,
  XP as instanceOfFieldSchemaFeatureConditionIfOuterObjectFeature,
  V2 as instanceOfFieldSchemaFeatureConditionIfOuterObjectFeatureAllOf,
  ZP as instanceOfFieldSchemaFeatureConditionIfOwnFeature,
  K2 as instanceOfFieldSchemaFeatureConditionIfOwnFeatureAllOf,
  oD as instanceOfFieldSubstateKey,
  H2 as instanceOfFieldSubstateKeyAllOf,
  TB as instanceOfFlashLedgerTransaction,
  Y2 as instanceOfFlashLedgerTransactionAllOf,
  OB as instanceOfFlashSetSubstate,
  bB as instanceOfFlashedStateUpdates,
  cx as instanceOfFrozenStatus,
  hE as instanceOfFullyScopedTypeId,
  Tv as instanceOfFunctionEventEmitterIdentifier,
  tz as instanceOfFunctionEventEmitterIdentifierAllOf,
  BP as instanceOfFunctionSchema,
  oz as instanceOfFungibleResourceAmount,
  sz as instanceOfFungibleResourceAmountAllOf,
  jD as instanceOfFungibleResourceManagerFieldDivisibilitySubstate,
  _z as instanceOfFungibleResourceManagerFieldDivisibilitySubstateAllOf,
  YD as instanceOfFungibleResourceManagerFieldDivisibilityValue,
  rx as instanceOfFungibleResourceManagerFieldTotalSupplySubstate,
  mz as instanceOfFungibleResourceManagerFieldTotalSupplySubstateAllOf,
  tx as instanceOfFungibleResourceManagerFieldTotalSupplyValue,
  ax as instanceOfFungibleVaultFieldBalanceSubstate,
  bz as instanceOfFungibleVaultFieldBalanceSubstateAllOf,
  ox as instanceOfFungibleVaultFieldBalanceValue,
  _x as instanceOfFungibleVaultFieldFrozenStatusSubstate,
  Nz as instanceOfFungibleVaultFieldFrozenStatusSubstateAllOf,
  lx as instanceOfFungibleVaultFieldFrozenStatusValue,
  dP as instanceOfGenericBlueprintPayloadDef,
  Az as instanceOfGenericBlueprintPayloadDefAllOf,
  px as instanceOfGenericKey,
  Ox as instanceOfGenericKeyValueStoreEntrySubstate,
  Iz as instanceOfGenericKeyValueStoreEntrySubstateAllOf,
  mx as instanceOfGenericKeyValueStoreEntryValue,
  Tx as instanceOfGenericScryptoComponentFieldStateSubstate,
  Mz as instanceOfGenericScryptoComponentFieldStateSubstateAllOf,
  bx as instanceOfGenericScryptoComponentFieldStateValue,
  Lz as instanceOfGenericSubstitutionBase,
  qP as instanceOfGenericTypeParameter,
  pL as instanceOfGenesisLedgerProofOrigin,
  Gz as instanceOfGenesisLedgerProofOriginAllOf,
  RB as instanceOfGenesisLedgerTransaction,
  Xz as instanceOfGenesisLedgerTransactionAllOf,
  aE as instanceOfHookExport,
  eM as instanceOfInProgressProtocolUpdateStatus,
  jz as instanceOfInProgressProtocolUpdateStatusAllOf,
  hP as instanceOfIndexBlueprintCollectionSchema,
  rK as instanceOfIndexBlueprintCollectionSchemaAllOf,
  nE as instanceOfIndexedStateSchema,
  KE as instanceOfInstanceSchemaBlueprintTypeReference,
  aK as instanceOfInstanceSchemaBlueprintTypeReferenceAllOf,
  JD as instanceOfInstantMs,
  dK as instanceOfInstructionResourceChanges,
  dv as instanceOfIntentCoreV2,
  lv as instanceOfIntentHeaderV2,
  cv as instanceOfIntentSignatures,
  ZL as instanceOfInvalidTransactionPreviewV2ErrorDetails,
  fK as instanceOfInvalidTransactionPreviewV2ErrorDetailsAllOf,
  mK as instanceOfKeyValueBasedStructure,
  NP as instanceOfKeyValueBlueprintCollectionSchema,
  bK as instanceOfKeyValueBlueprintCollectionSchemaAllOf,
  vv as instanceOfKeyValueStoreEntryStructure,
  NK as instanceOfKeyValueStoreEntryStructureAllOf,
  XM as instanceOfKeyValueStoreInfo,
  YM as instanceOfKeyValueStoreTypeInfoDetails,
  AK as instanceOfKeyValueStoreTypeInfoDetailsAllOf,
  AB as instanceOfLeaderProposalHistory,
  dL as instanceOfLedgerHashes,
  _L as instanceOfLedgerHeader,
  EK as instanceOfLedgerHeaderSummary,
  gL as instanceOfLedgerProof,
  xK as instanceOfLedgerProofOriginBase,
  zK as instanceOfLedgerStateSelectorBase,
  GK as instanceOfLedgerStateSummary,
  WK as instanceOfLedgerTransactionBase,
  sI as instanceOfLimitParameters,
  OE as instanceOfLocalGenericSubstitution,
  ZK as instanceOfLocalGenericSubstitutionAllOf,
  xx as instanceOfLocalNonFungibleKey,
  yP as instanceOfLocalTypeId,
  uU as instanceOfLtsCommittedTransactionOutcome,
  YI as instanceOfLtsEntityFungibleBalanceChanges,
  ZI as instanceOfLtsEntityNonFungibleBalanceChanges,
  XI as instanceOfLtsFeeFungibleResourceBalanceChange,
  aU as instanceOfLtsFungibleResourceBalance,
  QI as instanceOfLtsFungibleResourceBalanceChange,
  iU as instanceOfLtsResultantAccountFungibleBalances,
  rU as instanceOfLtsResultantFungibleBalance,
  sU as instanceOfLtsStateAccountAllFungibleResourceBalancesRequest,
  lU as instanceOfLtsStateAccountAllFungibleResourceBalancesResponse,
  OU as instanceOfLtsStateAccountDepositBehaviourRequest,
  hU as instanceOfLtsStateAccountDepositBehaviourResponse,
  FU as instanceOfLtsStateAccountFungibleResourceBalanceRequest,
  JU as instanceOfLtsStateAccountFungibleResourceBalanceResponse,
  kU as instanceOfLtsStreamAccountTransactionOutcomesRequest,
  wU as instanceOfLtsStreamAccountTransactionOutcomesResponse,
  EU as instanceOfLtsStreamTransactionOutcomesRequest,
  DU as instanceOfLtsStreamTransactionOutcomesResponse,
  CU as instanceOfLtsTransactionConstructionRequest,
  BU as instanceOfLtsTransactionConstructionResponse,
  KU as instanceOfLtsTransactionPayloadDetails,
  UU as instanceOfLtsTransactionStatusRequest,
  $U as instanceOfLtsTransactionStatusResponse,
  QU as instanceOfLtsTransactionSubmitErrorDetailsBase,
  xL as instanceOfLtsTransactionSubmitErrorResponse,
  eG as instanceOfLtsTransactionSubmitErrorResponseAllOf,
  JL as instanceOfLtsTransactionSubmitIntentAlreadyCommitted,
  iG as instanceOfLtsTransactionSubmitIntentAlreadyCommittedAllOf,
  AL as instanceOfLtsTransactionSubmitPriorityThresholdNotMetErrorDetails,
  sG as instanceOfLtsTransactionSubmitPriorityThresholdNotMetErrorDetailsAllOf,
  EL as instanceOfLtsTransactionSubmitRejectedErrorDetails,
  _G as instanceOfLtsTransactionSubmitRejectedErrorDetailsAllOf,
  yG as instanceOfLtsTransactionSubmitRequest,
  SG as instanceOfLtsTransactionSubmitResponse,
  FM as instanceOfMainMethodKey,
  sD as instanceOfMapSubstateKey,
  bG as instanceOfMapSubstateKeyAllOf,
  FG as instanceOfMempoolListRequest,
  RG as instanceOfMempoolListResponse,
  JG as instanceOfMempoolTransactionHashes,
  AG as instanceOfMempoolTransactionRequest,
  EG as instanceOfMempoolTransactionResponse,
  PG as instanceOfMempoolTransactionResponsePayloadsInner,
  NI as instanceOfMessageValidationConfig,
  Nx as instanceOfMetadataKey,
  kx as instanceOfMetadataModuleEntrySubstate,
  xG as instanceOfMetadataModuleEntrySubstateAllOf,
  Jx as instanceOfMetadataModuleEntryValue,
  VG as instanceOfMethodAccessibilityBase,
  Jv as instanceOfMethodEventEmitterIdentifier,
  KG as instanceOfMethodEventEmitterIdentifierAllOf,
  jM as instanceOfModuleVersion,
  Ix as instanceOfMultiResourcePoolFieldStateSubstate,
  HG as instanceOfMultiResourcePoolFieldStateSubstateAllOf,
  Px as instanceOfMultiResourcePoolFieldStateValue,
  Kx as instanceOfMutableField,
  ZG as instanceOfNetworkConfigurationResponse,
  QG as instanceOfNetworkConfigurationResponseVersion,
  YG as instanceOfNetworkConfigurationResponseWellKnownAddresses,
  cI as instanceOfNetworkDefinition,
  e5 as instanceOfNetworkStatusRequest,
  n5 as instanceOfNetworkStatusResponse,
  Mv as instanceOfNextEpoch,
  Kk as instanceOfNonFungibleAuthorizedDepositorBadge,
  o5 as instanceOfNonFungibleAuthorizedDepositorBadgeAllOf,
  XR as instanceOfNonFungibleGlobalId,
  WR as instanceOfNonFungibleLocalId,
  fU as instanceOfNonFungiblePresentedBadge,
  c5 as instanceOfNonFungiblePresentedBadgeAllOf,
  YR as instanceOfNonFungibleRequirement,
  f5 as instanceOfNonFungibleRequirementAllOf,
  S5 as instanceOfNonFungibleResourceAmount,
  b5 as instanceOfNonFungibleResourceAmountAllOf,
  Bx as instanceOfNonFungibleResourceManagerDataEntrySubstate,
  N5 as instanceOfNonFungibleResourceManagerDataEntrySubstateAllOf,
  Cx as instanceOfNonFungibleResourceManagerDataEntryValue,
  Lx as instanceOfNonFungibleResourceManagerFieldIdTypeSubstate,
  A5 as instanceOfNonFungibleResourceManagerFieldIdTypeSubstateAllOf,
  Vx as instanceOfNonFungibleResourceManagerFieldIdTypeValue,
  $x as instanceOfNonFungibleResourceManagerFieldMutableFieldsSubstate,
  I5 as instanceOfNonFungibleResourceManagerFieldMutableFieldsSubstateAllOf,
  Ux as instanceOfNonFungibleResourceManagerFieldMutableFieldsValue,
  Qx as instanceOfNonFungibleResourceManagerFieldTotalSupplySubstate,
  M5 as instanceOfNonFungibleResourceManagerFieldTotalSupplySubstateAllOf,
  Wx as instanceOfNonFungibleResourceManagerFieldTotalSupplyValue,
  eC as instanceOfNonFungibleVaultContentsIndexEntrySubstate,
  q5 as instanceOfNonFungibleVaultContentsIndexEntrySubstateAllOf,
  Zx as instanceOfNonFungibleVaultContentsIndexEntryValue,
  iC as instanceOfNonFungibleVaultFieldBalanceSubstate,
  U5 as instanceOfNonFungibleVaultFieldBalanceSubstateAllOf,
  nC as instanceOfNonFungibleVaultFieldBalanceValue,
  sC as instanceOfNonFungibleVaultFieldFrozenStatusSubstate,
  W5 as instanceOfNonFungibleVaultFieldFrozenStatusSubstateAllOf,
  uC as instanceOfNonFungibleVaultFieldFrozenStatusValue,
  ov as instanceOfNotarizedTransaction,
  mv as instanceOfNotarizedTransactionV2,
  Hv as instanceOfObjectFieldStructure,
  Z5 as instanceOfObjectFieldStructureAllOf,
  Qv as instanceOfObjectIndexPartitionEntryStructure,
  n3 as instanceOfObjectIndexPartitionEntryStructureAllOf,
  Lv as instanceOfObjectInstanceTypeReference,
  u3 as instanceOfObjectInstanceTypeReferenceAllOf,
  jv as instanceOfObjectKeyValuePartitionEntryStructure,
  l3 as instanceOfObjectKeyValuePartitionEntryStructureAllOf,
  pM as instanceOfObjectRoleKey,
  nV as instanceOfObjectSortedIndexPartitionEntryStructure,
  p3 as instanceOfObjectSortedIndexPartitionEntryStructureAllOf,
  g3 as instanceOfObjectSubstateTypeReferenceBase,
  tB as instanceOfObjectTypeInfoDetails,
  F3 as instanceOfObjectTypeInfoDetailsAllOf,
  _C as instanceOfOneResourcePoolFieldStateSubstate,
  k3 as instanceOfOneResourcePoolFieldStateSubstateAllOf,
  lC as instanceOfOneResourcePoolFieldStateValue,
  Nw as instanceOfOuterObjectOnlyMethodAccessibility,
  E3 as instanceOfOuterObjectOnlyMethodAccessibilityAllOf,
  kw as instanceOfOwnPackageOnlyMethodAccessibility,
  C3 as instanceOfOwnPackageOnlyMethodAccessibilityAllOf,
  aM as instanceOfOwnerRole,
  mC as instanceOfPackageBlueprintAuthTemplateEntrySubstate,
  V3 as instanceOfPackageBlueprintAuthTemplateEntrySubstateAllOf,
  pC as instanceOfPackageBlueprintAuthTemplateEntryValue,
  bC as instanceOfPackageBlueprintDefinitionEntrySubstate,
  K3 as instanceOfPackageBlueprintDefinitionEntrySubstateAllOf,
  OC as instanceOfPackageBlueprintDefinitionEntryValue,
  NC as instanceOfPackageBlueprintDependenciesEntrySubstate,
  H3 as instanceOfPackageBlueprintDependenciesEntrySubstateAllOf,
  TC as instanceOfPackageBlueprintDependenciesEntryValue,
  AC as instanceOfPackageBlueprintRoyaltyEntrySubstate,
  Y3 as instanceOfPackageBlueprintRoyaltyEntrySubstateAllOf,
  RC as instanceOfPackageBlueprintRoyaltyEntryValue,
  DC as instanceOfPackageCodeInstrumentedCodeEntrySubstate,
  t1 as instanceOfPackageCodeInstrumentedCodeEntrySubstateAllOf,
  PC as instanceOfPackageCodeInstrumentedCodeEntryValue,
  EC as instanceOfPackageCodeKey,
  BC as instanceOfPackageCodeOriginalCodeEntrySubstate,
  o1 as instanceOfPackageCodeOriginalCodeEntrySubstateAllOf,
  CC as instanceOfPackageCodeOriginalCodeEntryValue,
  KC as instanceOfPackageCodeVmTypeEntrySubstate,
  c1 as instanceOfPackageCodeVmTypeEntrySubstateAllOf,
  LC as instanceOfPackageCodeVmTypeEntryValue,
  uE as instanceOfPackageExport,
  HC as instanceOfPackageFieldRoyaltyAccumulatorSubstate,
  f1 as instanceOfPackageFieldRoyaltyAccumulatorSubstateAllOf,
  GC as instanceOfPackageFieldRoyaltyAccumulatorValue,
  Uv as instanceOfPackageObjectSubstateTypeReference,
  S1 as instanceOfPackageObjectSubstateTypeReferenceAllOf,
  kv as instanceOfPackageTypeReference,
  T1 as instanceOfParsedLedgerTransaction,
  J1 as instanceOfParsedLedgerTransactionAllOf,
  b1 as instanceOfParsedLedgerTransactionIdentifiers,
  E1 as instanceOfParsedNotarizedTransaction,
  x1 as instanceOfParsedNotarizedTransactionAllOf,
  A1 as instanceOfParsedNotarizedTransactionAllOfValidationError,
  w1 as instanceOfParsedNotarizedTransactionIdentifiers,
  v1 as instanceOfParsedNotarizedTransactionV2,
  L1 as instanceOfParsedNotarizedTransactionV2AllOf,
  $1 as instanceOfParsedSignedTransactionIntent,
  X1 as instanceOfParsedSignedTransactionIntentAllOf,
  U1 as instanceOfParsedSignedTransactionIntentIdentifiers,
  i$ as instanceOfParsedTransactionBase,
  e$ as instanceOfParsedTransactionIntent,
  s$ as instanceOfParsedTransactionIntentAllOf,
  Z1 as instanceOfParsedTransactionIntentIdentifiers,
  KP as instanceOfPartitionDescription,
  gB as instanceOfPartitionId,
  Iv as instanceOfPaymentFromVault,
  Pv as instanceOfPaymentToRoyaltyRecipient,
  dB as instanceOfPendingOwnerStakeWithdrawal,
  f$ as instanceOfPlaintextMessageContentBase,
  tv as instanceOfPlaintextTransactionMessage,
  S$ as instanceOfPlaintextTransactionMessageAllOf,
  wx as instanceOfPoolVault,
  JI as instanceOfPreparationSettings,
  T$ as instanceOfPresentedBadgeBase,
  J$ as instanceOfPreviewFlags,
  A$ as instanceOfPreviewTransactionBase,
  Nk as instanceOfPrimaryRoleRecoveryAttempt,
  Ok as instanceOfProofRuleCompositeRequirement,
  I$ as instanceOfProofRuleCompositeRequirementAllOf,
  zD as instanceOfProposerReward,
  hk as instanceOfProtectedAccessRule,
  M$ as instanceOfProtectedAccessRuleAllOf,
  SL as instanceOfProtocolUpdateLedgerProofOrigin,
  q$ as instanceOfProtocolUpdateLedgerProofOriginAllOf,
  G$ as instanceOfProtocolUpdateStatusBase,
  ZC as instanceOfProtocolUpdateStatusLatestCommit,
  rM as instanceOfProtocolUpdateStatusModuleFieldSummarySubstate,
  X$ as instanceOfProtocolUpdateStatusModuleFieldSummarySubstateAllOf,
  j$ as instanceOfProtocolVersionReadiness,
  n6 as instanceOfPublicKeyBase,
  Pw as instanceOfPublicMethodAccessibility,
  u6 as instanceOfPublicMethodAccessibilityAllOf,
  MP as instanceOfReceiverInfo,
  Fk as instanceOfRecoveryProposal,
  Rk as instanceOfRecoveryRoleRecoveryAttempt,
  xP as instanceOfReferenceType,
  FE as instanceOfRemoteGenericSubstitution,
  l6 as instanceOfRemoteGenericSubstitutionAllOf,
  $L as instanceOfRequestedStateVersionOutOfBoundsErrorDetails,
  yk as instanceOfRequireBasicRequirement,
  p6 as instanceOfRequireBasicRequirementAllOf,
  g6 as instanceOfRequirementBase,
  N6 as instanceOfResourceAmountBase,
  $k as instanceOfResourceAuthorizedDepositorBadge,
  A6 as instanceOfResourceAuthorizedDepositorBadgeAllOf,
  lK as instanceOfResourceChange,
  FA as instanceOfResourceKey,
  mU as instanceOfResourcePresentedBadge,
  I6 as instanceOfResourcePresentedBadgeAllOf,
  ek as instanceOfResourceRequirement,
  M6 as instanceOfResourceRequirementAllOf,
  bU as instanceOfResourceSpecificDepositBehaviour,
  lM as instanceOfRoleAssignmentModuleFieldOwnerRoleSubstate,
  q6 as instanceOfRoleAssignmentModuleFieldOwnerRoleSubstateAllOf,
  sM as instanceOfRoleAssignmentModuleFieldOwnerRoleValue,
  SM as instanceOfRoleAssignmentModuleRuleEntrySubstate,
  U6 as instanceOfRoleAssignmentModuleRuleEntrySubstateAllOf,
  yM as instanceOfRoleAssignmentModuleRuleEntryValue,
  Cw as instanceOfRoleDetails,
  Dw as instanceOfRoleProtectedMethodAccessibility,
  W6 as instanceOfRoleProtectedMethodAccessibilityAllOf,
  EB as instanceOfRoundUpdateLedgerTransaction,
  Z6 as instanceOfRoundUpdateLedgerTransactionAllOf,
  wB as instanceOfRoundUpdateTransaction,
  kE as instanceOfRoyaltyAmount,
  hM as instanceOfRoyaltyModuleFieldStateSubstate,
  n9 as instanceOfRoyaltyModuleFieldStateSubstateAllOf,
  gM as instanceOfRoyaltyModuleFieldStateValue,
  RM as instanceOfRoyaltyModuleMethodRoyaltyEntrySubstate,
  u9 as instanceOfRoyaltyModuleMethodRoyaltyEntrySubstateAllOf,
  NM as instanceOfRoyaltyModuleMethodRoyaltyEntryValue,
  fP as instanceOfSborData,
  c9 as instanceOfSborFormatOptions,
  l9 as instanceOfScenariosRequest,
  _9 as instanceOfScenariosResponse,
  IM as instanceOfSchemaEntrySubstate,
  y9 as instanceOfSchemaEntrySubstateAllOf,
  wM as instanceOfSchemaEntryValue,
  PM as instanceOfSchemaKey,
  mP as instanceOfScopedTypeId,
  Jk as instanceOfScryptoInstant,
  AM as instanceOfScryptoSchema,
  Z$ as instanceOfSignallingValidator,
  O9 as instanceOfSignatureBase,
  h9 as instanceOfSignatureWithPublicKeyBase,
  iv as instanceOfSignedTransactionIntent,
  yv as instanceOfSignedTransactionIntentV2,
  Cv as instanceOfSignificantProtocolUpdateReadinessEntry,
  kP as instanceOfSortedIndexBlueprintCollectionSchema,
  J9 as instanceOfSortedIndexBlueprintCollectionSchemaAllOf,
  dD as instanceOfSortedSubstateKey,
  w9 as instanceOfSortedSubstateKeyAllOf,
  I9 as instanceOfStateAccessControllerRequest,
  M9 as instanceOfStateAccessControllerResponse,
  v9 as instanceOfStateAccountRequest,
  q9 as instanceOfStateAccountResponse,
  x9 as instanceOfStateComponentDescendentNode,
  z9 as instanceOfStateComponentRequest,
  U9 as instanceOfStateComponentResponse,
  $9 as instanceOfStateConsensusManagerRequest,
  W9 as instanceOfStateConsensusManagerResponse,
  Y9 as instanceOfStateFungibleResourceManager,
  eH as instanceOfStateFungibleResourceManagerAllOf,
  rH as instanceOfStateNonFungibleRequest,
  uH as instanceOfStateNonFungibleResourceManager,
  cH as instanceOfStateNonFungibleResourceManagerAllOf,
  _H as instanceOfStateNonFungibleResponse,
  pH as instanceOfStatePackageRequest,
  mH as instanceOfStatePackageResponse,
  OH as instanceOfStateResourceManagerBase,
  hH as instanceOfStateResourceRequest,
  FH as instanceOfStateResourceResponse,
  yV as instanceOfStateUpdates,
  JH as instanceOfStateValidatorRequest,
  kH as instanceOfStateValidatorResponse,
  OP as instanceOfStaticBlueprintPayloadDef,
  PH as instanceOfStaticBlueprintPayloadDefAllOf,
  vw as instanceOfStaticRoleDefinitionAuthTemplate,
  CH as instanceOfStreamProofsErrorDetailsBase,
  BL as instanceOfStreamProofsErrorDetailsRequestedEpochOutOfBounds,
  VH as instanceOfStreamProofsErrorDetailsRequestedEpochOutOfBoundsAllOf,
  qL as instanceOfStreamProofsErrorDetailsRequestedStateVersionOutOfBounds,
  KH as instanceOfStreamProofsErrorDetailsRequestedStateVersionOutOfBoundsAllOf,
  KL as instanceOfStreamProofsErrorResponse,
  HH as instanceOfStreamProofsErrorResponseAllOf,
  YH as instanceOfStreamProofsFilterAny,
  cW as instanceOfStreamProofsFilterAnyAllOf,
  pW as instanceOfStreamProofsFilterBase,
  eW as instanceOfStreamProofsFilterNewEpochs,
  OW as instanceOfStreamProofsFilterNewEpochsAllOf,
  rW as instanceOfStreamProofsFilterProtocolUpdateExecution,
  TW as instanceOfStreamProofsFilterProtocolUpdateExecutionAllOf,
  uW as instanceOfStreamProofsFilterProtocolUpdateInitializations,
  RW as instanceOfStreamProofsFilterProtocolUpdateInitializationsAllOf,
  wW as instanceOfStreamProofsRequest,
  EW as instanceOfStreamProofsResponse,
  CW as instanceOfStreamTransactionsErrorDetailsBase,
  XL as instanceOfStreamTransactionsErrorResponse,
  VW as instanceOfStreamTransactionsErrorResponseAllOf,
  UW as instanceOfStreamTransactionsRequest,
  $W as instanceOfStreamTransactionsResponse,
  ZB as instanceOfStringPlaintextMessageContent,
  XW as instanceOfStringPlaintextMessageContentAllOf,
  _v as instanceOfSubintentV2,
  ZW as instanceOfSubstateBase,
  zW as instanceOfSubstateFormatOptions,
  yD as instanceOfSubstateId,
  tX as instanceOfSubstateIdAllOf,
  uX as instanceOfSubstateKeyBase,
  dX as instanceOfSubstateSystemStructureBase,
  SB as instanceOfSubstateValue,
  lI as instanceOfSystemCostingParameters,
  aV as instanceOfSystemFieldStructure,
  yX as instanceOfSystemFieldStructureAllOf,
  dI as instanceOfSystemParameters,
  lV as instanceOfSystemSchemaStructure,
  gX as instanceOfSystemSchemaStructureAllOf,
  NB as instanceOfSystemTransaction,
  NX as instanceOfTargetIdentifierBase,
  KV as instanceOfTimestampedValidatorSignature,
  kX as instanceOfTransactionCallPreviewRequest,
  wX as instanceOfTransactionCallPreviewResponse,
  KW as instanceOfTransactionFormatOptions,
  GB as instanceOfTransactionHeader,
  fv as instanceOfTransactionHeaderV2,
  xM as instanceOfTransactionIdKey,
  oU as instanceOfTransactionIdentifiers,
  rv as instanceOfTransactionIntent,
  pv as instanceOfTransactionIntentV2,
  CX as instanceOfTransactionMessageBase,
  LX as instanceOfTransactionParseRequest,
  KX as instanceOfTransactionParseResponse,
  HX as instanceOfTransactionPayloadDetails,
  XX as instanceOfTransactionPreviewRequest,
  ZX as instanceOfTransactionPreviewResponse,
  YX as instanceOfTransactionPreviewResponseLogsInner,
  WX as instanceOfTransactionPreviewResponseOptions,
  nQ as instanceOfTransactionPreviewV2ErrorDetailsBase,
  t2 as instanceOfTransactionPreviewV2ErrorResponse,
  uQ as instanceOfTransactionPreviewV2ErrorResponseAllOf,
  lQ as instanceOfTransactionPreviewV2Request,
  _Q as instanceOfTransactionPreviewV2Response,
  cQ as instanceOfTransactionPreviewV2ResponseOptions,
  OV as instanceOfTransactionReceipt,
  pQ as instanceOfTransactionReceiptRequest,
  mQ as instanceOfTransactionReceiptResponse,
  OQ as instanceOfTransactionStatusRequest,
  bQ as instanceOfTransactionStatusResponse,
  NQ as instanceOfTransactionSubmitErrorDetailsBase,
  f2 as instanceOfTransactionSubmitErrorResponse,
  AQ as instanceOfTransactionSubmitErrorResponseAllOf,
  i2 as instanceOfTransactionSubmitIntentAlreadyCommitted,
  a2 as instanceOfTransactionSubmitPriorityThresholdNotMetErrorDetails,
  l2 as instanceOfTransactionSubmitRejectedErrorDetails,
  EQ as instanceOfTransactionSubmitRequest,
  DQ as instanceOfTransactionSubmitResponse,
  VM as instanceOfTransactionTrackerCollectionEntrySubstate,
  MQ as instanceOfTransactionTrackerCollectionEntrySubstateAllOf,
  BM as instanceOfTransactionTrackerCollectionEntryValue,
  KM as instanceOfTransactionTrackerFieldStateSubstate,
  qQ as instanceOfTransactionTrackerFieldStateSubstateAllOf,
  LM as instanceOfTransactionTrackerFieldStateValue,
  RI as instanceOfTransactionValidationConfig,
  HM as instanceOfTwoResourcePoolFieldStateSubstate,
  UQ as instanceOfTwoResourcePoolFieldStateSubstateAllOf,
  GM as instanceOfTwoResourcePoolFieldStateValue,
  XQ as instanceOfTypeInfoDetailsBase,
  oB as instanceOfTypeInfoModuleFieldTypeInfoSubstate,
  jQ as instanceOfTypeInfoModuleFieldTypeInfoSubstateAllOf,
  rB as instanceOfTypeInfoModuleFieldTypeInfoValue,
  pV as instanceOfUpdatedSubstate,
  av as instanceOfUserLedgerTransaction,
  rY as instanceOfUserLedgerTransactionAllOf,
  Ov as instanceOfUserLedgerTransactionV2,
  aY as instanceOfUserLedgerTransactionV2AllOf,
  _B as instanceOfValidatorFeeChangeRequest,
  cB as instanceOfValidatorFieldProtocolUpdateReadinessSignalSubstate,
  dY as instanceOfValidatorFieldProtocolUpdateReadinessSignalSubstateAllOf,
  aB as instanceOfValidatorFieldProtocolUpdateReadinessSignalValue,
  yB as instanceOfValidatorFieldStateSubstate,
  yY as instanceOfValidatorFieldStateSubstateAllOf,
  fB as instanceOfValidatorFieldStateValue,
  C9 as instanceOfVaultBalance,
  vK as instanceOfVersionLedgerStateSelector,
  gY as instanceOfVersionLedgerStateSelectorAllOf,
  TY as instanceOfVirtualLazyLoadSchema,
  p as mapValues,
  gt as querystring
};
