"use strict";

var fetch = require('isomorphic-fetch');
var FormData = require('isomorphic-form-data');
module.exports = {
  fetch: fetch,
  FormData: FormData
};