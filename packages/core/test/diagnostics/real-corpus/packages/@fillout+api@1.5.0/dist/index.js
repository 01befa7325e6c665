// src/index.ts
var TOKEN_PREFIXES = ["sk_prod_", "fillout_token_"];
function isValidToken(token) {
  return TOKEN_PREFIXES.some((prefix) => token.startsWith(prefix));
}
var Fillout = class {
  constructor(token, options) {
    /** Get all the forms in your organization */
    this.getForms = async () => {
      const res = await fetch(`${this.baseUrl}/v1/api/forms`, {
        headers: {
          Authorization: `Bearer ${this.token}`
        }
      });
      if (!res.ok) throw await filloutError("fetch Fillout forms", res);
      const data = await res.json();
      return data;
    };
    /**
     * Get the metadata of a form
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     */
    this.getForm = async (formId) => {
      const res = await fetch(
        `${this.baseUrl}/v1/api/forms/${encodeURIComponent(formId)}`,
        {
          headers: {
            Authorization: `Bearer ${this.token}`
          }
        }
      );
      if (!res.ok)
        throw await filloutError(`fetch Fillout form '${formId}'`, res);
      const data = await res.json();
      return data;
    };
    /**
     * Get form submissions
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     */
    this.getSubmissions = async (formId, options) => {
      const res = await fetch(
        `${this.baseUrl}/v1/api/forms/${encodeURIComponent(formId)}/submissions?${toURLSearchParams(options || {})}`,
        {
          headers: {
            Authorization: `Bearer ${this.token}`
          }
        }
      );
      if (!res.ok) {
        throw await filloutError(
          `fetch submissions for Fillout form '${formId}'`,
          res
        );
      }
      const data = await res.json();
      return data;
    };
    /**
     * Get form submission by id
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     * @param submissionId - The uuid of a submission
     */
    this.getSubmission = async (formId, submissionId, options) => {
      const res = await fetch(
        `${this.baseUrl}/v1/api/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}?${toURLSearchParams(options || {})}`,
        {
          headers: {
            Authorization: `Bearer ${this.token}`
          }
        }
      );
      if (!res.ok) {
        throw await filloutError(
          `fetch Fillout submission '${submissionId}'`,
          res
        );
      }
      const data = await res.json();
      return data.submission;
    };
    /**
     * Delete a form submission by id
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     * @param submissionId - The uuid of a submission
     */
    this.deleteSubmission = async (formId, submissionId) => {
      const res = await fetch(
        `${this.baseUrl}/v1/api/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`,
        {
          method: "DELETE",
          headers: {
            Authorization: `Bearer ${this.token}`
          }
        }
      );
      if (!res.ok) {
        throw await filloutError(
          `delete Fillout submission '${submissionId}'`,
          res
        );
      }
    };
    /**
     * Create a webhook for form submissions
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     * @param url - The endpoint where you’d like to listen for submissions
     */
    this.createWebhook = async (formId, url) => {
      const res = await fetch(`${this.baseUrl}/v1/api/webhook/create`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.token}`,
          "Content-Type": "application/json"
        },
        body: JSON.stringify({ formId, url })
      });
      if (!res.ok) throw await filloutError(`create Fillout webhook`, res);
      const data = await res.json();
      return data;
    };
    /**
     * Remove a webhook
     * @param webhookId - The numerical ID you received when creating the webhook
     */
    this.deleteWebhook = async (webhookId) => {
      const res = await fetch(`${this.baseUrl}/v1/api/webhook/delete`, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${this.token}`,
          "Content-Type": "application/json"
        },
        body: JSON.stringify({ webhookId })
      });
      if (!res.ok) {
        throw await filloutError(`delete Fillout webhook ${webhookId}`, res);
      }
    };
    /**
     * Create submissions
     * @param formId - The id found in the URL of a form, eg. `foAdHjd1Duus`
     * @param submissions - The maximum number of submissions that can be created in a single request is 10.
     *
     * See also: https://www.fillout.com/help/fillout-rest-api#951dc79e6b8b476aa808ea670252609d
     */
    this.createSubmissions = async (formId, submissions) => {
      const res = await fetch(
        `${this.baseUrl}/v1/api/forms/${encodeURIComponent(formId)}/submissions`,
        {
          method: "POST",
          headers: {
            Authorization: `Bearer ${this.token}`,
            "Content-Type": "application/json"
          },
          body: JSON.stringify({ submissions })
        }
      );
      if (!res.ok) throw await filloutError(`create Fillout submissions`, res);
      const data = await res.json();
      return data;
    };
    if (typeof token !== "string" || !isValidToken(token)) {
      throw new Error(
        "Invalid Fillout API key. Visit https://build.fillout.com/home/settings/developer to create one."
      );
    }
    const region = (options == null ? void 0 : options.region) || "us";
    this.token = token;
    this.baseUrl = region === "eu" ? "https://eu-api.fillout.com" : region === "ca" ? "https://ca-api.fillout.com" : "https://api.fillout.com";
  }
};
var filloutError = async (verb, res) => {
  var _a;
  const ct = (_a = res.headers.get("Content-Type")) == null ? void 0 : _a.split(";")[0];
  if (ct === "application/json") {
    const body = await res.json();
    if (body.message) return new Error(body.message);
  }
  return new Error(`Failed to ${verb} with status code ${res.status}`);
};
var toURLSearchParams = (body) => {
  const params = new URLSearchParams();
  Object.entries(body).forEach(([key, value]) => {
    if (value) params.set(key, String(value));
  });
  return params;
};
export {
  Fillout
};
