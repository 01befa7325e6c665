"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __commonJS = (cb, mod) => function __require() {
  return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
};
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// src/Utils/globalThis.js
var require_globalThis = __commonJS({
  "src/Utils/globalThis.js"(exports2, module2) {
    "use strict";
    var naiveFallback = function() {
      if (typeof self === "object" && self) return self;
      if (typeof window === "object" && window) return window;
      throw new Error("Unable to resolve global `this`");
    };
    module2.exports = (function() {
      if (this) return this;
      if (typeof globalThis === "object" && globalThis) return globalThis;
      try {
        Object.defineProperty(Object.prototype, "__global__", {
          get: function() {
            return this;
          },
          configurable: true
        });
      } catch (error) {
        return naiveFallback();
      }
      try {
        if (!__global__) return naiveFallback();
        return __global__;
      } finally {
        delete Object.prototype.__global__;
      }
    })();
  }
});

// src/index.ts
var index_exports = {};
__export(index_exports, {
  ALL_PERMISSIONS: () => ALL_PERMISSIONS,
  AtoB: () => AtoB,
  Countries: () => Countries,
  DEFAULT_DISCLOSURES: () => DEFAULT_DISCLOSURES,
  DEFAULT_FIELD_HEIGHTS: () => DEFAULT_FIELD_HEIGHTS,
  DEFAULT_FIELD_WIDTHS: () => DEFAULT_FIELD_WIDTHS,
  FIELD_TYPES: () => FIELD_TYPES,
  RolePermissions: () => RolePermissions,
  VerdocsEndpoint: () => VerdocsEndpoint,
  WEBHOOK_EVENTS: () => WEBHOOK_EVENTS,
  acceptOrganizationInvitation: () => acceptOrganizationInvitation,
  addBrandEmailDomain: () => addBrandEmailDomain,
  addGroupMember: () => addGroupMember,
  askQuestion: () => askQuestion,
  authenticate: () => authenticate,
  blobToBase64: () => blobToBase64,
  canAccessEnvelope: () => canAccessEnvelope,
  canPerformTemplateAction: () => canPerformTemplateAction,
  cancelEnvelope: () => cancelEnvelope,
  capitalize: () => capitalize,
  changePassword: () => changePassword,
  collapseEntitlements: () => collapseEntitlements,
  convertToE164: () => convertToE164,
  createApiKey: () => createApiKey,
  createBrand: () => createBrand,
  createCodeChallenge: () => createCodeChallenge,
  createCodeVerifier: () => createCodeVerifier,
  createEnvelope: () => createEnvelope,
  createField: () => createField,
  createGroup: () => createGroup,
  createInitials: () => createInitials,
  createNotificationTemplate: () => createNotificationTemplate,
  createOrganization: () => createOrganization,
  createOrganizationContact: () => createOrganizationContact,
  createOrganizationInvitation: () => createOrganizationInvitation,
  createOrganizationMember: () => createOrganizationMember,
  createProfile: () => createProfile,
  createSignature: () => createSignature,
  createTemplate: () => createTemplate,
  createTemplateDocument: () => createTemplateDocument,
  createTemplateFromSharepoint: () => createTemplateFromSharepoint,
  createTemplateRole: () => createTemplateRole,
  declineOrganizationInvitation: () => declineOrganizationInvitation,
  decodeAccessTokenBody: () => decodeAccessTokenBody,
  decodeJWTBody: () => decodeJWTBody,
  delegateRecipient: () => delegateRecipient,
  deleteApiKey: () => deleteApiKey,
  deleteBrand: () => deleteBrand,
  deleteEnvelopeFieldAttachment: () => deleteEnvelopeFieldAttachment,
  deleteField: () => deleteField,
  deleteGroup: () => deleteGroup,
  deleteGroupMember: () => deleteGroupMember,
  deleteNotificationTemplate: () => deleteNotificationTemplate,
  deleteOrganization: () => deleteOrganization,
  deleteOrganizationContact: () => deleteOrganizationContact,
  deleteOrganizationInvitation: () => deleteOrganizationInvitation,
  deleteOrganizationMember: () => deleteOrganizationMember,
  deleteProfile: () => deleteProfile,
  deleteTemplate: () => deleteTemplate,
  deleteTemplateDocument: () => deleteTemplateDocument,
  deleteTemplateRole: () => deleteTemplateRole,
  disableMFA: () => disableMFA,
  downloadBlob: () => downloadBlob,
  downloadEnvelopeDocument: () => downloadEnvelopeDocument,
  downloadTemplateDocument: () => downloadTemplateDocument,
  duplicateTemplate: () => duplicateTemplate,
  enrollMFA: () => enrollMFA,
  envelopeIsActive: () => envelopeIsActive,
  envelopeIsComplete: () => envelopeIsComplete,
  envelopeRecipientAgree: () => envelopeRecipientAgree,
  envelopeRecipientDecline: () => envelopeRecipientDecline,
  envelopeRecipientSubmit: () => envelopeRecipientSubmit,
  fileToDataUrl: () => fileToDataUrl,
  formatFullName: () => formatFullName,
  formatInitials: () => formatInitials,
  formatShortTimeAgo: () => formatShortTimeAgo,
  fullNameToInitials: () => fullNameToInitials,
  getActiveEntitlements: () => getActiveEntitlements,
  getApiKeys: () => getApiKeys,
  getBrand: () => getBrand,
  getBrands: () => getBrands,
  getCombinedEnvelopeDocumentDownloadLink: () => getCombinedEnvelopeDocumentDownloadLink,
  getCountryByCode: () => getCountryByCode,
  getCurrentProfile: () => getCurrentProfile,
  getEntitlements: () => getEntitlements,
  getEnvelope: () => getEnvelope,
  getEnvelopeDocument: () => getEnvelopeDocument,
  getEnvelopeDocumentDownloadLink: () => getEnvelopeDocumentDownloadLink,
  getEnvelopeDocumentPageDisplayUri: () => getEnvelopeDocumentPageDisplayUri,
  getEnvelopeDocumentPreviewLink: () => getEnvelopeDocumentPreviewLink,
  getEnvelopeFile: () => getEnvelopeFile,
  getEnvelopes: () => getEnvelopes,
  getEnvelopesZip: () => getEnvelopesZip,
  getFieldsForRole: () => getFieldsForRole,
  getGroup: () => getGroup,
  getGroups: () => getGroups,
  getInPersonLink: () => getInPersonLink,
  getKbaStep: () => getKbaStep,
  getMFAChallenge: () => getMFAChallenge,
  getMFAStatus: () => getMFAStatus,
  getMatchingCountry: () => getMatchingCountry,
  getMyRecipient: () => getMyRecipient,
  getMyUser: () => getMyUser,
  getNextRecipient: () => getNextRecipient,
  getNotificationTemplate: () => getNotificationTemplate,
  getNotificationTemplates: () => getNotificationTemplates,
  getNotifications: () => getNotifications,
  getOAuth2AuthorizeUrl: () => getOAuth2AuthorizeUrl,
  getOrganization: () => getOrganization,
  getOrganizationChildren: () => getOrganizationChildren,
  getOrganizationContacts: () => getOrganizationContacts,
  getOrganizationInvitation: () => getOrganizationInvitation,
  getOrganizationInvitations: () => getOrganizationInvitations,
  getOrganizationMembers: () => getOrganizationMembers,
  getOrganizationPipelineSettings: () => getOrganizationPipelineSettings,
  getOrganizationUsage: () => getOrganizationUsage,
  getPlusOneCountry: () => getPlusOneCountry,
  getProfiles: () => getProfiles,
  getRGB: () => getRGB,
  getRGBA: () => getRGBA,
  getRLeft: () => getRLeft,
  getRTop: () => getRTop,
  getRValue: () => getRValue,
  getRecipient: () => getRecipient,
  getRecipientWithActions: () => getRecipientWithActions,
  getRecipientsWithActions: () => getRecipientsWithActions,
  getRoleColor: () => getRoleColor,
  getSessions: () => getSessions,
  getSocialLoginUrl: () => getSocialLoginUrl,
  getSocialProviders: () => getSocialProviders,
  getTemplate: () => getTemplate,
  getTemplateDocument: () => getTemplateDocument,
  getTemplateDocumentDownloadLink: () => getTemplateDocumentDownloadLink,
  getTemplateDocumentFile: () => getTemplateDocumentFile,
  getTemplateDocumentPageDisplayUri: () => getTemplateDocumentPageDisplayUri,
  getTemplateDocumentPreviewLink: () => getTemplateDocumentPreviewLink,
  getTemplateDocumentThumbnail: () => getTemplateDocumentThumbnail,
  getTemplates: () => getTemplates,
  getValidators: () => getValidators,
  getWebhooks: () => getWebhooks,
  hasRequiredPermissions: () => hasRequiredPermissions,
  integerSequence: () => integerSequence,
  isAmericanSamoa: () => isAmericanSamoa,
  isCanada: () => isCanada,
  isDominicanRepublic: () => isDominicanRepublic,
  isEnvelopeOwner: () => isEnvelopeOwner,
  isEnvelopeRecipient: () => isEnvelopeRecipient,
  isFieldFilled: () => isFieldFilled,
  isFieldValid: () => isFieldValid,
  isFrenchGuiana: () => isFrenchGuiana,
  isGuadeloupe: () => isGuadeloupe,
  isMFARequired: () => isMFARequired,
  isMartinique: () => isMartinique,
  isMayotte: () => isMayotte,
  isPuertoRico: () => isPuertoRico,
  isValidEmail: () => isValidEmail,
  isValidInput: () => isValidInput,
  isValidPhone: () => isValidPhone,
  isValidRoleName: () => isValidRoleName,
  isValidTag: () => isValidTag,
  lockOrganizationMember: () => lockOrganizationMember,
  nameToRGBA: () => nameToRGBA,
  randomString: () => randomString,
  recipientCanAct: () => recipientCanAct,
  recipientHasAction: () => recipientHasAction,
  refreshToken: () => refreshToken,
  regenerateBackupCodes: () => regenerateBackupCodes,
  remindRecipient: () => remindRecipient,
  removeBrandEmailDomain: () => removeBrandEmailDomain,
  rescale: () => rescale,
  resendOrganizationInvitation: () => resendOrganizationInvitation,
  resendVerification: () => resendVerification,
  resetOrganizationMemberMFA: () => resetOrganizationMemberMFA,
  resetPassword: () => resetPassword,
  resetRecipient: () => resetRecipient,
  revokeOtherSessions: () => revokeOtherSessions,
  revokeSession: () => revokeSession,
  rotateApiKey: () => rotateApiKey,
  rotateWebhookSecret: () => rotateWebhookSecret,
  setWebhooks: () => setWebhooks,
  sortDocuments: () => sortDocuments,
  sortFields: () => sortFields,
  sortRecipients: () => sortRecipients,
  startSigningSession: () => startSigningSession,
  submitKbaChallengeResponse: () => submitKbaChallengeResponse,
  submitKbaIdentity: () => submitKbaIdentity,
  submitKbaPin: () => submitKbaPin,
  switchProfile: () => switchProfile,
  toggleTemplateStar: () => toggleTemplateStar,
  unlockOrganizationMember: () => unlockOrganizationMember,
  updateApiKey: () => updateApiKey,
  updateBrand: () => updateBrand,
  updateBrandLogo: () => updateBrandLogo,
  updateBrandThumbnail: () => updateBrandThumbnail,
  updateEnvelope: () => updateEnvelope,
  updateEnvelopeField: () => updateEnvelopeField,
  updateField: () => updateField,
  updateGroup: () => updateGroup,
  updateNotificationTemplate: () => updateNotificationTemplate,
  updateOrganization: () => updateOrganization,
  updateOrganizationContact: () => updateOrganizationContact,
  updateOrganizationInvitation: () => updateOrganizationInvitation,
  updateOrganizationLogo: () => updateOrganizationLogo,
  updateOrganizationMember: () => updateOrganizationMember,
  updateOrganizationPipelineSettings: () => updateOrganizationPipelineSettings,
  updateOrganizationThumbnail: () => updateOrganizationThumbnail,
  updateProfile: () => updateProfile,
  updateProfilePhoto: () => updateProfilePhoto,
  updateRecipient: () => updateRecipient,
  updateTemplate: () => updateTemplate,
  updateTemplateRole: () => updateTemplateRole,
  uploadEnvelopeFieldAttachment: () => uploadEnvelopeFieldAttachment,
  useCanAccessEnvelope: () => useCanAccessEnvelope,
  userCanAct: () => userCanAct,
  userCanBuildTemplate: () => userCanBuildTemplate,
  userCanCancelEnvelope: () => userCanCancelEnvelope,
  userCanChangeOrgVisibility: () => userCanChangeOrgVisibility,
  userCanCreateOrgTemplate: () => userCanCreateOrgTemplate,
  userCanCreatePersonalTemplate: () => userCanCreatePersonalTemplate,
  userCanCreatePublicTemplate: () => userCanCreatePublicTemplate,
  userCanCreateTemplate: () => userCanCreateTemplate,
  userCanDeleteTemplate: () => userCanDeleteTemplate,
  userCanFinishEnvelope: () => userCanFinishEnvelope,
  userCanMakeTemplatePrivate: () => userCanMakeTemplatePrivate,
  userCanMakeTemplatePublic: () => userCanMakeTemplatePublic,
  userCanMakeTemplateShared: () => userCanMakeTemplateShared,
  userCanPreviewTemplate: () => userCanPreviewTemplate,
  userCanReadTemplate: () => userCanReadTemplate,
  userCanSendTemplate: () => userCanSendTemplate,
  userCanSignNow: () => userCanSignNow,
  userCanUpdateTemplate: () => userCanUpdateTemplate,
  userHasPermissions: () => userHasPermissions,
  userHasSharedTemplate: () => userHasSharedTemplate,
  userIsEnvelopeOwner: () => userIsEnvelopeOwner,
  userIsEnvelopeRecipient: () => userIsEnvelopeRecipient,
  userIsTemplateCreator: () => userIsTemplateCreator,
  verifyBrandEmailDomain: () => verifyBrandEmailDomain,
  verifyEmail: () => verifyEmail,
  verifyMFAEnrollment: () => verifyMFAEnrollment,
  verifySigner: () => verifySigner
});
module.exports = __toCommonJS(index_exports);

// src/BaseTypes.ts
var WEBHOOK_EVENTS = [
  "envelope_created",
  "envelope_completed",
  "envelope_canceled",
  "envelope_updated",
  "envelope_expired",
  "template_created",
  "template_updated",
  "template_deleted",
  "template_used",
  "recipient_submitted",
  "recipient_updated",
  "recipient_delegated",
  "kba_event",
  "entitlement_used",
  "recipient_invited",
  "recipient_reminded",
  "recipient_opened",
  "recipient_auth_fail",
  "recipient_disclosure_accepted",
  "recipient_docs_downloaded",
  "recipient_invite_failed",
  "recipient_declined",
  "organization_deleted"
];

// src/Lists.ts
var FIELD_TYPES = [
  "textbox",
  "signature",
  "initial",
  "date",
  "dropdown",
  "timestamp",
  /** @deprecated. Use `textbox` with multiLine set to > 1 */
  "textarea",
  "checkbox",
  "radio",
  "attachment",
  "payment"
];
var DEFAULT_FIELD_WIDTHS = {
  signature: 71,
  initial: 71,
  date: 75,
  timestamp: 130,
  textbox: 150,
  textarea: 150,
  checkbox: 14,
  radio: 14,
  dropdown: 85,
  attachment: 24,
  payment: 24
};
var DEFAULT_FIELD_HEIGHTS = {
  signature: 36,
  initial: 36,
  date: 15,
  timestamp: 15,
  textbox: 15,
  textarea: 41,
  checkbox: 14,
  radio: 14,
  dropdown: 20,
  attachment: 24,
  payment: 24
};
var ALL_PERMISSIONS = [
  // TODO: Are these permissions still relevant?
  // 'member:view',
  // 'org:create',
  // 'org:view',
  // 'org:list',
  // 'org:transfer',
  "template:creator:create:public",
  "template:creator:create:org",
  "template:creator:create:personal",
  "template:creator:delete",
  "template:creator:visibility",
  "template:member:read",
  "template:member:write",
  "template:member:delete",
  "template:member:visibility",
  "owner:add",
  "owner:remove",
  "admin:add",
  "admin:remove",
  "member:view",
  "member:add",
  "member:remove",
  "org:create",
  "org:view",
  "org:update",
  "org:delete",
  "org:transfer",
  "org:list",
  "envelope:create",
  "envelope:cancel",
  "envelope:view"
];

// src/VerdocsEndpoint.ts
var import_axios = __toESM(require("axios"));

// src/Utils/Colors.ts
function getRGB(rgba) {
  const rgbNumbers = rgba.replace("rgba(", "").replace(")", "").split(",");
  const rgbObject = {
    red: +rgbNumbers[0],
    green: +rgbNumbers[1],
    blue: +rgbNumbers[2],
    alpha: +rgbNumbers[3]
  };
  const alpha = 1 - rgbObject.alpha;
  const red = Math.round((rgbObject.alpha * (rgbObject.red / 255) + alpha) * 255);
  const green = Math.round((rgbObject.alpha * (rgbObject.green / 255) + alpha) * 255);
  const blue = Math.round((rgbObject.alpha * (rgbObject.blue / 255) + alpha) * 255);
  return "#" + rgbToHex(red) + rgbToHex(green) + rgbToHex(blue);
}
function rgbToHex(rgb) {
  const hex = rgb.toString(16);
  if (hex.length < 2) {
    return "0" + hex;
  }
  return hex;
}
function getRGBA(roleIndex) {
  switch (roleIndex % 10) {
    case 0:
      return roleIndex === 0 ? "rgba(255, 193, 7, 0.4)" : "rgba(134, 134, 134, 0.3)";
    // #FFE69C
    case 1:
      return "rgba(156, 39, 176, .4)";
    // '#E3C3E9'
    case 2:
      return "rgba(33, 150, 243, .4)";
    // '#C1E1FB'
    case 3:
      return "rgba(220, 231, 117, 0.3)";
    case 4:
      return "rgba(121, 134, 203, 0.3)";
    case 5:
      return "rgba(77, 182, 172, 0.3)";
    case 6:
      return "rgba(255, 202, 165, 0.3)";
    case 7:
      return "rgba(2, 247, 190, 0.3)";
    case 8:
      return "rgba(255, 138, 101, 0.3)";
    case 9:
      return "rgba(82, 255, 79, 0.3)";
    default:
      return "rgba(229, 115, 155, 0.3)";
  }
}
function nameToRGBA(str) {
  if (str) {
    const validNum = parseInt(str.slice(-1), 10);
    if (!isNaN(validNum)) {
      str += (validNum * 99).toString();
    }
    let hash = 0;
    for (let i = 0; i < str.length; i++) {
      hash = str.charCodeAt(i) + ((hash << 5) - hash);
    }
    hash = Math.round(hash / 1.3);
    const c = (hash & 16776968).toString(16).toUpperCase();
    const hex = "#" + "00000".substring(0, 6 - c.length) + c;
    const result = /^#?([a-f\d]{2})([a-f\d]{2})([a-f\d]{2})$/i.exec(hex);
    const color = {
      r: parseInt(result[1], 16),
      g: parseInt(result[2], 16),
      b: parseInt(result[3], 16)
    };
    return `rgba(${color.r}, ${color.g}, ${color.b}, 0.2)`;
  }
}
function getRoleColor(name, roles, index) {
  if (index) {
    return getRGBA(index);
  } else if (roles && roles.length > 0) {
    const roleIndex = roles.findIndex((role) => role === name);
    if (roleIndex > -1) {
      return getRGBA(roleIndex);
    } else {
      return nameToRGBA(name);
    }
  } else {
    return nameToRGBA(name);
  }
}

// src/Utils/DateTime.ts
var YEAR = 365 * 24 * 60 * 60;
var WEEK = 7 * 24 * 60 * 60;
var DAY = 24 * 60 * 60;
var HOUR = 60 * 60;
var MINUTE = 60;
var formatShortTimeAgo = (val) => {
  if (val === void 0 || val === null) {
    return "";
  }
  let dateInput;
  if (typeof val === "string" || typeof val === "number") {
    dateInput = new Date(val);
  } else if (typeof val === "object") {
    dateInput = val;
  } else {
    return "";
  }
  const timeDiff = Math.floor(((/* @__PURE__ */ new Date()).getTime() - dateInput.getTime()) / 1e3);
  if (timeDiff >= YEAR) {
    return Math.floor(timeDiff / YEAR) + "Y";
  }
  if (timeDiff >= WEEK) {
    return Math.floor(timeDiff / WEEK) + "W";
  }
  if (timeDiff >= DAY) {
    return Math.floor(timeDiff / DAY) + "D";
  }
  if (timeDiff >= HOUR) {
    return Math.floor(timeDiff / HOUR) + "H";
  }
  if (timeDiff >= MINUTE) {
    return Math.floor(timeDiff / MINUTE) + "M";
  }
  return `${timeDiff}S`;
};

// src/Utils/Entitlements.ts
var collapseEntitlements = (entitlements) => {
  const now = /* @__PURE__ */ new Date();
  const activeEntitlements = {};
  entitlements.forEach((entitlement) => {
    const start = new Date(entitlement.starts_at);
    const end = new Date(entitlement.ends_at);
    if (now >= start && now <= end && !activeEntitlements[entitlement.feature]) {
      activeEntitlements[entitlement.feature] = entitlement;
    }
  });
  return activeEntitlements;
};

// src/Utils/Fields.ts
function getRTop(y, fieldHeight, iTextHeight, yRatio) {
  return iTextHeight - (y + fieldHeight) * yRatio;
}
function getRLeft(x, ratio) {
  return x * ratio;
}
function getRValue(y, ratio) {
  return y * ratio;
}
function blobToBase64(image) {
  const fileReader = new FileReader();
  return new Promise((resolve, reject) => {
    fileReader.onerror = () => {
      reject(new DOMException("Problem reading blob."));
    };
    fileReader.onload = () => {
      resolve(fileReader.result);
    };
    fileReader.readAsDataURL(image);
  });
}
function rescale(r, n) {
  return r * n;
}

// src/Utils/Files.ts
var fileToDataUrl = (file) => new Promise((resolve, reject) => {
  const reader = new FileReader();
  reader.onload = () => resolve({
    lastModified: file.lastModified,
    size: file.size,
    type: file.type,
    name: file.name,
    data: reader.result
  });
  reader.onerror = reject;
  if (file) {
    reader.readAsDataURL(file);
  } else {
    reject(new Error("Invalid file"));
  }
});
var downloadBlob = (blob, name = "file.pdf") => {
  const blobUrl = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = blobUrl;
  link.download = name;
  document.body.appendChild(link);
  link.dispatchEvent(
    new MouseEvent("click", {
      bubbles: true,
      cancelable: true,
      view: window
    })
  );
  document.body.removeChild(link);
};

// src/Utils/Locales.ts
var Countries = [
  { code: "+7 840", name: "Abkhazia", value: "+7" },
  { code: "+93", name: "Afghanistan", value: "+93" },
  { code: "+355", name: "Albania", value: "+355" },
  { code: "+213", name: "Algeria", value: "+213" },
  { code: "+1", name: "American Samoa", value: "+1" },
  { code: "+376", name: "Andorra", value: "+376" },
  { code: "+244", name: "Angola", value: "+244" },
  { code: "+1", name: "Anguilla", value: "+1" },
  { code: "+1", name: "Antigua and Barbuda", value: "+1" },
  { code: "+54", name: "Argentina", value: "+54" },
  { code: "+374", name: "Armenia", value: "+374" },
  { code: "+297", name: "Aruba", value: "+297" },
  { code: "+247", name: "Ascension", value: "+247" },
  { code: "+61", name: "Australia", value: "+61" },
  { code: "+672", name: "Australian External Territories", value: "+672" },
  { code: "+43", name: "Austria", value: "+43" },
  { code: "+994", name: "Azerbaijan", value: "+994" },
  { code: "+1", name: "Bahamas", value: "+1" },
  { code: "+973", name: "Bahrain", value: "+973" },
  { code: "+880", name: "Bangladesh", value: "+880" },
  { code: "+1", name: "Barbados", value: "+1" },
  { code: "+1", name: "Barbuda", value: "+1" },
  { code: "+375", name: "Belarus", value: "+375" },
  { code: "+32", name: "Belgium", value: "+32" },
  { code: "+501", name: "Belize", value: "+501" },
  { code: "+229", name: "Benin", value: "+229" },
  { code: "+1", name: "Bermuda", value: "+1" },
  { code: "+975", name: "Bhutan", value: "+975" },
  { code: "+591", name: "Bolivia", value: "+591" },
  { code: "+387", name: "Bosnia and Herzegovina", value: "+387" },
  { code: "+267", name: "Botswana", value: "+267" },
  { code: "+55", name: "Brazil", value: "+55" },
  { code: "+246", name: "British Indian Ocean Territory", value: "+246" },
  { code: "+1", name: "British Virgin Islands", value: "+1" },
  { code: "+673", name: "Brunei", value: "+673" },
  { code: "+359", name: "Bulgaria", value: "+359" },
  { code: "+226", name: "Burkina Faso", value: "+226" },
  { code: "+257", name: "Burundi", value: "+257" },
  { code: "+855", name: "Cambodia", value: "+855" },
  { code: "+237", name: "Cameroon", value: "+237" },
  { code: "+1", name: "Canada", value: "+1" },
  { code: "+238", name: "Cape Verde", value: "+238" },
  { code: "+1", name: "Cayman Islands", value: "+1" },
  { code: "+236", name: "Central African Republic", value: "+236" },
  { code: "+235", name: "Chad", value: "+235" },
  { code: "+56", name: "Chile", value: "+56" },
  { code: "+86", name: "China", value: "+86" },
  { code: "+61", name: "Christmas Island", value: "+61" },
  { code: "+61", name: "Cocos-Keeling Islands", value: "+61" },
  { code: "+57", name: "Colombia", value: "+57" },
  { code: "+269", name: "Comoros", value: "+269" },
  { code: "+242", name: "Congo", value: "+242" },
  { code: "+243", name: "Congo, Dem. Rep. of (Zaire)", value: "+243" },
  { code: "+682", name: "Cook Islands", value: "+682" },
  { code: "+506", name: "Costa Rica", value: "+506" },
  { code: "+385", name: "Croatia", value: "+385" },
  { code: "+53", name: "Cuba", value: "+53" },
  { code: "+599", name: "Curacao", value: "+599" },
  { code: "+537", name: "Cyprus", value: "+537" },
  { code: "+420", name: "Czech Republic", value: "+420" },
  { code: "+45", name: "Denmark", value: "+45" },
  { code: "+246", name: "Diego Garcia", value: "+246" },
  { code: "+253", name: "Djibouti", value: "+253" },
  { code: "+1", name: "Dominica", value: "+1" },
  { code: "+1", name: "Dominican Republic", value: "+1" },
  { code: "+670", name: "East Timor", value: "+670" },
  { code: "+56", name: "Easter Island", value: "+56" },
  { code: "+593", name: "Ecuador", value: "+593" },
  { code: "+20", name: "Egypt", value: "+20" },
  { code: "+503", name: "El Salvador", value: "+503" },
  { code: "+240", name: "Equatorial Guinea", value: "+240" },
  { code: "+291", name: "Eritrea", value: "+291" },
  { code: "+372", name: "Estonia", value: "+372" },
  { code: "+251", name: "Ethiopia", value: "+251" },
  { code: "+500", name: "Falkland Islands", value: "+500" },
  { code: "+298", name: "Faroe Islands", value: "+298" },
  { code: "+679", name: "Fiji", value: "+679" },
  { code: "+358", name: "Finland", value: "+358" },
  { code: "+33", name: "France", value: "+33" },
  { code: "+596", name: "Martinique", value: "+596" },
  { code: "+594", name: "French Guiana", value: "+594" },
  { code: "+689", name: "French Polynesia", value: "+689" },
  { code: "+241", name: "Gabon", value: "+241" },
  { code: "+220", name: "Gambia", value: "+220" },
  { code: "+995", name: "Georgia", value: "+995" },
  { code: "+49", name: "Germany", value: "+49" },
  { code: "+233", name: "Ghana", value: "+233" },
  { code: "+350", name: "Gibraltar", value: "+350" },
  { code: "+30", name: "Greece", value: "+30" },
  { code: "+299", name: "Greenland", value: "+299" },
  { code: "+1", name: "Grenada", value: "+1" },
  { code: "+590", name: "Guadeloupe", value: "+590" },
  { code: "+1", name: "Guam", value: "+1" },
  { code: "+502", name: "Guatemala", value: "+502" },
  { code: "+224", name: "Guinea", value: "+224" },
  { code: "+245", name: "Guinea-Bissau", value: "+245" },
  { code: "+595", name: "Guyana", value: "+595" },
  { code: "+509", name: "Haiti", value: "+509" },
  { code: "+504", name: "Honduras", value: "+504" },
  { code: "+852", name: "Hong Kong SAR China", value: "+852" },
  { code: "+36", name: "Hungary", value: "+36" },
  { code: "+354", name: "Iceland", value: "+354" },
  { code: "+91", name: "India", value: "+91" },
  { code: "+62", name: "Indonesia", value: "+62" },
  { code: "+98", name: "Iran", value: "+98" },
  { code: "+964", name: "Iraq", value: "+964" },
  { code: "+353", name: "Ireland", value: "+353" },
  { code: "+972", name: "Israel", value: "+972" },
  { code: "+39", name: "Italy", value: "+39" },
  { code: "+225", name: "Ivory Coast", value: "+225" },
  { code: "+1", name: "Jamaica", value: "+1" },
  { code: "+81", name: "Japan", value: "+81" },
  { code: "+962", name: "Jordan", value: "+962" },
  { code: "+77", name: "Kazakhstan", value: "+7" },
  { code: "+254", name: "Kenya", value: "+254" },
  { code: "+686", name: "Kiribati", value: "+686" },
  { code: "+965", name: "Kuwait", value: "+965" },
  { code: "+996", name: "Kyrgyzstan", value: "+996" },
  { code: "+856", name: "Laos", value: "+856" },
  { code: "+371", name: "Latvia", value: "+371" },
  { code: "+961", name: "Lebanon", value: "+961" },
  { code: "+266", name: "Lesotho", value: "+266" },
  { code: "+231", name: "Liberia", value: "+231" },
  { code: "+218", name: "Libya", value: "+218" },
  { code: "+423", name: "Liechtenstein", value: "+423" },
  { code: "+370", name: "Lithuania", value: "+370" },
  { code: "+352", name: "Luxembourg", value: "+352" },
  { code: "+853", name: "Macau SAR China", value: "+853" },
  { code: "+389", name: "Macedonia", value: "+389" },
  { code: "+261", name: "Madagascar", value: "+261" },
  { code: "+265", name: "Malawi", value: "+265" },
  { code: "+60", name: "Malaysia", value: "+60" },
  { code: "+960", name: "Maldives", value: "+960" },
  { code: "+223", name: "Mali", value: "+223" },
  { code: "+356", name: "Malta", value: "+356" },
  { code: "+692", name: "Marshall Islands", value: "+692" },
  { code: "+596", name: "Martinique", value: "+596" },
  { code: "+222", name: "Mauritania", value: "+222" },
  { code: "+230", name: "Mauritius", value: "+230" },
  { code: "+262", name: "Mayotte or R\xE9union", value: "+262" },
  { code: "+52", name: "Mexico", value: "+52" },
  { code: "+691", name: "Micronesia", value: "+691" },
  { code: "+1", name: "Midway Island", value: "+1" },
  { code: "+373", name: "Moldova", value: "+373" },
  { code: "+377", name: "Monaco", value: "+377" },
  { code: "+976", name: "Mongolia", value: "+976" },
  { code: "+382", name: "Montenegro", value: "+382" },
  { code: "+1", name: "Montserrat", value: "+1" },
  { code: "+212", name: "Morocco", value: "+212" },
  { code: "+95", name: "Myanmar", value: "+95" },
  { code: "+264", name: "Namibia", value: "+264" },
  { code: "+674", name: "Nauru", value: "+674" },
  { code: "+977", name: "Nepal", value: "+977" },
  { code: "+31", name: "Netherlands", value: "+31" },
  { code: "+599", name: "Netherlands Antilles", value: "+599" },
  { code: "+1", name: "Nevis", value: "+1" },
  { code: "+687", name: "New Caledonia", value: "+687" },
  { code: "+64", name: "New Zealand", value: "+64" },
  { code: "+505", name: "Nicaragua", value: "+505" },
  { code: "+227", name: "Niger", value: "+227" },
  { code: "+234", name: "Nigeria", value: "+234" },
  { code: "+683", name: "Niue", value: "+683" },
  { code: "+672", name: "Norfolk Island", value: "+672" },
  { code: "+850", name: "North Korea", value: "+850" },
  { code: "+1", name: "Northern Mariana Islands", value: "+1" },
  { code: "+47", name: "Norway", value: "+47" },
  { code: "+968", name: "Oman", value: "+968" },
  { code: "+92", name: "Pakistan", value: "+92" },
  { code: "+680", name: "Palau", value: "+680" },
  { code: "+970", name: "Palestinian Territory", value: "+970" },
  { code: "+507", name: "Panama", value: "+507" },
  { code: "+675", name: "Papua New Guinea", value: "+675" },
  { code: "+595", name: "Paraguay", value: "+595" },
  { code: "+51", name: "Peru", value: "+51" },
  { code: "+63", name: "Philippines", value: "+63" },
  { code: "+48", name: "Poland", value: "+48" },
  { code: "+351", name: "Portugal", value: "+351" },
  { code: "+1", name: "Puerto Rico", value: "+1" },
  { code: "+974", name: "Qatar", value: "+974" },
  { code: "+40", name: "Romania", value: "+40" },
  { code: "+7", name: "Russia", value: "+7" },
  { code: "+250", name: "Rwanda", value: "+250" },
  { code: "508", name: "Saint Pierre and Miquelon", value: "508" },
  { code: "+685", name: "Samoa", value: "+685" },
  { code: "+378", name: "San Marino", value: "+378" },
  { code: "+966", name: "Saudi Arabia", value: "+966" },
  { code: "+221", name: "Senegal", value: "+221" },
  { code: "+381", name: "Serbia", value: "+381" },
  { code: "+248", name: "Seychelles", value: "+248" },
  { code: "+232", name: "Sierra Leone", value: "+232" },
  { code: "+65", name: "Singapore", value: "+65" },
  { code: "+421", name: "Slovakia", value: "+421" },
  { code: "+386", name: "Slovenia", value: "+386" },
  { code: "+677", name: "Solomon Islands", value: "+677" },
  { code: "+27", name: "South Africa", value: "+27" },
  { code: "+500", name: "South Georgia and the South Sandwich Islands", value: "+500" },
  { code: "+82", name: "South Korea", value: "+82" },
  { code: "+34", name: "Spain", value: "+34" },
  { code: "+94", name: "Sri Lanka", value: "+94" },
  { code: "+249", name: "Sudan", value: "+249" },
  { code: "+597", name: "Suriname", value: "+597" },
  { code: "+268", name: "Swaziland", value: "+268" },
  { code: "+46", name: "Sweden", value: "+46" },
  { code: "+41", name: "Switzerland", value: "+41" },
  { code: "+963", name: "Syria", value: "+963" },
  { code: "+886", name: "Taiwan", value: "+886" },
  { code: "+992", name: "Tajikistan", value: "+992" },
  { code: "+255", name: "Tanzania", value: "+255" },
  { code: "+66", name: "Thailand", value: "+66" },
  { code: "+670", name: "Timor Leste", value: "+670" },
  { code: "+228", name: "Togo", value: "+228" },
  { code: "+690", name: "Tokelau", value: "+690" },
  { code: "+676", name: "Tonga", value: "+676" },
  { code: "+1", name: "Trinidad and Tobago", value: "+1" },
  { code: "+216", name: "Tunisia", value: "+216" },
  { code: "+90", name: "Turkey", value: "+90" },
  { code: "+993", name: "Turkmenistan", value: "+993" },
  { code: "+1", name: "Turks and Caicos Islands", value: "+1" },
  { code: "+688", name: "Tuvalu", value: "+688" },
  { code: "+1", name: "U.S. Virgin Islands", value: "+1" },
  { code: "+256", name: "Uganda", value: "+256" },
  { code: "+380", name: "Ukraine", value: "+380" },
  { code: "+971", name: "United Arab Emirates", value: "+971" },
  { code: "+44", name: "United Kingdom", value: "+44" },
  { code: "+1", name: "United States", value: "+1" },
  { code: "+598", name: "Uruguay", value: "+598" },
  { code: "+998", name: "Uzbekistan", value: "+998" },
  { code: "+678", name: "Vanuatu", value: "+678" },
  { code: "+58", name: "Venezuela", value: "+58" },
  { code: "+84", name: "Vietnam", value: "+84" },
  { code: "+1", name: "Wake Island", value: "+1" },
  { code: "+681", name: "Wallis and Futuna", value: "+681" },
  { code: "+967", name: "Yemen", value: "+967" },
  { code: "+260", name: "Zambia", value: "+260" },
  { code: "+255", name: "Zanzibar", value: "+255" },
  { code: "+263", name: "Zimbabwe", value: "+263" }
];
function getCountryByCode(code) {
  const found = Countries.find((country) => country.code === code);
  if (found) return found;
  if (isFrenchGuiana(code)) {
    return { code: "+594", name: "French Guiana", value: "+594" };
  } else if (isGuadeloupe(code)) {
    return { code: "+590", name: "Guadeloupe", value: "+590" };
  } else if (isMartinique(code)) {
    return { code: "+596", name: "Martinique", value: "+596" };
  } else if (isMayotte(code)) {
    return { code: "+262", name: "Mayotte or R\xE9union", value: "+262" };
  }
  return null;
}
function isFrenchGuiana(code) {
  return "+594" === code.substring(0, 4);
}
function isGuadeloupe(code) {
  return "+590" === code.substring(0, 4);
}
function isMartinique(code) {
  return "+596" === code.substring(0, 4);
}
function isMayotte(code) {
  return "+262" === code.substring(0, 4);
}
function getPlusOneCountry(code) {
  let info = null;
  switch (code.substring(0, 5)) {
    case "+1684":
      info = { code: "+1", name: "American Samoa", value: "+1" };
      break;
    case "+1264":
      info = { code: "+1", name: "Anguilla", value: "+1" };
      break;
    case "+1268":
      info = { code: "+1", name: "Antigua and Barbuda", value: "+1" };
      break;
    case "+1242":
      info = { code: "+1", name: "Bahamas", value: "+1" };
      break;
    case "+1246":
      info = { code: "+1", name: "Barbados", value: "+1" };
      break;
    case "+1441":
      info = { code: "+1", name: "Bermuda", value: "+1" };
      break;
    case "+1284":
      info = { code: "+1", name: "British Virgin Islands", value: "+1" };
      break;
    case "+1":
      info = { code: "+1", name: "", value: "+1" };
      break;
    default:
      break;
  }
  return info;
}
function isCanada(code) {
  const canadianAreaCodes = [
    "403",
    "587",
    "780",
    "825",
    "604",
    "250",
    "778",
    "236",
    "204",
    "431",
    "506",
    "709",
    "867",
    "782",
    "902",
    "867",
    "548",
    "705",
    "365",
    "613",
    "807",
    "226",
    "289",
    "437",
    "519",
    "647",
    "905",
    "249",
    "343",
    "416",
    "902",
    "782",
    "450",
    "418",
    "579",
    "873",
    "367",
    "514",
    "581",
    "819",
    "438",
    "639",
    "306",
    "867"
  ];
  const areaCode = code.substring(0, 5);
  return canadianAreaCodes.findIndex((x) => "+1" + x === areaCode) > -1;
}
function isAmericanSamoa(code) {
  return code.substring(0, 5) === "+1684";
}
function isDominicanRepublic(code) {
  return "+1809" === code.substring(0, 5) || "+1829" === code.substring(0, 5) || "+1849" === code.substring(0, 5);
}
function isPuertoRico(code) {
  return code.substring(0, 5) === "+" || code.substring(0, 5) === "+";
}
function getMatchingCountry(code, substrings) {
  const toMatch = code.substring(0, substrings);
  return Countries.filter((c) => c.code === toMatch).length;
}

// src/Utils/Strings.ts
var capitalize = (str) => str.charAt(0).toUpperCase() + str.slice(1);
var convertToE164 = (input) => {
  let temp = (input || "").trim();
  if (!temp || temp.startsWith("+")) {
    return temp;
  }
  temp = temp.replace(/[^0-9]/g, "");
  temp = temp.replace(/^0/g, "");
  return `+1${temp}`;
};
var randomString = (length) => Math.random().toString(36).substring(2, 2 + length + 1);

// src/Utils/Primitives.ts
var integerSequence = (start, count) => Array(count).fill(1).map((_, index) => index + start);
var formatFullName = (source) => `${capitalize(source?.first_name || "")} ${capitalize(source?.last_name || "")}`.trim();
var formatInitials = (profile) => profile ? `${capitalize(profile.first_name).charAt(0)} ${capitalize(profile.last_name).charAt(0)}` : "--";
var fullNameToInitials = (name) => name.split(" ").map((word) => word[0]).join("");

// src/Utils/Token.ts
var b64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=";
var b64re = /^(?:[A-Za-z\d+\/]{4})*?(?:[A-Za-z\d+\/]{2}(?:==)?|[A-Za-z\d+\/]{3}=?)?$/;
var AtoB = (str) => {
  str = String(str).replace(/[\t\n\f\r ]+/g, "");
  if (!b64re.test(str)) throw new TypeError("Failed to execute 'atob' on 'Window': The string to be decoded is not correctly encoded.");
  str += "==".slice(2 - (str.length & 3));
  let bitmap;
  let result = "";
  let r1;
  let r2;
  let i = 0;
  for (; i < str.length; ) {
    bitmap = b64.indexOf(str.charAt(i++)) << 18 | b64.indexOf(str.charAt(i++)) << 12 | (r1 = b64.indexOf(str.charAt(i++))) << 6 | (r2 = b64.indexOf(str.charAt(i++)));
    result += r1 === 64 ? String.fromCharCode(bitmap >> 16 & 255) : r2 === 64 ? String.fromCharCode(bitmap >> 16 & 255, bitmap >> 8 & 255) : String.fromCharCode(bitmap >> 16 & 255, bitmap >> 8 & 255, bitmap & 255);
  }
  return result;
};
var decodeJWTBody = (token) => JSON.parse(AtoB((token || "").split(".")[1] || ""));
var decodeAccessTokenBody = (token) => {
  let decoded;
  try {
    decoded = decodeJWTBody(token);
    if (decoded === null) {
      return null;
    }
  } catch {
    return null;
  }
  return decoded;
};

// src/VerdocsEndpoint.ts
var import_globalThis = __toESM(require_globalThis());

// src/Users/Auth.ts
var authenticate = (endpoint, params) => endpoint.api.post("/v2/oauth2/token", params).then((r) => r.data);
var getOAuth2AuthorizeUrl = (endpoint, params) => {
  const baseUrl = endpoint.getBaseURL?.() || "https://api.verdocs.com";
  const url = new URL("/v2/oauth2/authorize", baseUrl);
  url.searchParams.set("client_id", params.client_id);
  url.searchParams.set("redirect_uri", params.redirect_uri);
  url.searchParams.set("response_type", params.response_type);
  if (params.state) url.searchParams.set("state", params.state);
  if (params.scope) url.searchParams.set("scope", params.scope);
  return url.toString();
};
var refreshToken = (endpoint, refreshToken2) => authenticate(endpoint, { grant_type: "refresh_token", refresh_token: refreshToken2 });
var changePassword = (endpoint, params) => endpoint.api.post("/v2/users/change-password", params).then((r) => r.data);
var resetPassword = (endpoint, params) => endpoint.api.post("/v2/users/reset-password", params).then((r) => r.data);
var resendVerification = (endpoint, accessToken) => endpoint.api.post("/v2/users/resend-verification", {}, accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}).then((r) => r.data);
var verifyEmail = (endpoint, params) => endpoint.api.post("/v2/users/verify", params).then((r) => r.data);
var getMyUser = (endpoint) => endpoint.api.get("/v2/users/me").then((r) => r.data);
var isMFARequired = (e) => {
  const response = e?.response;
  return response?.status === 403 && response?.data?.error === "mfa_required" && typeof response?.data?.mfa_token === "string";
};
var getMFAChallenge = (e) => isMFARequired(e) ? e.response.data : null;
var getSocialProviders = (endpoint) => endpoint.api.get("/v2/oauth2/social/providers").then((r) => r.data);
var getSocialLoginUrl = (endpoint, provider, params) => {
  const baseUrl = endpoint.getBaseURL?.() || "https://api.verdocs.com";
  const url = new URL(`/v2/oauth2/social/${provider}/start`, baseUrl);
  url.searchParams.set("return_uri", params.returnUri);
  url.searchParams.set("code_challenge", params.codeChallenge);
  url.searchParams.set("code_challenge_method", "S256");
  url.searchParams.set("state", params.state);
  return url.toString();
};
var getWebCrypto = () => {
  const webCrypto = globalThis.crypto;
  if (!webCrypto?.subtle) {
    throw new Error("WebCrypto is unavailable. PKCE requires a secure context in browsers, or Node 18 or later.");
  }
  return webCrypto;
};
var base64UrlEncode = (bytes) => {
  let binary = "";
  for (let i = 0; i < bytes.length; i++) {
    binary += String.fromCharCode(bytes[i]);
  }
  return globalThis.btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};
var createCodeVerifier = () => base64UrlEncode(getWebCrypto().getRandomValues(new Uint8Array(32)));
var createCodeChallenge = async (verifier) => {
  const digest = await getWebCrypto().subtle.digest("SHA-256", new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
};

// src/Users/MFA.ts
var getMFAStatus = (endpoint) => endpoint.api.get("/v2/users/mfa").then((r) => r.data);
var enrollMFA = (endpoint) => endpoint.api.post("/v2/users/mfa/enroll").then((r) => r.data);
var verifyMFAEnrollment = (endpoint, code) => endpoint.api.post("/v2/users/mfa/enroll/verify", { code }).then((r) => r.data);
var regenerateBackupCodes = (endpoint, code) => endpoint.api.post("/v2/users/mfa/backup-codes", { code }).then((r) => r.data);
var disableMFA = (endpoint, code) => endpoint.api.delete("/v2/users/mfa", { data: { code } }).then((r) => r.data);

// src/Users/Notifications.ts
var getNotifications = async (endpoint) => endpoint.api.get("/v2/notifications").then((r) => r.data);

// src/Users/Profiles.ts
var getProfiles = (endpoint) => endpoint.api.get("/v2/profiles").then((r) => r.data);
var getCurrentProfile = (endpoint) => endpoint.api.get("/v2/profiles").then((r) => (r.data || []).find((profile) => profile.current));
var switchProfile = (endpoint, profileId) => endpoint.api.post(`/v2/profiles/${profileId}/switch`).then((r) => r.data);
var updateProfile = (endpoint, profileId, params) => endpoint.api.patch(`/v2/profiles/${profileId}`, params).then((r) => r.data);
var deleteProfile = (endpoint, profileId) => endpoint.api.delete(
  `/v2/profiles/${profileId}`
).then((r) => r.data);
var createProfile = (endpoint, params) => endpoint.api.post("/v2/profiles", params).then((r) => r.data);
var updateProfilePhoto = (endpoint, profileId, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("picture", file, file.name);
  return endpoint.api.patch(`/v2/profiles/${profileId}`, formData, {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};

// src/Users/Sessions.ts
var getSessions = (endpoint) => endpoint.api.get("/v2/users/sessions").then((r) => r.data);
var revokeSession = (endpoint, sessionId) => endpoint.api.delete(`/v2/users/sessions/${sessionId}`).then((r) => r.data);
var revokeOtherSessions = (endpoint) => endpoint.api.delete("/v2/users/sessions").then((r) => r.data);

// src/VerdocsEndpoint.ts
var ENDPOINT_KEY = /* @__PURE__ */ Symbol.for("verdocs-default-endpoint");
var BETA_ORIGINS = [
  //
  "https://beta.verdocs.com",
  "https://stage.verdocs.com",
  "http://localhost:6006",
  "http://localhost:5173"
];
var requestLogger = (r) => {
  return r;
};
var isBrowser = typeof import_globalThis.default.window !== "undefined";
var VerdocsEndpoint = class _VerdocsEndpoint {
  environment = BETA_ORIGINS.includes(import_globalThis.default.window?.location?.origin || "") ? "beta" : "";
  sessionType = "user";
  persist = true;
  baseURL = BETA_ORIGINS.includes(import_globalThis.default.window?.location?.origin || "") ? "https://stage-api.verdocs.com" : "https://api.verdocs.com";
  clientID = "not-set";
  timeout = 6e4;
  token = null;
  nextListenerId = 0;
  sessionListeners = /* @__PURE__ */ new Map();
  requestLoggerId = null;
  endpointId = randomString(8);
  /**
   * The current user's userId (NOT profileId), or null if not authenticated.
   */
  sub = null;
  /**
   * The current user session, or null if not authenticated. May be either a User or Signing session. If set, the
   * presence of the `document_id` field can be used to differentiate the types. Only signing sessions are associated
   * with Envelopes.
   */
  session = null;
  /**
   * The current user's profile, if known. Note that while sessions are loaded and handled synchronously,
   * profiles are loaded asynchronously and may not be available immediately after a session is loaded.
   * To ensure both are available, developers should subscribe to the `onSessionChanged` event, which
   * will not be fired until the profile is loaded and verified.
   */
  profile = null;
  api;
  /**
   * Create a new VerdocsEndpoint to call Verdocs platform services.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   * const endpoint = new VerdocsEndpoint();
   * ```
   *
   * @sdkOperation endpoint.constructor
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  constructor(options) {
    this.baseURL = options?.baseURL ?? this.baseURL;
    this.timeout = options?.timeout ?? this.timeout;
    this.environment = options?.environment ?? this.environment;
    this.sessionType = options?.sessionType ?? this.sessionType;
    this.clientID = options?.clientID ?? this.clientID;
    this.persist = options?.persist ?? this.persist;
    this.api = import_axios.default.create({ baseURL: this.baseURL, timeout: this.timeout });
  }
  /**
   * @sdkOperation endpoint.setDefault
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setDefault() {
    import_globalThis.default[ENDPOINT_KEY] = this;
  }
  /**
   * @sdkOperation endpoint.getDefault
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  static getDefault() {
    if (!import_globalThis.default[ENDPOINT_KEY]) {
      import_globalThis.default[ENDPOINT_KEY] = new _VerdocsEndpoint();
    }
    return import_globalThis.default[ENDPOINT_KEY];
  }
  /**
   * Get the current environment.
   *
   * @sdkOperation endpoint.getEnvironment
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getEnvironment() {
    return this.environment;
  }
  /**
   * Get the current session type.
   *
   * @sdkOperation endpoint.getSessionType
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getSessionType() {
    return this.sessionType;
  }
  /**
   * Get the current base URL. This should rarely be anything other than 'https://api.verdocs.com'.
   *
   * @sdkOperation endpoint.getBaseURL
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getBaseURL() {
    return this.baseURL;
  }
  /**
   * Get the current client ID, if set.
   *
   * @sdkOperation endpoint.getClientID
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getClientID() {
    return this.clientID;
  }
  /**
   * Get the current timeout.
   *
   * @sdkOperation endpoint.getTimeout
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getTimeout() {
    return this.timeout;
  }
  /**
   * Get the current session, if any.
   *
   * @sdkOperation endpoint.getSession
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getSession() {
    return this.session;
  }
  /**
   * Set the operating environment. This should rarely be anything other than 'verdocs'.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setEnvironment('verdocs-stage');
   * ```
   *
   * @sdkOperation endpoint.setEnvironment
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setEnvironment(environment) {
    this.environment = environment;
    return this;
  }
  /**
   * Set the session type. In general this should be done immediately when the endpoint is created. Changing the
   * session type may be done at any time, but may have unintended consequences if the endpoint is shared between
   * multiple widgets.
   *
   * Changing the session type will clear/reload the action session. This may trigger notifications to session state
   * observers. Apps that use observers to trigger UI updates such as logging the user out should be prepared to
   * handle this event.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setEnvironment('verdocs-stage');
   * ```
   *
   * @sdkOperation endpoint.setSessionType
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setSessionType(sessionType) {
    this.sessionType = sessionType;
    return this;
  }
  /**
   * Set the base URL for API calls. Should be called only upon direction from Verdocs Customer Solutions Engineering.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setBaseURL('https://api.verdocs.com');
   * ```
   *
   * @sdkOperation endpoint.setBaseURL
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setBaseURL(url) {
    this.baseURL = url;
    this.api.defaults.baseURL = url;
    return this;
  }
  /**
   * Set the Client ID for Verdocs API calls.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setClientID('1234);
   * ```
   *
   * @sdkOperation endpoint.setClientID
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setClientID(clientID) {
    this.clientID = clientID;
    this.api.defaults.headers.common["X-Client-ID"] = clientID;
    return this;
  }
  /**
   * Set the timeout for API calls in milliseconds. 5000-20000ms is recommended for most purposes. 15000ms is the default.
   * Note that some calls may involve rendering operations that require some time to complete, so very short timeouts
   * are not recommended.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setTimeout(3000);
   * ```
   *
   * @sdkOperation endpoint.setTimeout
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setTimeout(timeout) {
    this.timeout = timeout;
    this.api.defaults.timeout = timeout;
    return this;
  }
  /**
   * Enable or disable request logging. This may expose sensitive data in the console log, so it should only be used for debugging.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.logRequests(true);
   * ```
   *
   * @sdkOperation endpoint.logRequests
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  logRequests(enable) {
    if (enable && this.requestLoggerId === null) {
      this.requestLoggerId = this.api.interceptors.request.use(requestLogger);
    } else if (!enable && this.requestLoggerId !== null) {
      this.api.interceptors.request.eject(this.requestLoggerId);
    }
    return this;
  }
  /**
   * Set the authorization token that will be used for Verdocs API calls. This will also set the session metadata
   * and notify any listeners of the new data.
   *
   * If this Endpoint will be used for non-default purposes (e.g. signing, or in an alternate environment) those
   * settings should be made before calling this. Sessions are persisted to localStorage, and the environment and
   * type become part of the storage key.
   *
   * ```typescript
   * import {VerdocsEndpoint} from '@verdocs/js-sdk/HTTP';
   *
   * const endpoint = new VerdocsEndpoint();
   * endpoint.setToken(accessToken);
   * ```
   *
   * @sdkOperation endpoint.setToken
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  setToken(token, sessionType = "user") {
    if (!token) {
      return this.clearSession();
    }
    const session = decodeAccessTokenBody(token);
    if (session === null || session.exp && session.exp * 1e3 < (/* @__PURE__ */ new Date()).getTime()) {
      return this.clearSession();
    }
    this.token = token;
    this.session = session;
    this.sub = session.sub;
    this.sessionType = sessionType;
    if (this.sessionType === "user") {
      this.api.defaults.headers.common.Authorization = `Bearer ${token}`;
      if (this.persist && isBrowser) {
        import_globalThis.default.localStorage.setItem(this.sessionStorageKey(), token);
      }
    } else {
      this.api.defaults.headers.common.signer = `Bearer ${token}`;
    }
    if (this.sessionType === "user") {
      getCurrentProfile(this).then((r) => {
        this.profile = r || null;
        this.notifySessionListeners();
      }).catch(() => {
        this.profile = null;
        this.sub = null;
        if (this.persist) {
          this.clearSession();
        }
      });
    } else {
      this.notifySessionListeners();
    }
    return this;
  }
  /**
   * Retrieves the current session token, if any. Tokens should rarely be used for direct actions, but this is
   * required by the `<VerdocsView>` and other components to authorize requests to raw PDF files.
   *
   * @sdkOperation endpoint.getToken
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  getToken() {
    return this.token;
  }
  sessionStorageKey() {
    return `verdocs-session-${this.getSessionType()}-${this.getEnvironment()}`;
  }
  /**
   * Clear the active session.
   *
   * @sdkOperation endpoint.clearSession
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  clearSession() {
    if (this.persist) {
      localStorage.removeItem(this.sessionStorageKey());
    }
    delete this.api.defaults.headers.common.Authorization;
    delete this.api.defaults.headers.common.signer;
    this.session = null;
    this.profile = null;
    this.token = null;
    this.sub = null;
    this.notifySessionListeners();
    return this;
  }
  /**
   * Clear the active signing session.
   *
   * @sdkOperation endpoint.clearSignerSession
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  clearSignerSession() {
    if (this.persist) {
      localStorage.removeItem(this.sessionStorageKey());
    }
    delete this.api.defaults.headers.common.Authorization;
    this.session = null;
    this.profile = null;
    this.token = null;
    this.sub = null;
    this.notifySessionListeners();
    return this;
  }
  notifySessionListeners() {
    this.sessionListeners.forEach((listener) => {
      try {
        listener(this, this.session, this.profile);
      } catch {
      }
    });
  }
  /**
   * Subscribe to session state change events.
   *
   * @sdkOperation endpoint.onSessionChanged
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  onSessionChanged(listener) {
    this.nextListenerId++;
    const listenerSymbol = /* @__PURE__ */ Symbol.for("" + this.nextListenerId);
    this.sessionListeners.set(listenerSymbol, listener);
    if (this.profile) {
      listener(this, this.session, this.profile);
    }
    return () => {
      this.sessionListeners.delete(listenerSymbol);
    };
  }
  /**
   * Load a persisted session from localStorage. Typically called once after the endpoint is configured
   * when the app or component starts. Ignored if the endpoint is configured to not persist sessions.
   *
   * @sdkOperation endpoint.loadSession
   * @sdkGroup Endpoint
   * @sdkPage Helpers
   */
  loadSession() {
    if (!this.persist) {
      return this;
    }
    const token = localStorage.getItem(this.sessionStorageKey());
    if (!token) {
      return this.clearSession();
    }
    return this.token ? this : this.setToken(token);
  }
};

// src/Utils/Retry.ts
var TIMEOUT_CODES = ["ECONNABORTED", "ETIMEDOUT"];
var isTimeoutError = (error) => !!error && typeof error === "object" && TIMEOUT_CODES.includes(error.code || "");
var retryOnceOnTimeout = async (request) => {
  try {
    return await request();
  } catch (error) {
    if (isTimeoutError(error)) {
      return request();
    }
    throw error;
  }
};

// src/Envelopes/Envelopes.ts
var createEnvelope = async (endpoint, request) => endpoint.api.post("/v2/envelopes", request).then((r) => r.data);
var getEnvelope = async (endpoint, envelopeId) => endpoint.api.get(`/v2/envelopes/${envelopeId}`).then((r) => r.data);
var getEnvelopeDocument = async (endpoint, documentId) => endpoint.api.get(`/v2/envelope-documents/${documentId}`).then((r) => r.data);
var downloadEnvelopeDocument = async (endpoint, documentId) => retryOnceOnTimeout(
  () => endpoint.api.get(`/v2/envelope-documents/${documentId}?type=file`, { responseType: "blob" }).then((r) => r.data)
);
var getEnvelopeDocumentDownloadLink = async (endpoint, documentId) => retryOnceOnTimeout(
  () => endpoint.api.get(`/v2/envelope-documents/${documentId}?type=download`).then((r) => r.data)
);
var getCombinedEnvelopeDocumentDownloadLink = async (endpoint, documentId) => retryOnceOnTimeout(
  () => endpoint.api.get(`/v2/envelope-documents/${documentId}?type=download&combined=true`).then((r) => r.data)
);
var getEnvelopeDocumentPreviewLink = async (endpoint, documentId) => retryOnceOnTimeout(
  () => endpoint.api.get(`/v2/envelope-documents/${documentId}?type=preview`).then((r) => r.data)
);
var cancelEnvelope = async (endpoint, envelopeId) => endpoint.api.put(`/v2/envelopes/${envelopeId}`, { action: "cancel" }).then((r) => r.data);
var getEnvelopeFile = async (endpoint, documentId) => endpoint.api.get(`/v2/envelope-documents/${documentId}?type=file`, { responseType: "blob" }).then((r) => r.data);
var updateEnvelope = async (endpoint, envelopeId, params) => endpoint.api.patch(`/v2/envelopes/${envelopeId}`, params).then((r) => r.data);
var updateEnvelopeField = async (endpoint, envelopeId, roleName, fieldName, value, prepared) => endpoint.api.put(`/v2/envelopes/${envelopeId}/recipients/${roleName}/fields/${fieldName}`, {
  value,
  prepared
}).then((r) => r.data);
var uploadEnvelopeFieldAttachment = async (endpoint, envelopeId, roleName, fieldName, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("document", file, file.name);
  formData.append("value", "");
  return endpoint.api.put(`/v2/envelopes/${envelopeId}/recipients/${roleName}/fields/${fieldName}`, formData, {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var deleteEnvelopeFieldAttachment = async (endpoint, envelopeId, roleName, fieldName) => {
  const formData = new FormData();
  return endpoint.api.put(`/v2/envelopes/${envelopeId}/recipients/${roleName}/fields/${fieldName}`, formData).then((r) => r.data);
};
var getEnvelopeDocumentPageDisplayUri = async (endpoint, documentId, page, variant = "original") => endpoint.api.get(`/v2/envelope-documents/page-image/${documentId}/${variant}/${page}`, { timeout: 2e4 }).then((r) => r.data);
var getEnvelopes = (endpoint, params) => endpoint.api.get("/v2/envelopes", { params }).then((r) => r.data);
var getEnvelopesZip = (endpoint, envelope_ids) => endpoint.api.get(`/v2/envelopes/zip/${envelope_ids.join(",")}`, { responseType: "blob", timeout: 12e4 });
function sortFields(fields) {
  fields.sort((a, b) => {
    const aPage = a.page || 0;
    const bPage = b.page || 0;
    const aX = a.x || 0;
    const aY = (a.y || 0) + (a.height || 0);
    const bX = b.x || 0;
    const bY = (b.y || 0) + (b.height || 0);
    if (aPage !== bPage) {
      return aPage - bPage;
    }
    const divaY = Math.floor(aY / 5);
    const divbY = Math.floor(bY / 5);
    if (divaY !== divbY) {
      return divbY - divaY;
    }
    return aX - bX;
  });
  return fields;
}
function sortDocuments(documents) {
  return documents.sort((a, b) => a.order - b.order || new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
}
function sortRecipients(recipients) {
  return recipients?.sort((a, b) => a.sequence - b.sequence || a.order - b.order);
}

// src/Templates/Actions.ts
var canPerformTemplateAction = (profile, action, template) => {
  if (!template && !action.includes("create")) {
    return { canPerform: false, message: "Missing required template object" };
  }
  const profile_id = profile?.id || "BOGUS";
  const organization_id = profile?.organization_id || "BOGUS";
  if (!profile_id) {
    return { canPerform: false, message: "Active session required" };
  }
  const isCreator = template?.profile_id === profile_id;
  const isSameOrg = template?.organization_id === organization_id;
  const isPersonal = template?.is_personal ?? false;
  const isPublic = template?.is_public ?? false;
  const permissionsRequired = [];
  switch (action) {
    case "create_personal":
      permissionsRequired.push("template:creator:create:personal");
      break;
    case "create_org":
      permissionsRequired.push("template:creator:create:org");
      break;
    case "create_public":
      permissionsRequired.push("template:creator:create:public");
      break;
    case "read":
      if (!isCreator) {
        if (!isPersonal && isSameOrg || !isPublic) {
          permissionsRequired.push("template:member:read");
        }
      }
      break;
    case "write":
      if (!isCreator) {
        permissionsRequired.push("template:member:read");
        permissionsRequired.push("template:member:write");
      }
      break;
    case "change_visibility_personal":
      if (isCreator) {
        permissionsRequired.push("template:creator:create:personal");
      } else {
        permissionsRequired.push("template:member:visibility");
      }
      break;
    case "change_visibility_org":
      if (isCreator) {
        permissionsRequired.push("template:creator:create:org");
      } else {
        permissionsRequired.push("template:member:visibility");
      }
      break;
    case "change_visibility_public":
      if (isCreator) {
        permissionsRequired.push("template:creator:create:public");
        permissionsRequired.push("template:creator:visibility");
      } else {
        permissionsRequired.push("template:member:visibility");
      }
      break;
    case "delete":
      if (isCreator) {
        permissionsRequired.push("template:creator:delete");
      } else {
        permissionsRequired.push("template:member:delete");
      }
      break;
    default:
      return { canPerform: false, message: "Action is not defined" };
  }
  if (hasRequiredPermissions(profile, permissionsRequired)) {
    return { canPerform: true, message: "" };
  }
  return { canPerform: false, message: `Insufficient access to perform '${action}'. Needed permissions: ${permissionsRequired.toString()}` };
};
var hasRequiredPermissions = (profile, permissions) => permissions.every((perm) => (profile?.permissions || []).includes(perm));

// src/Templates/Fields.ts
var createField = (endpoint, templateId, params) => endpoint.api.post(`/v2/fields/${templateId}`, params).then((r) => r.data);
var updateField = (endpoint, templateId, name, params) => endpoint.api.patch(`/v2/fields/${templateId}/${encodeURIComponent(name)}`, params).then((r) => r.data);
var deleteField = (endpoint, templateId, name) => endpoint.api.delete(`/v2/fields/${templateId}/${encodeURIComponent(name)}`).then((r) => r.data);

// src/Sessions/Permissions.ts
var RolePermissions = {
  owner: [
    "template:creator:create:public",
    "template:creator:create:org",
    "template:creator:create:personal",
    "template:creator:delete",
    "template:creator:visibility",
    "template:member:read",
    "template:member:write",
    "template:member:delete",
    "template:member:visibility",
    "owner:add",
    "owner:remove",
    "admin:add",
    "admin:remove",
    "member:view",
    "member:add",
    "member:remove",
    "org:create",
    "org:view",
    "org:update",
    "org:delete",
    "org:transfer",
    "org:list",
    "envelope:create",
    "envelope:cancel",
    "envelope:view"
  ],
  admin: [
    "template:creator:create:public",
    "template:creator:create:org",
    "template:creator:create:personal",
    "template:creator:delete",
    "template:creator:visibility",
    "template:member:read",
    "template:member:write",
    "template:member:delete",
    "template:member:visibility",
    "admin:add",
    "admin:remove",
    "member:view",
    "member:add",
    "member:remove",
    "org:create",
    "org:view",
    "org:update",
    "org:list",
    "envelope:create",
    "envelope:cancel",
    "envelope:view"
  ],
  member: [
    "template:creator:create:public",
    "template:creator:create:org",
    "template:creator:create:personal",
    "template:creator:delete",
    "template:creator:visibility",
    "template:member:read",
    "template:member:write",
    "template:member:delete",
    "member:view",
    "org:create",
    "org:view",
    "org:list",
    "envelope:create",
    "envelope:cancel",
    "envelope:view"
  ],
  basic_user: ["template:member:read", "member:view", "org:view", "org:list"],
  contact: ["org:view", "org:list", "org:create"]
};
var userHasPermissions = (profile, permissions) => {
  const netPermissions = [...profile?.permissions || []];
  (profile?.roles || []).forEach((role) => {
    netPermissions.push(...RolePermissions[role] || []);
  });
  (profile?.group_profiles || []).forEach((groupProfile) => {
    netPermissions.push(...groupProfile.group?.permissions || []);
  });
  return permissions.every((perm) => netPermissions.includes(perm));
};

// src/Templates/Permissions.ts
var userIsTemplateCreator = (profile, template) => profile && template && profile.id === template.profile_id;
var userHasSharedTemplate = (profile, template) => profile && template && !template.is_personal && profile.organization_id === template.organization_id;
var userCanCreatePersonalTemplate = (profile) => userHasPermissions(profile, ["template:creator:create:personal"]);
var userCanCreateOrgTemplate = (profile) => userHasPermissions(profile, ["template:creator:create:org"]);
var userCanCreatePublicTemplate = (profile) => userHasPermissions(profile, ["template:creator:create:public"]);
var userCanReadTemplate = (profile, template) => template.is_public || userIsTemplateCreator(profile, template) || userHasSharedTemplate(profile, template) && userHasPermissions(profile, ["template:member:read"]);
var userCanUpdateTemplate = (profile, template) => userIsTemplateCreator(profile, template) || userHasSharedTemplate(profile, template) && userHasPermissions(profile, ["template:member:read", "template:member:write"]);
var userCanMakeTemplatePrivate = (profile, template) => userIsTemplateCreator(profile, template) ? userHasPermissions(profile, ["template:creator:create:personal"]) : userHasPermissions(profile, ["template:member:visibility"]);
var userCanMakeTemplateShared = (profile, template) => userIsTemplateCreator(profile, template) ? userHasPermissions(profile, ["template:creator:create:org"]) : userHasPermissions(profile, ["template:member:visibility"]);
var userCanMakeTemplatePublic = (profile, template) => userIsTemplateCreator(profile, template) ? userHasPermissions(profile, ["template:creator:create:public"]) : userHasPermissions(profile, ["template:member:visibility"]);
var userCanChangeOrgVisibility = (profile, template) => userIsTemplateCreator(profile, template) && userHasPermissions(profile, ["template:creator:create:personal"]);
var userCanDeleteTemplate = (profile, template) => userIsTemplateCreator(profile, template) ? userHasPermissions(profile, ["template:creator:delete"]) : userHasPermissions(profile, ["template:member:delete"]);
var userCanSendTemplate = (profile, template) => {
  switch (template.visibility) {
    case "private":
      return userIsTemplateCreator(profile, template);
    case "shared":
      return userIsTemplateCreator(profile, template) || template.organization_id === profile?.organization_id;
    case "public":
      return true;
  }
  if (!template.roles || !template.roles.length) {
    return false;
  }
  if (!template.fields || !template.fields.length) {
    return false;
  }
};
var userCanCreateTemplate = (profile) => userCanCreatePersonalTemplate(profile) || userCanCreateOrgTemplate(profile) || userCanCreatePublicTemplate(profile);
var userCanBuildTemplate = (profile, template) => userCanUpdateTemplate(profile, template) && (template.roles || []).filter((role) => role.type === "signer").length > 0;
var getFieldsForRole = (template, role_name) => (template.fields || []).filter((field) => field.role_name === role_name);
var userCanPreviewTemplate = (profile, template) => {
  const hasPermission = userCanReadTemplate(profile, template);
  const signers = (template.roles || []).filter((role) => role.type === "signer");
  return hasPermission && signers.length > 0 && signers.every((signer) => getFieldsForRole(template, signer.name).length > 0);
};

// src/Templates/Roles.ts
var createTemplateRole = (endpoint, template_id, params) => endpoint.api.post(`/v2/roles/${template_id}`, params).then((r) => r.data);
var updateTemplateRole = (endpoint, template_id, name, params) => endpoint.api.patch(`/v2/roles/${template_id}/${encodeURIComponent(name)}`, params).then((r) => r.data);
var deleteTemplateRole = (endpoint, template_id, name) => endpoint.api.delete(`/v2/roles/${template_id}/${encodeURIComponent(name)}`).then((r) => r.data);

// src/Templates/Templates.ts
var getTemplates = (endpoint, params) => endpoint.api.get("/v2/templates", { params }).then((r) => r.data);
var getTemplate = (endpoint, templateId) => {
  return endpoint.api.get(`/v2/templates/${templateId}`).then((r) => {
    const template = r.data;
    if (!template.documents && template.template_documents) {
      template.documents = template.template_documents;
    }
    template.documents?.forEach((document2) => {
      if (!document2.order) {
        document2.order = 0;
      }
      if (document2.page_numbers) {
        document2.pages = document2.page_numbers;
      }
    });
    template.fields?.forEach((field) => {
      if (field.setting) {
        field.settings = field.setting;
      }
    });
    return template;
  });
};
var ALLOWED_CREATE_FIELDS = [
  "name",
  "is_personal",
  "is_public",
  "sender",
  "description",
  "roles",
  "fields"
];
var createTemplate = (endpoint, params, onUploadProgress) => {
  const options = {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  };
  if (params.documents && params.documents[0] instanceof File) {
    const formData = new FormData();
    ALLOWED_CREATE_FIELDS.forEach((allowedKey) => {
      if (params[allowedKey] !== void 0) {
        formData.append(allowedKey, params[allowedKey]);
      }
    });
    params.documents.forEach((file) => {
      formData.append("documents", file, file.name);
    });
    return endpoint.api.post("/v2/templates", formData, options).then((r) => r.data);
  } else {
    return endpoint.api.post("/v2/templates", params, options).then((r) => r.data);
  }
};
var duplicateTemplate = (endpoint, templateId, name) => endpoint.api.put(`/v2/templates/${templateId}`, { action: "duplicate", name }).then((r) => r.data);
var createTemplateFromSharepoint = (endpoint, params) => {
  const options = {
    timeout: 12e4
  };
  return endpoint.api.post("/v2/templates/from-sharepoint", params, options).then((r) => r.data);
};
var updateTemplate = (endpoint, templateId, params) => endpoint.api.patch(`/v2/templates/${templateId}`, params).then((r) => r.data);
var deleteTemplate = (endpoint, templateId) => endpoint.api.delete(`/v2/templates/${templateId}`).then((r) => r.data);
var toggleTemplateStar = (endpoint, templateId) => endpoint.api.post(`/v2/templates/${templateId}/stars/toggle`).then((r) => r.data);

// src/Templates/TemplateDocuments.ts
var createTemplateDocument = (endpoint, template_id, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("file", file, file.name);
  formData.append("template_id", template_id);
  return endpoint.api.post(`/v2/template-documents`, formData, {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var deleteTemplateDocument = (endpoint, documentId) => endpoint.api.delete(`/v2/template-documents/${documentId}`).then((r) => r.data);
var getTemplateDocument = async (endpoint, documentId) => endpoint.api.get(`/v2/template-documents/${documentId}`).then((r) => r.data);
var downloadTemplateDocument = async (endpoint, documentId) => endpoint.api.get(`/v2/template-documents/${documentId}?type=file`, { responseType: "blob" }).then((r) => r.data);
var getTemplateDocumentDownloadLink = async (endpoint, _templateId, documentId) => endpoint.api.get(`/v2/template-documents/${documentId}?type=download`).then((r) => r.data);
var getTemplateDocumentPreviewLink = async (endpoint, _templateId, documentId) => endpoint.api.get(`/v2/template-documents/${documentId}?type=preview`).then((r) => r.data);
var getTemplateDocumentFile = async (endpoint, templateId, documentId) => endpoint.api.get(`/v2/templates/${templateId}/documents/${documentId}?file=true`, { responseType: "blob" }).then((r) => r.data);
var getTemplateDocumentThumbnail = async (endpoint, templateId, documentId) => endpoint.api.get(`/v2/templates/${templateId}/documents/${documentId}?thumbnail=true`, { responseType: "blob" }).then((r) => r.data);
var getTemplateDocumentPageDisplayUri = async (endpoint, documentId, page, variant = "original") => endpoint.api.get(`/v2/template-documents/page-image/${documentId}/${variant}/${page}`, { timeout: 2e4 }).then((r) => r.data);

// src/Templates/Validators.ts
var EMAIL_REGEX = /^(([^<>()\[\]\\.,;:\s@"]+(\.[^<>()\[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
var PHONE_REGEX = /((?:\+|00)[17](?: |\-)?|(?:\+|00)[1-9]\d{0,2}(?: |\-)?|(?:\+|00)1\-\d{3}(?: |\-)?)?(0\d|\([0-9]{3}\)|[1-9]{0,3})(?:((?: |\-)[0-9]{2}){4}|((?:[0-9]{2}){4})|((?: |\-)[0-9]{3}(?: |\-)[0-9]{4})|([0-9]{7}))/;
var URL_REGEX = /https?:\/\/(www\.)?[-a-zA-Z0-9@:%._\+~#=]{1,256}\.[a-zA-Z0-9()]{1,6}\b([-a-zA-Z0-9()@:%_\+.~#?&//=]*)/;
var POSTAL_CODE_REGEX = /^[A-Za-z0-9-\s]{3,10}$/;
var NUMBER_REGEX = /^\d+$/;
var DATE_REGEX = /^(\d{4}[-\/]\d{2}[-\/]\d{2})|(\d{2}[-\/]\d{2}[-\/]\d{4})$/;
var VALIDATORS = {
  email: { regex: EMAIL_REGEX, label: "Email Address" },
  phone: { regex: PHONE_REGEX, label: "Phone Number" },
  url: { regex: URL_REGEX, label: "URL" },
  postal_code: { regex: POSTAL_CODE_REGEX, label: "Zip/Postal Code" },
  number: { regex: NUMBER_REGEX, label: "Number" },
  date: { regex: DATE_REGEX, label: "Date" }
};
var isValidInput = (value, validator) => Object.keys(VALIDATORS).includes(validator) && VALIDATORS[validator].regex.test(value);
var getValidators = () => Object.keys(VALIDATORS);
var isValidEmail = (email) => !!email && EMAIL_REGEX.test(email);
var isValidPhone = (phone) => !!phone && PHONE_REGEX.test(phone);
var isValidRoleName = (value, roles) => roles.findIndex((role) => role.name === value) !== -1;
var TagRegEx = /^[a-zA-Z0-9-]{0,32}$/;
var isValidTag = (value, tags) => TagRegEx.test(value) || tags.findIndex((tag) => tag === value) !== -1;

// src/Envelopes/Fields.ts
var isFieldFilled = (field, allRecipientFields) => {
  const { value = "" } = field;
  switch (field.type) {
    case "textarea":
    case "textbox":
      switch (field.validator || "") {
        case "email":
          return value && isValidInput(value, "email");
        case "phone":
          return value && isValidInput(value, "phone");
        default:
          return (value || "").trim() !== "";
      }
    case "signature":
      return value === "signed";
    case "initial":
      return value === "initialed";
    // Timestamp fields get automatically filled when the envelope is submitted.
    case "timestamp":
      return true;
    case "date":
      return !!value;
    case "attachment":
      return value === "attached";
    case "dropdown":
      return value !== "";
    case "checkbox":
      return value === "true";
    case "radio":
      if (field.group) {
        return allRecipientFields.filter((f) => f.group === field.group).some((field2) => field2.value === "true");
      }
      return field.value === "true";
    default:
      return false;
  }
};
var isFieldValid = (field, allRecipientFields) => {
  return !field.required || isFieldFilled(field, allRecipientFields);
};

// src/Envelopes/Initials.ts
var createInitials = (endpoint, name, initials) => {
  const data = new FormData();
  data.append("initial", initials, name);
  return endpoint.api.post(`/v2/profiles/initials`, data).then((r) => r.data);
};

// src/Envelopes/KBA.ts
var getKbaStep = (endpoint, envelope_id, role_name) => endpoint.api.get(`/v2/kba/${envelope_id}/${encodeURIComponent(role_name)}`).then((r) => r.data);
var submitKbaPin = (endpoint, envelope_id, role_name, pin) => endpoint.api.post(`/v2/kba/pin`, { envelope_id, role_name, pin }).then((r) => r.data);
var submitKbaIdentity = (endpoint, envelope_id, role_name, identity) => endpoint.api.post(`/v2/kba/identity`, { envelope_id, role_name, identity }).then((r) => r.data);
var submitKbaChallengeResponse = (endpoint, envelope_id, role_name, responses) => endpoint.api.post(`/v2/kba/response`, { envelope_id, role_name, responses }).then((r) => r.data);

// src/Envelopes/Recipients.ts
var envelopeRecipientAgree = (endpoint, envelopeId, roleName, disclosures, data) => endpoint.api.post(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}/agree`, { disclosures, ...data }).then((r) => r.data);
var envelopeRecipientDecline = (endpoint, envelopeId, roleName) => endpoint.api.post(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}/decline`).then((r) => r.data);
var envelopeRecipientSubmit = (endpoint, envelopeId, roleName, data) => endpoint.api.post(`/v2/envelopes/${envelopeId}/recipients/${roleName}/submit`, data).then((r) => r.data);
var startSigningSession = async (endpoint, envelope_id, role_name, key) => {
  return endpoint.api.post(`/v2/sign/unauth/${envelope_id}/${encodeURIComponent(role_name)}/${key}`).then((r) => {
    endpoint.setToken(r.data.access_token, "signing");
    return r.data;
  });
};
var getInPersonLink = (endpoint, envelope_id, role_name) => endpoint.api.post(`/v2/sign/in-person/${envelope_id}/${encodeURIComponent(role_name)}`).then((r) => r.data);
var verifySigner = (endpoint, params) => endpoint.api.post(`/v2/sign/verify`, params).then((r) => r.data);
var delegateRecipient = (endpoint, envelopeId, roleName, params) => endpoint.api.post(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}/delegate`, params).then((r) => r.data);
var updateRecipient = (endpoint, envelopeId, roleName, params) => endpoint.api.patch(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}`, params).then((r) => r.data);
var remindRecipient = (endpoint, envelopeId, roleName) => endpoint.api.patch(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}`, { action: "remind" }).then((r) => r.data);
var resetRecipient = (endpoint, envelopeId, roleName) => endpoint.api.patch(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}`, { action: "reset" }).then((r) => r.data);
var askQuestion = (endpoint, envelopeId, roleName, params) => endpoint.api.post(`/v2/envelopes/${envelopeId}/recipients/${encodeURIComponent(roleName)}/ask-question`, params).then((r) => r.data);

// src/Envelopes/Permissions.ts
var isEnvelopeOwner = (profile_id, envelope) => envelope.profile_id === profile_id;
var isEnvelopeRecipient = (profile_id, envelope) => (envelope.recipients || []).some((recipient) => recipient.profile_id === profile_id);
var canAccessEnvelope = (profile_id, envelope) => isEnvelopeOwner(profile_id, envelope) || isEnvelopeRecipient(profile_id, envelope);
var userIsEnvelopeOwner = (profile, envelope) => envelope.profile_id === profile?.id;
var userIsEnvelopeRecipient = (profile, envelope) => (envelope.recipients || []).some((recipient) => recipient.profile_id === profile?.id);
var useCanAccessEnvelope = (profile, envelope) => userIsEnvelopeOwner(profile, envelope) || userIsEnvelopeRecipient(profile, envelope);
var envelopeIsActive = (envelope) => envelope.status !== "complete" && envelope.status !== "declined" && envelope.status !== "canceled";
var envelopeIsComplete = (envelope) => envelope.status !== "complete";
var userCanCancelEnvelope = (profile, envelope) => userIsEnvelopeOwner(profile, envelope) && envelope.status !== "complete" && envelope.status !== "declined" && envelope.status !== "canceled";
var userCanFinishEnvelope = (profile, envelope) => userIsEnvelopeOwner(profile, envelope) && envelope.status !== "complete" && envelope.status !== "declined" && envelope.status !== "canceled";
var recipientHasAction = (recipient) => !["submitted", "canceled", "declined"].includes(recipient.status);
var getRecipientsWithActions = (envelope) => ["complete", "declined", "canceled"].includes(envelope.status) ? [] : (envelope?.recipients || []).filter(recipientHasAction);
var recipientCanAct = (recipient, recipientsWithActions) => recipient.sequence === recipientsWithActions?.[0]?.sequence;
var getMyRecipient = (session, envelope) => (envelope?.recipients || []).find((r) => r.email === session?.email);
var userCanAct = (email, recipientsWithActions) => {
  const recipient = recipientsWithActions.find((r) => r.email?.toLowerCase() === email?.toLowerCase());
  return recipient && recipient.sequence === recipientsWithActions?.[0]?.sequence;
};
var getRecipient = (email, envelope) => (envelope.recipients || []).find((r) => r.email?.toLowerCase() === email?.toLowerCase());
var getRecipientWithActions = (email, envelope) => {
  const recipientsWithActions = getRecipientsWithActions(envelope);
  const recipient = recipientsWithActions.find((r) => r.email?.toLowerCase() === email?.toLowerCase());
  return recipient && recipient.sequence === recipientsWithActions?.[0]?.sequence;
};
var userCanSignNow = (profile, envelope) => {
  if (!profile) {
    return false;
  }
  const recipientsWithActions = getRecipientsWithActions(envelope);
  const myRecipient = recipientsWithActions.find(
    (r) => r.profile_id === profile?.id || r.email?.toLowerCase() === profile?.email?.toLowerCase()
  );
  return myRecipient && envelopeIsActive(envelope) && userIsEnvelopeRecipient(profile, envelope) && recipientCanAct(myRecipient, recipientsWithActions);
};
var getNextRecipient = (envelope) => {
  const recipientsWithActions = getRecipientsWithActions(envelope);
  return recipientsWithActions?.[0];
};

// src/Envelopes/Signatures.ts
var createSignature = (endpoint, name, signature) => {
  const data = new FormData();
  data.append("signature", signature, name);
  return endpoint.api.post(`/v2/profiles/signatures`, data).then((r) => r.data);
};

// src/Envelopes/Types.ts
var DEFAULT_DISCLOSURES = `
<ul>
  <li>
    Agree to use electronic records and signatures, and confirm you have read the
    <a href="https://verdocs.com/en/electronic-record-signature-disclosure/" target="_blank">
      Electronic Record and Signatures Disclosure</a>.</li>
  <li>
    Agree to Verdocs'
    <a href="https://verdocs.com/en/eula" target="_blank">
      End User License Agreement</a>
    and confirm you have read Verdocs'
    <a href="https://verdocs.com/en/privacy-policy/" target="_blank">
      Privacy Policy</a>.
  </li>
</ul>`;

// src/Organizations/ApiKeys.ts
var getApiKeys = (endpoint) => endpoint.api.get(`/v2/api-keys`).then((r) => r.data);
var createApiKey = (endpoint, params) => endpoint.api.post("/v2/api-keys", params).then((r) => r.data);
var rotateApiKey = (endpoint, clientId) => endpoint.api.post(`/v2/api-keys/${clientId}/rotate`).then((r) => r.data);
var updateApiKey = (endpoint, clientId, params) => endpoint.api.patch(`/v2/api-keys/${clientId}`, params).then((r) => r.data);
var deleteApiKey = (endpoint, clientId) => endpoint.api.delete(`/v2/api-keys/${clientId}`).then((r) => r.data);

// src/Organizations/Brands.ts
var getBrands = (endpoint, organizationId) => endpoint.api.get(`/v2/organizations/${organizationId}/brands`).then((r) => r.data);
var createBrand = (endpoint, organizationId, params) => endpoint.api.post(`/v2/organizations/${organizationId}/brands`, params).then((r) => r.data);
var getBrand = (endpoint, organizationId, brandId) => endpoint.api.get(`/v2/organizations/${organizationId}/brands/${brandId}`).then((r) => r.data);
var updateBrand = (endpoint, organizationId, brandId, params) => endpoint.api.patch(`/v2/organizations/${organizationId}/brands/${brandId}`, params).then((r) => r.data);
var updateBrandLogo = (endpoint, organizationId, brandId, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("logo", file, file.name);
  return endpoint.api.patch(`/v2/organizations/${organizationId}/brands/${brandId}`, formData, {
    headers: { "Content-Type": "multipart/form-data" },
    onUploadProgress: (event) => {
      const { loaded = 0, total } = event;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var updateBrandThumbnail = (endpoint, organizationId, brandId, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("thumbnail", file, file.name);
  return endpoint.api.patch(`/v2/organizations/${organizationId}/brands/${brandId}`, formData, {
    headers: { "Content-Type": "multipart/form-data" },
    onUploadProgress: (event) => {
      const { loaded = 0, total } = event;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var deleteBrand = (endpoint, organizationId, brandId) => endpoint.api.delete(`/v2/organizations/${organizationId}/brands/${brandId}`).then((r) => r.data);
var addBrandEmailDomain = (endpoint, organizationId, brandId, params) => endpoint.api.post(`/v2/organizations/${organizationId}/brands/${brandId}/email-domain`, params).then((r) => r.data);
var removeBrandEmailDomain = (endpoint, organizationId, brandId) => endpoint.api.delete(`/v2/organizations/${organizationId}/brands/${brandId}/email-domain`).then((r) => r.data);
var verifyBrandEmailDomain = (endpoint, organizationId, brandId) => endpoint.api.post(`/v2/organizations/${organizationId}/brands/${brandId}/email-domain/verify`).then((r) => r.data);

// src/Organizations/Contacts.ts
var getOrganizationContacts = (endpoint) => endpoint.api.get(`/v2/organization-contacts`).then((r) => r.data);
var deleteOrganizationContact = (endpoint, profileId) => endpoint.api.delete(`/v2/organization-contacts/${profileId}`).then((r) => r.data);
var createOrganizationContact = (endpoint, params) => endpoint.api.post(`/v2/organization-contacts`, params).then((r) => r.data);
var updateOrganizationContact = (endpoint, profileId, params) => endpoint.api.patch(`/v2/organization-contacts/${profileId}`, params).then((r) => r.data);

// src/Organizations/Groups.ts
var getGroups = (endpoint) => endpoint.api.get(`/v2/organization-groups`).then((r) => r.data);
var getGroup = (endpoint, groupId) => endpoint.api.get(`/v2/organization-groups/${groupId}`).then((r) => r.data);
var createGroup = (endpoint, params) => endpoint.api.post("/v2/organization-groups", params).then((r) => r.data);
var updateGroup = (endpoint, groupId, params) => endpoint.api.patch(`/v2/organization-groups/${groupId}`, params).then((r) => r.data);
var deleteGroup = (endpoint, groupId) => endpoint.api.delete(`/v2/organization-groups/${groupId}`).then((r) => r.data);
var addGroupMember = (endpoint, groupId, profile_id) => endpoint.api.post(`/v2/organization-groups/${groupId}/members`, { profile_id }).then((r) => r.data);
var deleteGroupMember = (endpoint, groupId, profile_id) => endpoint.api.delete(`/v2/organization-groups/${groupId}/members/${profile_id}`).then((r) => r.data);

// src/Organizations/Invitations.ts
var getOrganizationInvitations = (endpoint) => endpoint.api.get(`/v2/organization-invitations`).then((r) => r.data);
var createOrganizationInvitation = (endpoint, params) => endpoint.api.post(`/v2/organization-invitations`, params).then((r) => r.data);
var deleteOrganizationInvitation = (endpoint, email) => endpoint.api.delete(`/v2/organization-invitations/${email}`).then((r) => r.data);
var updateOrganizationInvitation = (endpoint, email, params) => endpoint.api.patch(`/v2/organization-invitations/${email}`, params).then((r) => r.data);
var resendOrganizationInvitation = (endpoint, email) => endpoint.api.post("/v2/organization-invitations/resend", { email }).then((r) => r.data);
var getOrganizationInvitation = (endpoint, email, token) => endpoint.api.get(`/v2/organization-invitations/${email}/${token}`).then((r) => r.data);
var acceptOrganizationInvitation = (endpoint, params) => endpoint.api.post("/v2/organization-invitations/accept", params).then((r) => r.data);
var declineOrganizationInvitation = (endpoint, email, token) => endpoint.api.post("/v2/organization-invitations/decline", { email, token }).then((r) => r.data);

// src/Organizations/Members.ts
var getOrganizationMembers = (endpoint) => endpoint.api.get(`/v2/organization-members`).then((r) => r.data);
var deleteOrganizationMember = (endpoint, profileId) => endpoint.api.delete(`/v2/organization-members/${profileId}`).then((r) => r.data);
var createOrganizationMember = (endpoint, params) => endpoint.api.post(`/v2/organization-members`, params).then((r) => r.data);
var updateOrganizationMember = (endpoint, profileId, params) => endpoint.api.patch(`/v2/organization-members/${profileId}`, params).then((r) => r.data);
var lockOrganizationMember = (endpoint, profileId, reason) => endpoint.api.put(`/v2/organization-members/${profileId}`, { action: "lock", reason }).then((r) => r.data);
var unlockOrganizationMember = (endpoint, profileId) => endpoint.api.put(`/v2/organization-members/${profileId}`, { action: "unlock" }).then((r) => r.data);
var resetOrganizationMemberMFA = (endpoint, profileId) => endpoint.api.put(`/v2/organization-members/${profileId}`, { action: "reset_mfa" }).then((r) => r.data);

// src/Organizations/Notifications.ts
var getNotificationTemplates = (endpoint) => endpoint.api.get(`/v2/notifications/templates`).then((r) => r.data);
var getNotificationTemplate = (endpoint, id) => endpoint.api.get(`/v2/notifications/templates/${id}`).then((r) => r.data);
var createNotificationTemplate = (endpoint, params) => endpoint.api.post(`/v2/notifications/templates`, params).then((r) => r.data);
var updateNotificationTemplate = (endpoint, id, params) => endpoint.api.patch(`/v2/notifications/templates/${id}`, params).then((r) => r.data);
var deleteNotificationTemplate = (endpoint, id) => endpoint.api.delete(`/v2/notifications/templates/${id}`).then((r) => r.data);

// src/Organizations/Organizations.ts
var getOrganization = (endpoint, organizationId) => endpoint.api.get(`/v2/organizations/${organizationId}`).then((r) => r.data);
var getOrganizationChildren = (endpoint, organizationId) => endpoint.api.get(`/v2/organizations/${organizationId}/children`).then((r) => r.data);
var getOrganizationUsage = (endpoint, organizationId, params) => endpoint.api.get(`/v2/organizations/${organizationId}/usage`, { params }).then((r) => r.data);
var createOrganization = (endpoint, params) => endpoint.api.post(`/v2/organizations`, params).then((r) => r.data);
var updateOrganization = (endpoint, organizationId, params) => endpoint.api.patch(`/v2/organizations/${organizationId}`, params).then((r) => r.data);
var getOrganizationPipelineSettings = (endpoint, organizationId) => endpoint.api.get(`/v2/organizations/${organizationId}/pipeline-settings`).then((r) => r.data);
var updateOrganizationPipelineSettings = (endpoint, organizationId, params) => endpoint.api.patch(`/v2/organizations/${organizationId}/pipeline-settings`, params).then((r) => r.data);
var deleteOrganization = (endpoint, organizationId) => endpoint.api.delete(`/v2/organizations/${organizationId}`).then((r) => r.data);
var updateOrganizationLogo = (endpoint, organizationId, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("logo", file, file.name);
  return endpoint.api.patch(`/v2/organizations/${organizationId}`, formData, {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var updateOrganizationThumbnail = (endpoint, organizationId, file, onUploadProgress) => {
  const formData = new FormData();
  formData.append("thumbnail", file, file.name);
  return endpoint.api.patch(`/v2/organizations/${organizationId}`, formData, {
    timeout: 12e4,
    onUploadProgress: (event) => {
      const total = event.total || 1;
      const loaded = event.loaded || 0;
      onUploadProgress?.(Math.floor(loaded * 100 / (total || 1)), loaded, total || 1);
    }
  }).then((r) => r.data);
};
var getEntitlements = async (endpoint) => endpoint.api.get(`/v2/organizations/entitlements`).then((r) => r.data);
var getActiveEntitlements = async (endpoint) => {
  if (!endpoint.session) {
    throw new Error("No active session");
  }
  const entitlements = await getEntitlements(endpoint);
  return collapseEntitlements(entitlements);
};

// src/Organizations/Webhooks.ts
var getWebhooks = (endpoint) => endpoint.api.get(`/v2/webhooks`).then((r) => r.data);
var setWebhooks = (endpoint, params) => endpoint.api.patch(`/v2/webhooks`, params).then((r) => r.data);
var rotateWebhookSecret = (endpoint) => endpoint.api.put(`/v2/webhooks/rotate-secret`).then((r) => r.data);
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  ALL_PERMISSIONS,
  AtoB,
  Countries,
  DEFAULT_DISCLOSURES,
  DEFAULT_FIELD_HEIGHTS,
  DEFAULT_FIELD_WIDTHS,
  FIELD_TYPES,
  RolePermissions,
  VerdocsEndpoint,
  WEBHOOK_EVENTS,
  acceptOrganizationInvitation,
  addBrandEmailDomain,
  addGroupMember,
  askQuestion,
  authenticate,
  blobToBase64,
  canAccessEnvelope,
  canPerformTemplateAction,
  cancelEnvelope,
  capitalize,
  changePassword,
  collapseEntitlements,
  convertToE164,
  createApiKey,
  createBrand,
  createCodeChallenge,
  createCodeVerifier,
  createEnvelope,
  createField,
  createGroup,
  createInitials,
  createNotificationTemplate,
  createOrganization,
  createOrganizationContact,
  createOrganizationInvitation,
  createOrganizationMember,
  createProfile,
  createSignature,
  createTemplate,
  createTemplateDocument,
  createTemplateFromSharepoint,
  createTemplateRole,
  declineOrganizationInvitation,
  decodeAccessTokenBody,
  decodeJWTBody,
  delegateRecipient,
  deleteApiKey,
  deleteBrand,
  deleteEnvelopeFieldAttachment,
  deleteField,
  deleteGroup,
  deleteGroupMember,
  deleteNotificationTemplate,
  deleteOrganization,
  deleteOrganizationContact,
  deleteOrganizationInvitation,
  deleteOrganizationMember,
  deleteProfile,
  deleteTemplate,
  deleteTemplateDocument,
  deleteTemplateRole,
  disableMFA,
  downloadBlob,
  downloadEnvelopeDocument,
  downloadTemplateDocument,
  duplicateTemplate,
  enrollMFA,
  envelopeIsActive,
  envelopeIsComplete,
  envelopeRecipientAgree,
  envelopeRecipientDecline,
  envelopeRecipientSubmit,
  fileToDataUrl,
  formatFullName,
  formatInitials,
  formatShortTimeAgo,
  fullNameToInitials,
  getActiveEntitlements,
  getApiKeys,
  getBrand,
  getBrands,
  getCombinedEnvelopeDocumentDownloadLink,
  getCountryByCode,
  getCurrentProfile,
  getEntitlements,
  getEnvelope,
  getEnvelopeDocument,
  getEnvelopeDocumentDownloadLink,
  getEnvelopeDocumentPageDisplayUri,
  getEnvelopeDocumentPreviewLink,
  getEnvelopeFile,
  getEnvelopes,
  getEnvelopesZip,
  getFieldsForRole,
  getGroup,
  getGroups,
  getInPersonLink,
  getKbaStep,
  getMFAChallenge,
  getMFAStatus,
  getMatchingCountry,
  getMyRecipient,
  getMyUser,
  getNextRecipient,
  getNotificationTemplate,
  getNotificationTemplates,
  getNotifications,
  getOAuth2AuthorizeUrl,
  getOrganization,
  getOrganizationChildren,
  getOrganizationContacts,
  getOrganizationInvitation,
  getOrganizationInvitations,
  getOrganizationMembers,
  getOrganizationPipelineSettings,
  getOrganizationUsage,
  getPlusOneCountry,
  getProfiles,
  getRGB,
  getRGBA,
  getRLeft,
  getRTop,
  getRValue,
  getRecipient,
  getRecipientWithActions,
  getRecipientsWithActions,
  getRoleColor,
  getSessions,
  getSocialLoginUrl,
  getSocialProviders,
  getTemplate,
  getTemplateDocument,
  getTemplateDocumentDownloadLink,
  getTemplateDocumentFile,
  getTemplateDocumentPageDisplayUri,
  getTemplateDocumentPreviewLink,
  getTemplateDocumentThumbnail,
  getTemplates,
  getValidators,
  getWebhooks,
  hasRequiredPermissions,
  integerSequence,
  isAmericanSamoa,
  isCanada,
  isDominicanRepublic,
  isEnvelopeOwner,
  isEnvelopeRecipient,
  isFieldFilled,
  isFieldValid,
  isFrenchGuiana,
  isGuadeloupe,
  isMFARequired,
  isMartinique,
  isMayotte,
  isPuertoRico,
  isValidEmail,
  isValidInput,
  isValidPhone,
  isValidRoleName,
  isValidTag,
  lockOrganizationMember,
  nameToRGBA,
  randomString,
  recipientCanAct,
  recipientHasAction,
  refreshToken,
  regenerateBackupCodes,
  remindRecipient,
  removeBrandEmailDomain,
  rescale,
  resendOrganizationInvitation,
  resendVerification,
  resetOrganizationMemberMFA,
  resetPassword,
  resetRecipient,
  revokeOtherSessions,
  revokeSession,
  rotateApiKey,
  rotateWebhookSecret,
  setWebhooks,
  sortDocuments,
  sortFields,
  sortRecipients,
  startSigningSession,
  submitKbaChallengeResponse,
  submitKbaIdentity,
  submitKbaPin,
  switchProfile,
  toggleTemplateStar,
  unlockOrganizationMember,
  updateApiKey,
  updateBrand,
  updateBrandLogo,
  updateBrandThumbnail,
  updateEnvelope,
  updateEnvelopeField,
  updateField,
  updateGroup,
  updateNotificationTemplate,
  updateOrganization,
  updateOrganizationContact,
  updateOrganizationInvitation,
  updateOrganizationLogo,
  updateOrganizationMember,
  updateOrganizationPipelineSettings,
  updateOrganizationThumbnail,
  updateProfile,
  updateProfilePhoto,
  updateRecipient,
  updateTemplate,
  updateTemplateRole,
  uploadEnvelopeFieldAttachment,
  useCanAccessEnvelope,
  userCanAct,
  userCanBuildTemplate,
  userCanCancelEnvelope,
  userCanChangeOrgVisibility,
  userCanCreateOrgTemplate,
  userCanCreatePersonalTemplate,
  userCanCreatePublicTemplate,
  userCanCreateTemplate,
  userCanDeleteTemplate,
  userCanFinishEnvelope,
  userCanMakeTemplatePrivate,
  userCanMakeTemplatePublic,
  userCanMakeTemplateShared,
  userCanPreviewTemplate,
  userCanReadTemplate,
  userCanSendTemplate,
  userCanSignNow,
  userCanUpdateTemplate,
  userHasPermissions,
  userHasSharedTemplate,
  userIsEnvelopeOwner,
  userIsEnvelopeRecipient,
  userIsTemplateCreator,
  verifyBrandEmailDomain,
  verifyEmail,
  verifyMFAEnrollment,
  verifySigner
});
//# sourceMappingURL=index.js.map